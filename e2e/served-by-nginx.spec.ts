import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentSecurityPolicy } from '../scripts/csp';
import { TEST_APP_ID, expect, storedSettings, test } from './fixtures';
import { NGINX_ORIGIN, NGINX_RUNTIME_DIR } from './hosting';

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

  // A missing asset is a 404, not the app (a stale chunk must fail loudly, not as HTML).
  const missing = await request.get('/assets/no-such-chunk.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()).toMatchObject(SECURITY_HEADERS);

  const health = await request.get('/healthz');
  expect(await health.text()).toBe('ok\n');
});

test('a deep link opens the right page on the demo data, and a reload stays there', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/checkouts/coffee-club?status=Failed');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Coffee Club subscription' }),
  ).toBeVisible();
  await expect(page.getByText('5 of 37 loaded transactions match; all pages loaded')).toBeVisible();
  await page.reload();
  await expect(page.getByText('5 of 37 loaded transactions match; all pages loaded')).toBeVisible();
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
