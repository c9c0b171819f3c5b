import { spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
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
 * Environment: PORT (8080), API_PROXY_TARGET (forward /api/ there; see
 * deploy/render-nginx-conf.sh for API_PROXY_ALLOW_HTTP and API_PROXY_CA), NGINX_PATH,
 * NGINX_RUNTIME_DIR (config, pid, temp files and access.log: a new private folder in
 * the temp dir, or this one if it is new or an empty folder of this user's, mode 0700).
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
  /** Started as root: the unprivileged user and group its workers run as. */
  workerUser?: { user: string; group: string } | undefined;
}): string {
  const dir = options.runtimeDir;
  return [
    options.workerUser ? `user ${options.workerUser.user} ${options.workerUser.group};` : '',
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

/**
 * The folder nginx keeps its files in, private to this user (mode 0700): a new one in
 * the temp dir, or NGINX_RUNTIME_DIR when that is new or an empty folder of this user's
 * with that mode. Never a folder another user made or could read: a predictable path in
 * a shared temp dir could be made ahead by someone else.
 */
export function privateRuntimeDir(requested: string | undefined, port: string): string {
  if (!requested) return mkdtempSync(join(tmpdir(), `dashboard-nginx-${port}-`));
  const dir = resolve(requested);
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    return dir;
  }
  const stat = lstatSync(dir);
  const mine = stat.uid === process.getuid?.();
  if (!stat.isDirectory() || !mine || (stat.mode & 0o077) !== 0 || readdirSync(dir).length > 0) {
    throw new Error(
      `NGINX_RUNTIME_DIR ${dir} must be new, or an empty folder of this user's with mode 0700.`,
    );
  }
  return dir;
}

/** An unprivileged user for nginx's workers when started as root (uid and group names). */
function unprivilegedUser(): { user: string; group: string; uid: number; gid: number } {
  for (const user of ['www-data', 'nginx', 'nobody']) {
    const ids = ['-u', '-g', '-gn'].map((flag) =>
      spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout.trim(),
    );
    const [uid, gid, group] = ids;
    if (uid && gid && group) return { user, group, uid: Number(uid), gid: Number(gid) };
  }
  throw new Error('No unprivileged user (www-data, nginx or nobody) for nginx workers.');
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
  const runtimeDir = privateRuntimeDir(process.env.NGINX_RUNTIME_DIR, port);
  // As root (a CI machine) the workers run as an unprivileged user, which may not reach
  // the checkout's dist/ (under /root, say): they get a copy in the runtime folder, which
  // becomes theirs (still 0700; the master, root, opens the config and the log).
  const asRoot = process.getuid?.() === 0;
  const workerUser = asRoot ? unprivilegedUser() : undefined;
  let distDir = DIST;
  if (workerUser) {
    distDir = join(runtimeDir, 'html');
    cpSync(DIST, distDir, { recursive: true });
    for (const path of [runtimeDir, ...walk(runtimeDir)])
      chownSync(path, workerUser.uid, workerUser.gid);
  }
  const brotli = existsSync(BROTLI_MODULE);
  const serverConf = join(runtimeDir, 'dashboard.conf');
  const rendered = spawnSync('sh', [RENDER, TEMPLATE], {
    encoding: 'utf8',
    env: {
      ...process.env,
      PORT: port,
      DIST_DIR: distDir,
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
  writeFileSync(conf, mainConfig({ runtimeDir, serverConf, mimeTypes, brotli, workerUser }));

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

/** Every path below a folder. */
function walk(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((entry) => join(dir, entry));
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) void main();
