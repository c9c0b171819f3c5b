import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Which Chromium the browser tests (and the benchmark) launch. One module, used by
 * `scripts/ensure-browser.ts` (before the suite, installing one if needed) and by
 * `e2e/browser.ts` (what Playwright launches), so both always agree on the path.
 *
 * Order: `CHROMIUM_PATH`, Playwright's own downloaded browser, then the system's.
 * A candidate counts only if it starts: `<path> --version` succeeds in time.
 */

export const SYSTEM_CHROMIUM_PATHS: readonly string[] = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/**
 * Test hook: a colon-separated list of paths that replaces Playwright's browser and the
 * system paths (`CHROMIUM_PATH` still comes first). Set it to nonexistent paths to see
 * what happens on a machine without a browser, without uninstalling one.
 */
export const CANDIDATES_OVERRIDE_ENV = 'CHROMIUM_CANDIDATES';

/** `--version` must answer within this; a browser that hangs is not usable. */
const VERSION_TIMEOUT_MS = 15_000;

export type BrowserSource = 'CHROMIUM_PATH' | 'Playwright' | 'system' | 'override';

export interface BrowserCandidate {
  path: string;
  source: BrowserSource;
}

export interface FoundBrowser extends BrowserCandidate {
  /** First line of `--version`, e.g. "Chromium 156.0.8078.79 built on Debian ...". */
  version: string;
}

export interface RejectedBrowser extends BrowserCandidate {
  reason: 'missing' | 'does not start';
}

export interface BrowserSearch {
  found: FoundBrowser | undefined;
  /** Candidates tried before the one found (or all of them), in order. */
  rejected: RejectedBrowser[];
}

/** The side effects of the search, injected so the order and skipping are testable. */
export interface BrowserProbe {
  exists(path: string): boolean;
  /** The first line of `<path> --version`, or undefined when it does not start. */
  version(path: string): string | undefined;
}

type Env = Readonly<Record<string, string | undefined>>;

/** The candidates in the order they are tried; duplicates are dropped. */
export function browserCandidates(
  env: Env,
  playwrightPath: () => string | undefined,
): BrowserCandidate[] {
  const list: BrowserCandidate[] = [];
  const explicit = env.CHROMIUM_PATH?.trim();
  if (explicit) list.push({ path: explicit, source: 'CHROMIUM_PATH' });
  const override = env[CANDIDATES_OVERRIDE_ENV];
  if (override !== undefined) {
    for (const path of override.split(':').map((item) => item.trim()))
      if (path) list.push({ path, source: 'override' });
  } else {
    const bundled = playwrightPath();
    if (bundled) list.push({ path: bundled, source: 'Playwright' });
    for (const path of SYSTEM_CHROMIUM_PATHS) list.push({ path, source: 'system' });
  }
  const seen = new Set<string>();
  return list.filter((candidate) => {
    if (seen.has(candidate.path)) return false;
    seen.add(candidate.path);
    return true;
  });
}

/** The first candidate that exists and starts. */
export function searchBrowser(
  candidates: readonly BrowserCandidate[],
  probe: BrowserProbe,
): BrowserSearch {
  const rejected: RejectedBrowser[] = [];
  for (const candidate of candidates) {
    if (!probe.exists(candidate.path)) {
      rejected.push({ ...candidate, reason: 'missing' });
      continue;
    }
    const version = probe.version(candidate.path);
    if (version === undefined) {
      rejected.push({ ...candidate, reason: 'does not start' });
      continue;
    }
    return { found: { ...candidate, version }, rejected };
  }
  return { found: undefined, rejected };
}

/** Where Playwright keeps its own Chromium (whether or not it was downloaded). */
export function playwrightChromiumPath(): string | undefined {
  try {
    return chromium.executablePath() || undefined;
  } catch {
    // Playwright throws on platforms it has no build for: then there is no such browser.
    return undefined;
  }
}

export const systemProbe: BrowserProbe = {
  exists: (path) => existsSync(path),
  version(path) {
    try {
      const output = execFileSync(path, ['--version'], {
        encoding: 'utf8',
        timeout: VERSION_TIMEOUT_MS,
        // Debian's wrapper script writes noise to stderr; only the exit code and stdout count.
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      return output.trim().split('\n')[0]?.trim() || path;
    } catch {
      return undefined;
    }
  },
};

/** The real search: this process's environment, Playwright and the file system. */
export function findBrowser(env: Env = process.env): BrowserSearch {
  return searchBrowser(browserCandidates(env, playwrightChromiumPath), systemProbe);
}
