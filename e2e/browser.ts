import { existsSync } from 'node:fs';

/**
 * Debian's Chromium when installed (CI installs it: Playwright cannot download its own
 * browser here), else Playwright's bundled browser. The flags keep Chromium from
 * reaching for the network it does not have.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
