import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentSecurityPolicy, contentSecurityPolicyMeta } from '../scripts/csp';
import { MOCK_API_URL, TEST_APP_ID, expect, storedSettings, test } from './fixtures';
import {
  checkoutAction,
  exportPayments,
  openDisableDialog,
  openFirstRecord,
  transactionsTable,
  waitForCryptoCatalogue,
  waitForFiatCatalogue,
  waitForRecords,
} from './helpers';

/** Records every CSP violation the page reports, from before the app's first script. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`);
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

/** Fails the test if any alert/confirm/prompt opens (an injected script would). */
function forbidDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

test.describe('Content Security Policy', () => {
  test('the preview server sends the policy: scripts from our origin only, no eval', async ({
    request,
  }) => {
    for (const path of ['/', '/checkouts/coffee-club', '/currencies/fiat']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const header = response.headers()['content-security-policy'];
      expect(header).toBe(contentSecurityPolicy);
    }
    const directives = new Map(
      contentSecurityPolicy.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy).not.toContain('unsafe-eval');
    expect(directives.get('object-src')).toEqual(["'none'"]);
    // Workers of this site only: the reconciliation's matcher (issue 52); the demo API
    // still answers inside the page.
    expect(directives.get('worker-src')).toEqual(["'self'"]);
    // Settings may point at any http(s) API.
    expect(directives.get('connect-src')).toEqual(expect.arrayContaining(['https:', 'http:']));
  });

  test('the built page carries the policy itself, for any static host, and no referrer', async ({
    request,
  }) => {
    const html = await (await request.get('/checkouts/coffee-club')).text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/
      .exec(html)?.[1]
      ?.replaceAll('&#39;', "'");
    expect(meta).toBe(contentSecurityPolicyMeta);
    // frame-ancestors cannot be set by a meta tag: the header carries it.
    expect(meta).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy).toContain("frame-ancestors 'none'");
    // The policy comes before any script.
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain('<meta name="referrer" content="no-referrer"');
  });

  test('no page of the app breaks the policy', async ({ page, consoleErrors }) => {
    const violations = await watchCsp(page);
    const visit = async (path: string, ready: () => Promise<void>) => {
      await page.goto(path);
      await ready();
      expect(await violations(), path).toEqual([]);
    };
    await visit('/', () => expect(page.getByLabel('Checkout code')).toBeVisible());
    await visit('/settings', () => expect(page.getByLabel('API base URL')).toBeVisible());
    await visit('/currencies/crypto', () => waitForCryptoCatalogue(page));
    await visit('/currencies/fiat', () => waitForFiatCatalogue(page));
    await visit('/no/such/page', () =>
      expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible(),
    );
    await visit('/checkouts/coffee-club', async () => {
      await waitForRecords(page);
      // Lazily loaded chunks (drawer, dialog) are scripts too.
      await openFirstRecord(page);
      await page.keyboard.press('Escape');
      await openDisableDialog(page);
      await page.keyboard.press('Escape');
    });
    expect(consoleErrors).toEqual([]);
  });

  test.describe('demo mode', () => {
    test.use({ connected: false });

    // The app's own service worker runs too, under the same policy.
    test.use({ serviceWorkers: 'allow' });

    test('the demo API runs under the policy, inside the page, with no worker of its own', async ({
      page,
      consoleErrors,
    }) => {
      const violations = await watchCsp(page);
      const demoRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/demo-api/')) demoRequests.push(request.url());
      });
      await page.goto('/currencies/fiat');
      await expect(page.getByText('Demo data').first()).toBeVisible();
      await waitForFiatCatalogue(page);
      await page.goto('/checkouts/coffee-club');
      await waitForRecords(page);
      expect(await violations()).toEqual([]);
      expect(consoleErrors).toEqual([]);
      // Answered in the page: nothing went to the network, and no worker but the app's
      // (vite.config.ts) was registered.
      expect(demoRequests).toEqual([]);
      const workers = await page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map(
          (registration) =>
            (registration.installing ?? registration.waiting ?? registration.active)?.scriptURL,
        ),
      );
      expect(workers.filter((url) => !url?.endsWith('/sw.js'))).toEqual([]);
    });
  });
});

test.describe('the app ID stays secret', () => {
  test('never in a URL, the history, the console, a request path or an export', async ({
    page,
    mockApi,
  }) => {
    const urls: string[] = [];
    const consoleLines: string[] = [];
    page.on('framenavigated', (frame) => urls.push(frame.url()));
    page.on('request', (request) => urls.push(request.url()));
    page.on('console', (message) => consoleLines.push(message.text()));

    await page.goto('/');
    await page.getByLabel('Checkout code').fill('coffee-club');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await waitForRecords(page);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/status=/);

    const download = await exportPayments(page, {
      scope: 'The rows the filters select',
      format: 'CSV',
    });
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain('checkout_code');
    expect(csv).not.toContain(TEST_APP_ID);

    const jsonDownload = await exportPayments(page, { format: 'JSON' });
    const json = await readFile(await jsonDownload.path(), 'utf8');
    expect(json).toContain('coffee-club');
    expect(json).not.toContain(TEST_APP_ID);

    await page.getByRole('link', { name: 'Crypto currencies' }).click();
    await waitForCryptoCatalogue(page);

    const historyLength = await page.evaluate(() => history.length);
    expect(historyLength).toBeGreaterThan(1);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).not.toContain(TEST_APP_ID);
    for (const line of consoleLines) expect(line).not.toContain(TEST_APP_ID);
    for (const request of await mockApi.requests()) {
      expect(request.path).not.toContain(TEST_APP_ID);
      expect(request.appIdPresent).toBe(true);
    }
    // Browser storage keys are scoped by a hash, never by the app ID itself.
    const keys = await page.evaluate(() => [
      ...Object.keys(localStorage),
      ...Object.keys(sessionStorage),
    ]);
    for (const key of keys) expect(key).not.toContain(TEST_APP_ID);
    const localValues = await page.evaluate(() => Object.values(localStorage).join('\n'));
    expect(localValues).not.toContain(TEST_APP_ID);
  });

  test('an invalid app ID is not repeated in the error message', async ({ page }) => {
    const wrongId = 'wrong-app-id-5f1c2e';
    await page.addInitScript(
      (value) => sessionStorage.setItem('checkout-dashboard.settings', value),
      storedSettings(MOCK_API_URL, wrongId),
    );
    await page.goto('/checkouts/coffee-club');
    await expect(page.getByRole('alert', { name: 'The app ID is not valid' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(wrongId);
    expect(page.url()).not.toContain(wrongId);
  });

  test.describe('without preset settings', () => {
    test.use({ connected: false });

    /** Saves the mock's app ID in Settings as a user does, with Remember off (the default). */
    const saveTabOnlyProfile = async (page: Page) => {
      await page.goto('/settings');
      await page.getByLabel('API base URL').fill(MOCK_API_URL);
      await page.getByLabel('App ID', { exact: true }).fill(TEST_APP_ID);
      await expect(page.getByRole('switch', { name: 'Remember on this device' })).not.toBeChecked();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Settings saved')).toBeVisible();
    };

    test('with Remember off the app ID ends with the session; Forget removes it', async ({
      page,
      browser,
    }) => {
      await saveTabOnlyProfile(page);
      await page.goto('/currencies/fiat');
      await waitForFiatCatalogue(page);

      // A new browser session gets what outlives a session (cookies, localStorage).
      const kept = await page.context().storageState();
      expect(JSON.stringify(kept)).not.toContain(TEST_APP_ID);
      const next = await browser.newContext({ storageState: kept });
      const nextPage = await next.newPage();
      await nextPage.goto('/settings');
      await expect(nextPage.getByLabel('App ID', { exact: true })).not.toHaveValue(TEST_APP_ID);
      await next.close();

      // Remembered, then forgotten: nothing is left in either storage.
      await page.goto('/settings');
      await page.getByRole('switch', { name: 'Remember on this device' }).check();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Settings saved')).toBeVisible();
      expect(await page.evaluate(() => JSON.stringify(localStorage))).toContain(TEST_APP_ID);
      await page.getByRole('button', { name: 'Forget' }).click();
      await expect(page.getByText('Forgotten', { exact: true })).toBeVisible();
      const stored = await page.evaluate(
        () => JSON.stringify(localStorage) + JSON.stringify(sessionStorage),
      );
      expect(stored).not.toContain(TEST_APP_ID);
      await expect(page.getByLabel('App ID', { exact: true })).toHaveValue('');
    });

    test('a profile kept in this tab only leaves nothing in localStorage once its tab closes', async ({
      page,
      context,
      browser,
    }) => {
      await saveTabOnlyProfile(page);
      const scope = await page.getByRole('combobox', { name: 'Profile' }).inputValue();

      // Every list of the profile: a recent checkout, a pin, a disabled mark, a snapshot.
      await page.goto('/checkouts/hoodie-drop');
      await waitForRecords(page);
      await page.getByRole('button', { name: 'Pin to watchlist' }).click();
      const dialog = await openDisableDialog(page);
      await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
      await expect(page.getByText(/disabled from this browser on/)).toBeVisible();
      await page.goto('/currencies/crypto');
      await waitForCryptoCatalogue(page);
      const tabKeys = await page.evaluate(() => [
        ...Object.keys(localStorage),
        ...Object.keys(sessionStorage),
      ]);
      expect(tabKeys.filter((key) => key.endsWith(`.${scope}`)).sort()).toEqual([
        `checkout-dashboard.crypto-catalogue-snapshot.${scope}`,
        `checkout-dashboard.disabled-checkouts.${scope}`,
        `checkout-dashboard.recent-checkouts.${scope}`,
      ]);
      // The tab still shows them: the pin on the watchlist.
      await page.getByRole('link', { name: 'Watchlist' }).click();
      await expect(page.getByRole('region', { name: 'Checkout Hoodie drop' })).toBeVisible();

      // The tab closes; what outlives it is read in another browser context.
      await page.close();
      const next = await browser.newContext({ storageState: await context.storageState() });
      const nextPage = await next.newPage();
      await nextPage.goto('/');
      await expect(nextPage.getByLabel('Checkout code')).toBeVisible();
      const left = await nextPage.evaluate(() => ({
        keys: Object.keys(localStorage),
        values: Object.values(localStorage).join('\n'),
      }));
      expect(left.keys.filter((key) => key.includes(scope))).toEqual([]);
      expect(left.values).not.toContain('hoodie-drop');
      expect(left.values).not.toContain(TEST_APP_ID);
      await next.close();
    });

    test('Forget leaves no key of that identity in either storage, and nothing of another', async ({
      page,
    }) => {
      // Named: two profiles on one host cannot both take the host's name.
      const add = async (appId: string, name: string) => {
        await page.goto('/settings');
        await page.getByRole('button', { name: 'Add a profile' }).click();
        await page.getByLabel('Profile name').fill(name);
        await page.getByLabel('API base URL').fill(MOCK_API_URL);
        await page.getByLabel('App ID', { exact: true }).fill(appId);
        await page.getByRole('switch', { name: 'Remember on this device' }).check();
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Settings saved')).toBeVisible();
      };
      // The profile in use: the header's switcher holds its scope.
      const scopeOf = () => page.getByRole('combobox', { name: 'Profile' }).inputValue();
      const keys = () =>
        page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
      // Another identity first, with data of its own.
      await add('other-app-id', 'Store B');
      const other = await scopeOf();
      // A checkout of the mock's other store, which that app ID sees.
      await page.goto('/checkouts/b-store-tickets');
      await expect(page.locator('[data-row-index="0"]').first()).toBeVisible();

      // Then this one: recent checkouts, a pin, a catalogue snapshot.
      await add(TEST_APP_ID, 'Production');
      const scope = await scopeOf();
      expect(scope).not.toBe(other);
      await page.goto('/checkouts/coffee-club');
      await (await checkoutAction(page, 'Pin to watchlist')).click();
      await page.goto('/currencies/crypto');
      await waitForCryptoCatalogue(page);
      expect((await keys()).filter((key) => key.endsWith(scope)).length).toBeGreaterThan(1);

      await page.goto('/settings');
      await page.getByRole('button', { name: 'Forget' }).click();
      await expect(page.getByText('Forgotten', { exact: true })).toBeVisible();
      const left = await keys();
      expect(left.filter((key) => key.includes(scope))).toEqual([]);
      const values = await page.evaluate(
        () => JSON.stringify(localStorage) + JSON.stringify(sessionStorage),
      );
      expect(values).not.toContain(TEST_APP_ID);
      expect(values).not.toContain('coffee-club');
      // The other identity's data is untouched.
      expect(left.filter((key) => key.endsWith(other)).length).toBeGreaterThan(0);
    });
  });
});

test.describe('requests that cannot leak', () => {
  test('a redirect to another origin is not followed: an error, and no app ID sent there', async ({
    page,
    mockApi,
  }) => {
    const seen: IncomingHttpHeaders[] = [];
    const elsewhere = createServer((request, response) => {
      seen.push(request.headers);
      response.writeHead(200, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'X-TX-AppId, Accept',
        'Content-Type': 'application/json',
      });
      response.end('{"code":200,"msg":"OK","status":"success","result":[]}');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const { port } = elsewhere.address() as AddressInfo;
    try {
      await mockApi.addFault({
        route: 'fiat',
        kind: 'redirect-elsewhere',
        location: `http://127.0.0.1:${port}/v1/currencies/fiat`,
      });
      await page.goto('/currencies/fiat');
      const alert = page
        .getByRole('alert')
        .filter({ hasText: 'The API address redirects elsewhere' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(MOCK_API_URL);
      await expect(alert.getByRole('link', { name: 'Open Settings' })).toBeVisible();
      expect(seen.filter((headers) => headers['x-tx-appid'] !== undefined)).toEqual([]);
      expect(seen).toEqual([]);
    } finally {
      elsewhere.close();
    }
  });

  test('a 50 MB answer ends in a clear message, and the tab stays alive', async ({
    page,
    mockApi,
  }) => {
    await mockApi.addFault({ route: 'fiat', kind: 'huge-body', times: 1 });
    await page.goto('/currencies/fiat');
    await expect(
      page.getByRole('alert').filter({ hasText: 'The answer is too large' }),
    ).toBeVisible({ timeout: 20_000 });
    // Still working: the next page opens and loads.
    await page.getByRole('link', { name: 'Crypto currencies' }).click();
    await waitForCryptoCatalogue(page);
  });
});

test.describe('API strings are text, links are only http(s)', () => {
  test('a javascript: hashLink is not a link', async ({ page, mockApi }) => {
    const dialogs = forbidDialogs(page);
    await mockApi.addFault({
      route: 'transactions',
      checkoutCode: 'coffee-club',
      kind: 'javascript-hashlink',
    });
    await page.goto('/checkouts/coffee-club');
    await waitForRecords(page);
    const notALink = page.getByTitle('Not a web link: javascript:alert(1)');
    await expect(notALink.first()).toBeVisible();
    await expect(page.locator('a[href^="javascript" i]')).toHaveCount(0);
    // Other rows keep their explorer links, opened safely.
    const links = transactionsTable(page).getByRole('link');
    await expect(links.first()).toHaveAttribute('href', /^https?:/);
    await expect(links.first()).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(links.first()).toHaveAttribute('target', '_blank');

    // The record with the bad link, in its details drawer.
    await notALink.first().click();
    const drawer = page.getByRole('dialog', { name: /^Payment of / });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText('javascript:alert(1)');
    await expect(page.locator('a[href^="javascript" i]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('HTML in names is shown as text, never run', async ({ page, mockApi }) => {
    const dialogs = forbidDialogs(page);
    const html = '<img src=x onerror=alert(1)><b>Bold</b>';
    await mockApi.addFault({ route: 'transactions', kind: 'html-in-names' });
    await mockApi.addFault({ route: 'crypto', kind: 'html-in-names' });
    await mockApi.addFault({ route: 'fiat', kind: 'html-in-names' });

    await page.goto('/checkouts/hoodie-drop');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(html);
    await openFirstRecord(page);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator('#root b', { hasText: /^Bold$/ })).toHaveCount(0);

    for (const path of ['/currencies/crypto', '/currencies/fiat']) {
      await page.goto(path);
      await expect(page.getByText(html).first()).toBeVisible();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      await expect(page.locator('#root b', { hasText: /^Bold$/ })).toHaveCount(0);
    }
    expect(dialogs).toEqual([]);
  });
});

test.describe('a checkout code never reaches another endpoint', () => {
  const CODES = ['../currencies/fiat', 'a/b', '?x=', '#', '%', 'a b&c=d;e'];

  for (const code of CODES) {
    test(`"${code}" typed in the Checkout code field`, async ({ page, mockApi }) => {
      await page.goto('/');
      await page.getByLabel('Checkout code').fill(code);
      await mockApi.clearRequests();
      await page.getByRole('button', { name: 'Open', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unknown checkout code');
      await expect(page.getByText(`no checkout with the code ${code} (`)).toBeVisible();
      const paths = (await mockApi.requests()).map((request) => request.path);
      expect(paths.length).toBeGreaterThan(0);
      expect(new Set(paths)).toEqual(
        new Set([`/v1/checkout/transactions/${encodeURIComponent(code)}`]),
      );
    });
  }

  test('the same codes opened by address', async ({ page, mockApi }) => {
    for (const code of CODES) {
      await mockApi.clearRequests();
      await page.goto(`/checkouts/${encodeURIComponent(code)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unknown checkout code');
      await expect(page.getByText(`no checkout with the code ${code} (`)).toBeVisible();
      const paths = (await mockApi.requests()).map((request) => request.path);
      expect(new Set(paths), code).toEqual(
        new Set([`/v1/checkout/transactions/${encodeURIComponent(code)}`]),
      );
    }
  });
});
