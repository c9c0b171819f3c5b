import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the browser tests' nginx (npm run serve) listens. */
export const NGINX_PORT = Number(process.env.NGINX_PORT ?? 8089);
export const NGINX_ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;
/**
 * Where it keeps its files: a new private folder per run (npm run serve refuses a used
 * one), made once by the config and passed to the test workers through the environment,
 * which they inherit.
 */
export const NGINX_RUNTIME_DIR = (process.env.NGINX_RUNTIME_DIR ??= mkdtempSync(
  join(tmpdir(), 'dashboard-nginx-e2e-'),
));
