import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';
import { mainConfig, privateRuntimeDir } from './serve';

const DEPLOY = join(import.meta.dirname, '..', 'deploy');
const TEMPLATE = join(DEPLOY, 'dashboard.conf.template');

function render(env: Record<string, string>) {
  const result = spawnSync('sh', [join(DEPLOY, 'render-nginx-conf.sh'), TEMPLATE], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return { status: result.status, conf: result.stdout, error: result.stderr };
}

/** The value of every `add_header <name> "…"` line, in order. */
function headerValues(conf: string, name: string): string[] {
  return [...conf.matchAll(new RegExp(`add_header ${name} "([^"]*)" always;`, 'g'))].map(
    (match) => match[1]!,
  );
}

describe('the nginx config template', () => {
  it('fills every placeholder and keeps the /api/ proxy only with a target', () => {
    const withProxy = render({
      PORT: '9000',
      DIST_DIR: '/srv/dashboard',
      API_PROXY_TARGET: 'https://api.example.com/v1/',
    });
    expect(withProxy.status).toBe(0);
    expect(withProxy.conf).toContain('listen 9000;');
    expect(withProxy.conf).toContain('root /srv/dashboard;');
    // The request URI after /api as the browser sent it, to the API's base path.
    expect(withProxy.conf).toContain('server api.example.com:443;');
    expect(withProxy.conf).toContain('proxy_pass https://dashboard_api/v1$dashboard_api_rest;');
    expect(withProxy.conf).toContain('"~^/api(/.*)$" $1;');
    expect(withProxy.conf).toContain('proxy_set_header Host "api.example.com";');
    expect(withProxy.conf).toContain('proxy_set_header Cookie "";');
    expect(withProxy.conf).toContain('proxy_hide_header Set-Cookie;');
    // A https API's certificate is checked against the system's CA bundle.
    expect(withProxy.conf).toContain('proxy_ssl_verify on;');
    expect(withProxy.conf).toContain(
      'proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;',
    );
    expect(withProxy.conf).toContain('proxy_ssl_name api.example.com;');
    const directives = withProxy.conf
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'))
      .join('\n');
    expect(directives).not.toMatch(/\$\{[A-Z_]+\}/);
    expect(withProxy.conf).not.toMatch(/^#(api-proxy|brotli):/m);
    // No brotli module: the directive is left out (nginx would refuse it).
    expect(directives).not.toContain('brotli_static');

    const without = render({ BROTLI: '1' });
    expect(without.status).toBe(0);
    expect(without.conf).not.toContain('location /api/');
    expect(without.conf).not.toContain('upstream dashboard_api');
    expect(without.conf).not.toContain('proxy_ssl');
    expect(without.conf).toContain('listen 8080;');
    expect(without.conf).toContain('brotli_static on;');
  });

  it('refuses a target or a port nginx would read as syntax', () => {
    for (const target of [
      'ftp://x',
      'https://x/v1; return 200',
      'https://x/"',
      'javascript:1',
      // Every line of these alone would pass a check made line by line (grep, sed).
      'https://api.example.com/v1\nproxy_set_header X-Injected 1',
      'https://api.example.com/v1\n}\nserver {',
      'https://user@api.example.com/v1',
      'https://api.example.com:80x/v1',
      'https://api.example.com/v1/../admin',
      'https:///v1',
    ]) {
      const result = render({ API_PROXY_TARGET: target });
      expect(result.status, target).toBe(1);
      expect(result.conf, target).toBe('');
      expect(result.error).toMatch(/API_PROXY_TARGET must be an http\(s\) URL/);
    }
    expect(render({ PORT: '80; x' }).status).toBe(1);
  });

  it('refuses plain http to another machine unless API_PROXY_ALLOW_HTTP=1', () => {
    for (const target of [
      'http://api.example.com/v1',
      'http://10.0.0.5:8080/v1',
      'http://127.evil.example/v1',
      'http://localhost.example/v1',
    ]) {
      const result = render({ API_PROXY_TARGET: target });
      expect(result.status, target).toBe(1);
      expect(result.error).toMatch(/plain http to another machine/);
      expect(render({ API_PROXY_TARGET: target, API_PROXY_ALLOW_HTTP: '1' }).status, target).toBe(
        0,
      );
    }
    for (const target of [
      'http://localhost:8787/v1',
      'http://127.0.0.1:8787/v1',
      'http://127.1.2.3/v1',
      'http://[::1]:8787/v1',
    ]) {
      const result = render({ API_PROXY_TARGET: target });
      expect(result.status, target).toBe(0);
      // No TLS to verify: the ssl lines are left out.
      expect(result.conf, target).not.toContain('proxy_ssl');
    }
  });

  it('refuses a https target when there is no CA bundle to verify it with', () => {
    const result = render({
      API_PROXY_TARGET: 'https://api.example.com/v1',
      API_PROXY_CA: '/nonexistent/ca.crt',
    });
    expect(result.status).toBe(1);
    expect(result.error).toMatch(/No CA bundle/);
  });

  it('sends the same security headers from every location, the CSP of scripts/csp.ts', () => {
    const { conf } = render({ API_PROXY_TARGET: 'http://127.0.0.1:8787/v1' });
    const locations = 4; // server level, /assets/, the worker and manifest, /api/
    expect(headerValues(conf, 'Content-Security-Policy')).toEqual(
      Array(locations).fill(contentSecurityPolicy),
    );
    for (const name of ['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']) {
      const values = headerValues(conf, name);
      expect(values, name).toHaveLength(locations);
      expect(new Set(values).size, name).toBe(1);
    }
    expect(headerValues(conf, 'Cache-Control')).toEqual(['no-cache', 'no-cache', 'no-store']);
    // Assets: immutable only when found (a 404 pinned in a CDN would outlive the deploy).
    expect(conf).toContain('add_header Cache-Control $dashboard_asset_cache always;');
    const cacheMap = /map \$status \$dashboard_asset_cache \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(cacheMap.replace(/\s+/g, ' ').trim()).toBe(
      '200 "public, max-age=31536000, immutable"; 206 "public, max-age=31536000, immutable"; ' +
        '304 "public, max-age=31536000, immutable"; default "no-cache";',
    );
  });

  it('serves the service worker and the manifest never cached, each with its type', () => {
    const { conf } = render({});
    const start = conf.indexOf('location ~ ^/(sw\\.js|manifest\\.webmanifest)$ {');
    expect(start).toBeGreaterThan(0);
    const block = conf.slice(start, conf.indexOf('}\n', conf.indexOf('=404;', start)));
    expect(block).toContain('add_header Cache-Control "no-cache" always;');
    expect(block).toContain('application/javascript js;');
    expect(block).toContain('application/manifest+json webmanifest;');
    expect(block).toContain('try_files $uri =404;');
  });

  it('logs no request header and no query string', () => {
    const template = readFileSync(TEMPLATE, 'utf8');
    const format = /log_format dashboard ([^;]+);/.exec(template)?.[1] ?? '';
    expect(format).toContain('$dashboard_path');
    expect(format).not.toMatch(/\$http_|\$request_uri|\$args|\$query_string|\$request\b/);
  });
});

describe('the main config of npm run serve', () => {
  it('keeps every path in its own folder and loads brotli only when present', () => {
    const conf = mainConfig({
      runtimeDir: '/tmp/x',
      serverConf: '/tmp/x/dashboard.conf',
      mimeTypes: '/etc/nginx/mime.types',
      brotli: false,
    });
    expect(conf).toContain('pid /tmp/x/nginx.pid;');
    expect(conf).toContain('proxy_temp_path /tmp/x/proxy_temp;');
    expect(conf).toContain('include /tmp/x/dashboard.conf;');
    expect(conf).not.toMatch(/load_module|user /);
    expect(
      mainConfig({
        runtimeDir: '/tmp/x',
        serverConf: '/tmp/x/d.conf',
        mimeTypes: '/m',
        brotli: true,
        workerUser: { user: 'www-data', group: 'www-data' },
      }),
    ).toMatch(/^user www-data www-data;\nload_module .*ngx_http_brotli_static_module\.so;/);
  });

  it('never runs workers as root', () => {
    const conf = mainConfig({
      runtimeDir: '/tmp/x',
      serverConf: '/tmp/x/d.conf',
      mimeTypes: '/m',
      brotli: false,
      workerUser: { user: 'www-data', group: 'www-data' },
    });
    expect(conf).not.toMatch(/user root/);
  });
});

describe("npm run serve's runtime folder", () => {
  const base = mkdtempSync(join(tmpdir(), 'runtime-dir-test-'));

  it('is a new folder only this user can read, never the same twice', () => {
    const first = privateRuntimeDir(undefined, '8080');
    const second = privateRuntimeDir(undefined, '8080');
    expect(first).not.toBe(second);
    for (const dir of [first, second]) expect(statSync(dir).mode & 0o777).toBe(0o700);
    const named = privateRuntimeDir(join(base, 'new'), '8080');
    expect(statSync(named).mode & 0o777).toBe(0o700);
  });

  it('refuses a named folder that is in use or others can read', () => {
    const used = join(base, 'used');
    mkdirSync(used, { mode: 0o700 });
    writeFileSync(join(used, 'nginx.conf'), 'user root;');
    expect(() => privateRuntimeDir(used, '8080')).toThrow(/must be new/);
    const open = join(base, 'open');
    mkdirSync(open);
    chmodSync(open, 0o755);
    expect(() => privateRuntimeDir(open, '8080')).toThrow(/must be new/);
  });
});
