import { findBrowser } from '../scripts/find-browser';

/**
 * The Chromium the browser tests and the benchmark launch: the one
 * `scripts/ensure-browser.ts` checked (or installed) before the suite, found by the
 * same search (`CHROMIUM_PATH`, Playwright's download, the system's). Undefined when
 * there is none: Playwright then reports its own missing-browser error.
 */
export const CHROMIUM_PATH = findBrowser().found?.path;

/** The flags keep Chromium from reaching for the network it does not have. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
