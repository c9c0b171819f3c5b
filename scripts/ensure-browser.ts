import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { findBrowser, type BrowserSearch } from './find-browser';

/**
 * Run by `npm run test:e2e` (so by `npm test`) before Playwright: makes sure the
 * Chromium that `e2e/browser.ts` will launch exists and starts. When none does, it
 * tries to install one (Playwright's download, then Debian's package when allowed)
 * and otherwise stops with one message saying what to run, instead of dozens of
 * browser tests failing at launch. As root (a CI machine) apt-get runs on its own;
 * otherwise sudo is used only when asked: ENSURE_BROWSER_SUDO=1, or a yes at the prompt
 * of an interactive terminal. A test run never gains root quietly.
 */

const PLAYWRIGHT_INSTALL_TIMEOUT_MS = 5 * 60_000;
const APT_TIMEOUT_MS = 15 * 60_000;

interface StepResult {
  ok: boolean;
  /** One line on what went wrong (empty when ok). */
  detail: string;
}

/** Runs a command with a time limit, its output kept (only a one-line summary is shown). */
function run(command: string, args: readonly string[], timeoutMs: number): StepResult {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    timeout: timeoutMs,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status === 0) return { ok: true, detail: '' };
  if (result.error) {
    const code = (result.error as NodeJS.ErrnoException).code;
    return {
      ok: false,
      detail:
        code === 'ETIMEDOUT' ? `no result within ${timeoutMs / 1000} s` : result.error.message,
    };
  }
  // stderr first: the root cause (a DNS error, apt's "E:" line) is there.
  const lines = `${result.stderr ?? ''}\n${result.stdout ?? ''}`
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  // The first error line says why; apt and Playwright both repeat themselves after it.
  const reason = lines.find((line) => /^(error|e:)/i.test(line)) ?? lines.at(-1) ?? '';
  return { ok: false, detail: `exit ${result.status ?? result.signal}: ${reason}` };
}

/** Whether `command` is a file in one of PATH's folders. */
export function onPath(command: string): boolean {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .some((dir) => dir !== '' && existsSync(join(dir, command)));
}

const asRoot = process.getuid?.() === 0;

/** Whether sudo runs here without a password (never as root, where apt-get runs itself). */
export function sudoWithoutPasswordHere(): boolean {
  return (
    !asRoot &&
    onPath('sudo') &&
    spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore', timeout: 10_000 }).status === 0
  );
}

export interface AptSituation {
  hasAptGet: boolean;
  asRoot: boolean;
  /** sudo works without a password (`sudo -n true`). */
  sudoWithoutPassword: boolean;
  /** The person running the tests allowed sudo (ENSURE_BROWSER_SUDO=1 or the prompt). */
  sudoAllowed: boolean;
}

/** How to run apt-get as root here: directly, through sudo when allowed, or not at all. */
export function aptCommand(situation: AptSituation): string[] | undefined {
  if (!situation.hasAptGet) return undefined;
  if (situation.asRoot) return ['apt-get'];
  if (!situation.sudoWithoutPassword || !situation.sudoAllowed) return undefined;
  // sudo drops DEBIAN_FRONTEND from the environment; `env` puts it back.
  return ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get'];
}

/** Whether sudo may be used: asked for in the environment, or answered yes at a prompt. */
export async function askForSudo(
  env: NodeJS.ProcessEnv,
  interactive: boolean,
  ask: (question: string) => Promise<string>,
  packages = 'chromium',
): Promise<boolean> {
  if (env.ENSURE_BROWSER_SUDO === '1') return true;
  if (!interactive) return false;
  const answer = await ask(`Install ${packages} with \`sudo apt-get install ${packages}\`? [y/N] `);
  return /^y(es)?$/i.test(answer.trim());
}

export async function promptOnTerminal(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await terminal.question(question);
  } finally {
    terminal.close();
  }
}

/** Prints the browser found; false when none. */
function report(search: BrowserSearch): boolean {
  const { found } = search;
  if (!found) return false;
  console.log(`Browser tests use ${found.version} (${found.path}, ${found.source}).`);
  return true;
}

async function main(): Promise<void> {
  const first = findBrowser();
  // Only an explicit choice that does not work is worth a line before the result.
  for (const candidate of first.rejected)
    if (candidate.source === 'CHROMIUM_PATH')
      console.warn(`CHROMIUM_PATH=${candidate.path}: ${candidate.reason}; looking elsewhere.`);
  if (report(first)) return;
  console.log(
    `No usable Chromium (looked at ${first.rejected.map((item) => item.path).join(', ')}).`,
  );

  console.log('Trying: npx playwright install chromium');
  const download = run('npx', ['playwright', 'install', 'chromium'], PLAYWRIGHT_INSTALL_TIMEOUT_MS);
  if (!download.ok) console.log(`  did not work (${download.detail})`);
  if (report(findBrowser())) return;

  let failure = download.ok
    ? 'Playwright installed a browser that does not start'
    : `download: ${download.detail}`;
  const hasAptGet = onPath('apt-get');
  const sudoWithoutPassword = hasAptGet && sudoWithoutPasswordHere();
  const sudoAllowed =
    sudoWithoutPassword &&
    (await askForSudo(process.env, Boolean(process.stdin.isTTY), promptOnTerminal));
  if (sudoWithoutPassword && !sudoAllowed)
    console.log('  Not using sudo: set ENSURE_BROWSER_SUDO=1 to let this install Chromium.');
  const apt = aptCommand({ hasAptGet, asRoot, sudoWithoutPassword, sudoAllowed });
  if (apt) {
    const [command = 'apt-get', ...leading] = apt;
    console.log(`Trying: ${apt.join(' ')} update && ${apt.join(' ')} install -y chromium`);
    const update = run(command, [...leading, 'update', '-qq'], APT_TIMEOUT_MS);
    const install = update.ok
      ? run(command, [...leading, 'install', '-y', '-qq', 'chromium'], APT_TIMEOUT_MS)
      : update;
    if (!install.ok) console.log(`  did not work (${install.detail})`);
    if (report(findBrowser())) return;
    failure = install.ok
      ? 'apt-get installed chromium, but still no usable Chromium was found'
      : `apt-get: ${install.detail}`;
  }

  const sudo = asRoot ? '' : 'sudo ';
  const command = onPath('apt-get')
    ? `${sudo}apt-get update && ${sudo}apt-get install -y chromium`
    : 'npx playwright install --with-deps chromium';
  console.error(
    `\nNo Chromium for the browser tests, and none could be installed (${failure}).\n` +
      `Run:  ${command}\n` +
      'then `npm test` again (or set CHROMIUM_PATH to a Chromium or Chrome executable).',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
