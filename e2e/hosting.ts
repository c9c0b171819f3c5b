import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the browser tests' nginx (npm run serve) listens and keeps its files. */
export const NGINX_PORT = Number(process.env.NGINX_PORT ?? 8089);
export const NGINX_ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;
export const NGINX_RUNTIME_DIR = join(tmpdir(), `dashboard-nginx-e2e-${NGINX_PORT}`);
