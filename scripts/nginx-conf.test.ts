import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';
import { mainConfig } from './serve';

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
    expect(withProxy.conf).toContain('proxy_pass https://api.example.com/v1/;');
    expect(withProxy.conf).toContain('proxy_set_header Cookie "";');
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
    expect(without.conf).toContain('listen 8080;');
    expect(without.conf).toContain('brotli_static on;');
  });

  it('refuses a target or a port nginx would read as syntax', () => {
    for (const target of ['ftp://x', 'https://x/v1; return 200', 'https://x/"', 'javascript:1']) {
      const result = render({ API_PROXY_TARGET: target });
      expect(result.status, target).toBe(1);
      expect(result.error).toMatch(/API_PROXY_TARGET must be an http\(s\) URL/);
    }
    expect(render({ PORT: '80; x' }).status).toBe(1);
  });

  it("the README's nginx example sends the CSP of scripts/csp.ts", () => {
    const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
    expect(headerValues(readme, 'Content-Security-Policy')).toEqual([contentSecurityPolicy]);
  });

  it('sends the same security headers from every location, the CSP of scripts/csp.ts', () => {
    const { conf } = render({ API_PROXY_TARGET: 'http://127.0.0.1:8787/v1' });
    const locations = 3; // server level, /assets/, /api/
    expect(headerValues(conf, 'Content-Security-Policy')).toEqual(
      Array(locations).fill(contentSecurityPolicy),
    );
    for (const name of ['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']) {
      const values = headerValues(conf, name);
      expect(values, name).toHaveLength(locations);
      expect(new Set(values).size, name).toBe(1);
    }
    expect(headerValues(conf, 'Cache-Control')).toEqual([
      'no-cache',
      'public, max-age=31536000, immutable',
      'no-store',
    ]);
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
      asRoot: false,
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
        asRoot: true,
      }),
    ).toMatch(/^user root;\nload_module .*ngx_http_brotli_static_module\.so;/);
  });
});
