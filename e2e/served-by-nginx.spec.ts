import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentSecurityPolicy } from '../scripts/csp';
import { TEST_APP_ID, expect, storedSettings, test } from './fixtures';
import { NGINX_ORIGIN, NGINX_PORT, NGINX_RUNTIME_DIR } from './hosting';

/**
 * The build as it is hosted for real: nginx with deploy/dashboard.conf.template
 * (`npm run serve`, started by playwright.config.ts with /api/ forwarded to the mock).
 */

const ACCESS_LOG = join(NGINX_RUNTIME_DIR, 'access.log');
const SECURITY_HEADERS = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

test.use({ baseURL: NGINX_ORIGIN, connected: false });

test('headers: security headers on every answer, hashed assets immutable, pages never cached, files precompressed', async ({
  request,
}) => {
  const page = await request.get('/checkouts/coffee-club?tx=abc', {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(page.status()).toBe(200);
  expect(page.headers()).toMatchObject({ ...SECURITY_HEADERS, 'cache-control': 'no-cache' });
  expect(page.headers()['content-type']).toMatch(/^text\/html/);
  expect(page.headers()['content-encoding']).toBe('gzip');
  expect(page.headers()['vary']).toBe('Accept-Encoding');
  const html = await page.text();
  expect(html).toContain('<div id="root">');

  // Brotli where this nginx has the module (Debian's package; not every nginx has it).
  const brotli = (await readFile(join(NGINX_RUNTIME_DIR, 'dashboard.conf'), 'utf8')).includes(
    'brotli_static on;',
  );
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  for (const encoding of brotli ? ['br', 'gzip'] : ['gzip']) {
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': encoding } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()).toMatchObject({
      ...SECURITY_HEADERS,
      'cache-control': 'public, max-age=31536000, immutable',
      'content-encoding': encoding,
    });
    expect(asset.headers()['content-type']).toMatch(/^application\/javascript/);
  }
  // No Accept-Encoding: the plain file.
  const plain = await request.get(script!, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();

  // A missing asset is a 404, not the app (a stale chunk must fail loudly, not as HTML),
  // and never cached for long: a CDN would keep it past the deploy that adds the file.
  const missing = await request.get('/assets/no-such-chunk.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()).toMatchObject({ ...SECURITY_HEADERS, 'cache-control': 'no-cache' });

  const health = await request.get('/healthz');
  expect(await health.text()).toBe('ok\n');

  // The service worker and the manifest keep their names: never cached, each its type.
  for (const [path, type] of [
    ['/sw.js', /^application\/javascript/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
  ] as const) {
    const file = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(file.status(), path).toBe(200);
    // Sent as the build compressed it, like every other file.
    expect(file.headers(), path).toMatchObject({
      ...SECURITY_HEADERS,
      'cache-control': 'no-cache',
      'content-encoding': 'gzip',
    });
    expect(file.headers()['content-type'], path).toMatch(type);
  }
});

test('a deep link opens the right page on the demo data, and a reload stays there', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/checkouts/coffee-club?status=Failed');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Coffee Club subscription' }),
  ).toBeVisible();
  await expect(page.getByText('5 of 37 loaded payments match; all pages loaded')).toBeVisible();
  await page.reload();
  await expect(page.getByText('5 of 37 loaded payments match; all pages loaded')).toBeVisible();
  // The CSP header allows everything the app does (a violation is a console error).
  expect(consoleErrors).toEqual([]);
});

test('configured through the /api/ proxy: payments load, a checkout is disabled, and the access log names no app ID', async ({
  page,
  mockApi,
  consoleErrors,
}) => {
  await page.addInitScript(
    (value) => window.sessionStorage.setItem('checkout-dashboard.settings', value),
    storedSettings(`${NGINX_ORIGIN}/api`, TEST_APP_ID),
  );
  await page.goto('/checkouts/hoodie-drop');
  await expect(page.getByRole('heading', { level: 1, name: 'Hoodie drop' })).toBeVisible();
  await page.getByRole('button', { name: 'Disable checkout', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable checkout hoodie-drop?' });
  await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Disabled', { exact: true })).toBeVisible();

  // The mock saw the requests through nginx, with the app ID header.
  const seen = await mockApi.requests();
  expect(seen).toContainEqual(
    expect.objectContaining({ path: '/v1/checkout/transactions/hoodie-drop', appIdPresent: true }),
  );
  expect(seen).toContainEqual(
    expect.objectContaining({
      method: 'PATCH',
      path: '/v1/checkout/disable/hoodie-drop',
      appIdPresent: true,
    }),
  );
  // nginx logged them, without the header's value.
  await expect
    .poll(async () => readFile(ACCESS_LOG, 'utf8'))
    .toContain('"PATCH /api/checkout/disable/hoodie-drop" 200');
  const log = await readFile(ACCESS_LOG, 'utf8');
  expect(log).toContain('"GET /api/checkout/transactions/hoodie-drop" 200');
  expect(log).not.toContain(TEST_APP_ID);
  expect(consoleErrors).toEqual([]);
});

test.describe('the /api/ proxy forwards a path exactly as the app encoded it', () => {
  // Each is one path segment to the app; nginx must not decode %2F, resolve "..", or
  // cut at an encoded "?" or "#" before the API sees it.
  const CODES = ['x/../../currencies/fiat', 'A/B?C#D%', 'a/b', '..%2F..', 'a b&c=d;e'];

  test('the payments of a checkout, opened in the browser', async ({ page, mockApi }) => {
    await page.addInitScript(
      (value) => window.sessionStorage.setItem('checkout-dashboard.settings', value),
      storedSettings(`${NGINX_ORIGIN}/api`, TEST_APP_ID),
    );
    for (const code of CODES) {
      await mockApi.clearRequests();
      await page.goto(`/checkouts/${encodeURIComponent(code)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unknown checkout code');
      const paths = (await mockApi.requests()).map((request) => request.path);
      expect(new Set(paths), code).toEqual(
        new Set([`/v1/checkout/transactions/${encodeURIComponent(code)}`]),
      );
    }
  });

  test('a Disable, and a page index and a query after the code', async ({ request, mockApi }) => {
    const headers = { 'X-TX-AppId': TEST_APP_ID };
    for (const code of CODES) {
      const segment = encodeURIComponent(code);
      await mockApi.clearRequests();
      await request.patch(`/api/checkout/disable/${segment}`, { headers });
      await request.get(`/api/checkout/transactions/${segment}/2`, { headers });
      expect((await mockApi.requests()).map(({ method, path }) => `${method} ${path}`)).toEqual([
        `PATCH /v1/checkout/disable/${segment}`,
        `GET /v1/checkout/transactions/${segment}/2`,
      ]);
    }
    await mockApi.clearRequests();
    await request.get('/api/currencies/crypto?chains=eth,tron', { headers });
    expect((await mockApi.requests()).map(({ path }) => path)).toEqual([
      '/v1/currencies/crypto?chains=eth,tron',
    ]);
  });

  test('a request URI that reaches /api/ only once nginx normalises it is refused', async ({
    request,
    mockApi,
  }) => {
    await mockApi.clearRequests();
    // Node's URL parser would resolve the dots itself; the raw request line keeps them.
    const status = await rawStatus('GET /x/../api/currencies/fiat HTTP/1.1');
    expect(status).toBe(400);
    const encoded = await request.get('/%61pi/currencies/fiat', {
      headers: { 'X-TX-AppId': TEST_APP_ID },
    });
    expect(encoded.status()).toBe(400);
    expect(await mockApi.requests()).toEqual([]);
  });
});

/** The status of one request sent as a raw request line, untouched by any URL parser. */
async function rawStatus(requestLine: string): Promise<number> {
  const { connect } = await import('node:net');
  return new Promise((resolve, reject) => {
    const socket = connect(NGINX_PORT, '127.0.0.1', () =>
      socket.end(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
  });
}
