// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  SYSTEM_CHROMIUM_PATHS,
  browserCandidates,
  searchBrowser,
  type BrowserProbe,
} from './find-browser';

const PLAYWRIGHT = '/root/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

/** A fake machine: which files exist, and which of them start (with their version). */
function machine(files: Record<string, string | null>): BrowserProbe & { started: string[] } {
  const started: string[] = [];
  return {
    started,
    exists: (path) => path in files,
    version(path) {
      started.push(path);
      return files[path] ?? undefined;
    },
  };
}

describe('browserCandidates', () => {
  it("tries Playwright's browser, then the system's, in a fixed order", () => {
    expect(browserCandidates({}, () => PLAYWRIGHT)).toEqual([
      { path: PLAYWRIGHT, source: 'Playwright' },
      { path: '/usr/bin/chromium', source: 'system' },
      { path: '/usr/bin/chromium-browser', source: 'system' },
      { path: '/usr/bin/google-chrome', source: 'system' },
    ]);
  });

  it('puts CHROMIUM_PATH first and lists a path only once', () => {
    const candidates = browserCandidates(
      { CHROMIUM_PATH: ' /usr/bin/chromium ' },
      () => PLAYWRIGHT,
    );
    expect(candidates.map((candidate) => candidate.path)).toEqual([
      '/usr/bin/chromium',
      PLAYWRIGHT,
      '/usr/bin/chromium-browser',
      '/usr/bin/google-chrome',
    ]);
    expect(candidates[0]?.source).toBe('CHROMIUM_PATH');
  });

  it('ignores an empty CHROMIUM_PATH and a Playwright without a browser path', () => {
    expect(browserCandidates({ CHROMIUM_PATH: '' }, () => undefined)).toEqual(
      SYSTEM_CHROMIUM_PATHS.map((path) => ({ path, source: 'system' })),
    );
  });

  it('lets the test hook replace every default place', () => {
    const env = { CHROMIUM_PATH: '/opt/mine', CHROMIUM_CANDIDATES: '/nope/a::/nope/b' };
    expect(browserCandidates(env, () => PLAYWRIGHT)).toEqual([
      { path: '/opt/mine', source: 'CHROMIUM_PATH' },
      { path: '/nope/a', source: 'override' },
      { path: '/nope/b', source: 'override' },
    ]);
  });
});

describe('searchBrowser', () => {
  it('takes the first candidate that exists and starts, skipping the others', () => {
    const probe = machine({
      [PLAYWRIGHT]: null, // downloaded, but does not start (missing libraries)
      '/usr/bin/chromium-browser': 'Chromium 150.0',
      '/usr/bin/google-chrome': 'Google Chrome 151.0',
    });
    const search = searchBrowser(
      browserCandidates({}, () => PLAYWRIGHT),
      probe,
    );
    expect(search.found).toEqual({
      path: '/usr/bin/chromium-browser',
      source: 'system',
      version: 'Chromium 150.0',
    });
    expect(search.rejected).toEqual([
      { path: PLAYWRIGHT, source: 'Playwright', reason: 'does not start' },
      { path: '/usr/bin/chromium', source: 'system', reason: 'missing' },
    ]);
    // A missing file is not run; nothing after the one found is run either.
    expect(probe.started).toEqual([PLAYWRIGHT, '/usr/bin/chromium-browser']);
  });

  it('prefers a working CHROMIUM_PATH over every default place', () => {
    const probe = machine({ '/opt/chrome': 'Chrome 1', '/usr/bin/chromium': 'Chromium 2' });
    const search = searchBrowser(
      browserCandidates({ CHROMIUM_PATH: '/opt/chrome' }, () => PLAYWRIGHT),
      probe,
    );
    expect(search.found?.path).toBe('/opt/chrome');
    expect(search.rejected).toEqual([]);
  });

  it('skips a CHROMIUM_PATH that does not start', () => {
    const probe = machine({ '/opt/broken': null, '/usr/bin/chromium': 'Chromium 2' });
    const search = searchBrowser(
      browserCandidates({ CHROMIUM_PATH: '/opt/broken' }, () => undefined),
      probe,
    );
    expect(search.found?.path).toBe('/usr/bin/chromium');
    expect(search.rejected).toEqual([
      { path: '/opt/broken', source: 'CHROMIUM_PATH', reason: 'does not start' },
    ]);
  });

  it('finds nothing on a machine without a browser, and says what it looked at', () => {
    const search = searchBrowser(
      browserCandidates({}, () => PLAYWRIGHT),
      machine({}),
    );
    expect(search.found).toBeUndefined();
    expect(search.rejected.map((item) => [item.path, item.reason])).toEqual([
      [PLAYWRIGHT, 'missing'],
      ...SYSTEM_CHROMIUM_PATHS.map((path) => [path, 'missing']),
    ]);
  });
});
