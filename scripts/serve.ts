import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  aptCommand,
  askForSudo,
  onPath,
  promptOnTerminal,
  sudoWithoutPasswordHere,
} from './ensure-browser';

/**
 * `npm run serve`: the built dashboard behind nginx, as it is hosted for real
 * (deploy/dashboard.conf.template, the same config the container image uses). Builds
 * first when dist/ has no build; finds nginx, or installs Debian's package the way the
 * test command installs Chromium: as root (a CI machine) by itself, otherwise with sudo
 * only when asked (ENSURE_BROWSER_SUDO=1 or a yes at a terminal's prompt). `--ensure-only` stops
 * after that step (`npm run ensure-nginx`, run by the browser tests).
 *
 * Environment: PORT (8080), API_PROXY_TARGET (forward /api/ there), NGINX_PATH,
 * NGINX_RUNTIME_DIR (config, pid, temp files and access.log; a folder in the temp dir).
 */

const ROOT = resolve(import.meta.dirname, '..');
const TEMPLATE = join(ROOT, 'deploy', 'dashboard.conf.template');
const RENDER = join(ROOT, 'deploy', 'render-nginx-conf.sh');
const DIST = join(ROOT, 'dist');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** Tried in order: Debian 12's small nginx with brotli, the full one, the full one alone. */
const APT_CHOICES = [
  ['nginx-light', 'libnginx-mod-http-brotli-static'],
  ['nginx', 'libnginx-mod-http-brotli-static'],
  ['nginx'],
];

function findNginx(): string | undefined {
  // A bare name is looked up on PATH by spawnSync.
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', 'nginx'];
  return candidates.find(
    (path): path is string =>
      Boolean(path) && spawnSync(path!, ['-v'], { stdio: 'ignore' }).status === 0,
  );
}

/**
 * nginx, installed with apt-get when missing and allowed (as root, or with sudo when
 * asked, as for Chromium in ensure-browser.ts); exits otherwise.
 */
async function ensureNginx(): Promise<string> {
  const found = findNginx();
  if (found) return found;
  const asRoot = process.getuid?.() === 0;
  const hasAptGet = onPath('apt-get');
  const sudoWithoutPassword = hasAptGet && sudoWithoutPasswordHere();
  const sudoAllowed =
    sudoWithoutPassword &&
    (await askForSudo(process.env, Boolean(process.stdin.isTTY), promptOnTerminal, 'nginx'));
  const apt = aptCommand({ hasAptGet, asRoot, sudoWithoutPassword, sudoAllowed });
  if (apt) {
    const [command = 'apt-get', ...prefix] = apt;
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const aptGet = (args: string[]) =>
      spawnSync(command, [...prefix, ...args], { stdio: 'ignore', env, timeout: 10 * 60_000 });
    aptGet(['update']);
    for (const packages of APT_CHOICES) {
      console.log(`No nginx here. Trying: ${apt.join(' ')} install -y ${packages.join(' ')}`);
      if (aptGet(['install', '-y', ...packages]).status === 0) break;
    }
    const installed = findNginx();
    if (installed) return installed;
  } else if (sudoWithoutPassword) {
    console.log('Not using sudo: set ENSURE_BROWSER_SUDO=1 to let this install nginx.');
  }
  console.error(
    'nginx is not installed. Install it (Debian: `sudo apt-get install -y nginx-light ' +
      'libnginx-mod-http-brotli-static`) or set NGINX_PATH, then run this again.',
  );
  process.exit(1);
}

/** The main nginx.conf around the dashboard's server block: no root, no system paths. */
export function mainConfig(options: {
  runtimeDir: string;
  serverConf: string;
  mimeTypes: string;
  brotli: boolean;
  asRoot: boolean;
}): string {
  const dir = options.runtimeDir;
  return [
    // As root (a CI machine), workers stay root so they can read the checkout's dist/.
    options.asRoot ? 'user root;' : '',
    options.brotli ? `load_module ${BROTLI_MODULE};` : '',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    `  include ${options.mimeTypes};`,
    '  default_type application/octet-stream;',
    '  sendfile on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${dir}/${kind}_temp;`,
    ),
    `  include ${options.serverConf};`,
    '}',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

async function main(): Promise<void> {
  const nginx = await ensureNginx();
  if (process.argv.includes('--ensure-only')) {
    console.log(`Hosting tests use ${nginx}.`);
    return;
  }
  if (!existsSync(join(DIST, 'index.html'))) {
    console.log('No build in dist/: running npm run build first.');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const port = process.env.PORT ?? '8080';
  const runtimeDir = resolve(
    process.env.NGINX_RUNTIME_DIR ?? join(tmpdir(), `dashboard-nginx-${port}`),
  );
  mkdirSync(runtimeDir, { recursive: true });
  const brotli = existsSync(BROTLI_MODULE);
  const serverConf = join(runtimeDir, 'dashboard.conf');
  const rendered = spawnSync('sh', [RENDER, TEMPLATE], {
    encoding: 'utf8',
    env: {
      ...process.env,
      PORT: port,
      DIST_DIR: DIST,
      ACCESS_LOG: join(runtimeDir, 'access.log'),
      BROTLI: brotli ? '1' : '0',
    },
  });
  if (rendered.status !== 0) {
    process.stderr.write(rendered.stderr);
    process.exit(1);
  }
  writeFileSync(serverConf, rendered.stdout);
  const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types'].find((path) =>
    existsSync(path),
  );
  if (!mimeTypes) {
    console.error('nginx mime.types not found in /etc/nginx or /usr/local/etc/nginx.');
    process.exit(1);
  }
  const conf = join(runtimeDir, 'nginx.conf');
  writeFileSync(
    conf,
    mainConfig({ runtimeDir, serverConf, mimeTypes, brotli, asRoot: process.getuid?.() === 0 }),
  );

  const args = ['-p', runtimeDir, '-c', conf];
  const test = spawnSync(nginx, ['-t', '-q', ...args], { stdio: 'inherit' });
  if (test.status !== 0) process.exit(test.status ?? 1);
  const proxy = process.env.API_PROXY_TARGET ? `; /api/ → ${process.env.API_PROXY_TARGET}` : '';
  console.log(`Dashboard on http://localhost:${port} (nginx, ${runtimeDir})${proxy}`);
  const server = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => server.kill('SIGQUIT'));
  server.on('exit', (code) => process.exit(code ?? 0));
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) void main();
