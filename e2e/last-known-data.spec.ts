import type { Page } from '@playwright/test';
import { MOCK_API_URL, TEST_APP_ID, expect, test } from './fixtures';
import { OTHER_APP_ID } from '../mocks/data';
import { checkoutAction, openExportDialog, workerActivated } from './helpers';

/**
 * When the service is down: each page shows the answers this browser kept of a
 * remembered profile, under a dated line; actions that need the service say why they
 * are unavailable; the service's return refreshes the page by itself. Seed facts used:
 * coffee-club has 37 payments (one page), conf-2026 has 120 (three pages of 50), and
 * b-store-tickets belongs to the other store's app ID.
 */

test.use({ connected: false });

const SHOP_A = '1111111111111111';
const SHOP_B = '2222222222222222';

/** Two remembered profiles on the mock: Shop A (in use) and Shop B. */
async function rememberedProfiles(page: Page, { remember = true } = {}) {
  const stored = JSON.stringify({
    version: 1,
    value: [
      { baseUrl: MOCK_API_URL, appId: TEST_APP_ID, remember, scope: SHOP_A, name: 'Shop A' },
      { baseUrl: MOCK_API_URL, appId: OTHER_APP_ID, remember, scope: SHOP_B, name: 'Shop B' },
    ],
  });
  await page.addInitScript(
    ([profiles, remembered]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      (remembered ? localStorage : sessionStorage).setItem(
        remembered ? 'checkout-dashboard.profiles' : 'checkout-dashboard.session-profiles',
        profiles,
      );
    },
    [stored, remember] as const,
  );
}

/** What the browser keeps, per profile scope: the keys of its kept answers. */
function keptKeys(page: Page): Promise<Record<string, unknown[][]>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown[][]>>((resolve, reject) => {
        const open = indexedDB.open('checkout-dashboard-last-known');
        open.onupgradeneeded = () => open.result.createObjectStore('answers');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const found: Record<string, unknown[][]> = {};
          const cursor = db.transaction('answers').objectStore('answers').openCursor();
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) {
              db.close();
              resolve(found);
              return;
            }
            const entry = at.value as { queries: { key: unknown[] }[] };
            found[String(at.key)] = entry.queries.map((query) => query.key);
            at.continue();
          };
        };
      }),
  );
}

/** What the browser keeps, per profile scope: the checkout codes of its kept answers. */
async function keptCheckouts(page: Page): Promise<Record<string, string[]>> {
  const kept = await keptKeys(page);
  return Object.fromEntries(
    Object.entries(kept).map(([scope, keys]) => [
      scope,
      keys.filter((key) => key[0] === 'checkout').map((key) => String(key[1])),
    ]),
  );
}

/** How many pages of the checkout's payments this browser keeps for that profile (0: none). */
function keptPageCount(page: Page, scope: string, checkoutCode: string): Promise<number> {
  return page.evaluate(
    ([scope, checkoutCode]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('checkout-dashboard-last-known');
        open.onupgradeneeded = () => open.result.createObjectStore('answers');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('answers').objectStore('answers').get(scope);
          read.onsuccess = () => {
            db.close();
            const entry = read.result as
              { queries: { key: unknown[]; data: { pages?: unknown[] } }[] } | undefined;
            const kept = entry?.queries.find(
              (query) => query.key[1] === checkoutCode && query.key[2] === 'transactions',
            );
            resolve(kept?.data.pages?.length ?? 0);
          };
        };
      }),
    [scope, checkoutCode] as const,
  );
}

/** Waits until this browser keeps the checkout's answer for that profile. */
async function waitUntilKept(page: Page, scope: string, checkoutCode: string) {
  await expect
    .poll(async () => (await keptCheckouts(page))[scope] ?? [], { timeout: 10_000 })
    .toContain(checkoutCode);
}

/** Shop A opens coffee-club (37 payments, one page) and keeps it. */
async function openKeptCoffeeClub(page: Page) {
  await rememberedProfiles(page);
  await page.goto('/checkouts/coffee-club');
  await expect(page.getByText('37 loaded payments; all pages loaded')).toBeVisible();
  await waitUntilKept(page, SHOP_A, 'coffee-club');
}

const back = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'The service answers again: payments refreshed at' });

const dated = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Shown: payments and their totals as of' });

for (const down of [
  { name: 'a 503', fault: { kind: 'unavailable-retry-after', retryAfterSeconds: 0 } },
  { name: 'a reset connection', fault: { kind: 'network-error' } },
] as const) {
  test(`with ${down.name}, the checkout shows its kept payments under a dated line, refuses Disable and Load more, and refreshes by itself when back`, async ({
    page,
    mockApi,
  }) => {
    await page.clock.install();
    await rememberedProfiles(page);
    await page.goto('/checkouts/conf-2026');
    await expect(page.getByText('50 loaded payments; more on the server')).toBeVisible();
    await waitUntilKept(page, SHOP_A, 'conf-2026');

    await mockApi.addFault({ route: 'any', ...down.fault });
    await page.reload();
    const line = dated(page);
    await expect(line).toContainText('The service is not answering');
    await expect(page.getByText('50 loaded payments; more on the server')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DevConf 2026 ticket');

    // Actions that need the service say why they cannot run.
    const disable = await checkoutAction(page, 'Disable checkout');
    await expect(disable).toHaveAttribute('aria-disabled', 'true');
    await expect(disable).toHaveAccessibleDescription('Needs the service, which is not answering.');
    await expect(page.getByRole('button', { name: 'Load more' })).toBeDisabled();
    await expect(
      page.getByText('Needs the service, which is not answering.', { exact: true }).first(),
    ).toBeVisible();
    // An export of every payment would need the 70 not loaded: only the loaded rows are offered.
    const exportDialog = await openExportDialog(page);
    const every = exportDialog.getByRole('radio', { name: 'All payments of this checkout' });
    await expect(every).toBeDisabled();
    await expect(every).toHaveAccessibleDescription('Needs the service, which is not answering.');
    await expect(exportDialog.getByRole('radio', { name: 'Loaded rows' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(exportDialog).toBeHidden();

    // Back: the next check (no click) refreshes the page and says so.
    await mockApi.clearFaults();
    // Time moves on until the next check (a probe every 20 s, the live check every 10 s)
    // has found the service back; nothing is clicked.
    await expect(async () => {
      await page.clock.fastForward(10_000);
      await expect(back(page)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(line).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });
}

test('while the service is down, Search all pages says it needs the service and loads nothing', async ({
  page,
  mockApi,
}) => {
  await rememberedProfiles(page);
  const filtered = '/checkouts/conf-2026?status=%5B%22Completed%22%5D';
  await page.goto(filtered);
  await expect(page.getByRole('button', { name: 'Search all pages' })).toBeVisible();
  await waitUntilKept(page, SHOP_A, 'conf-2026');

  await mockApi.addFault({ route: 'any', kind: 'unavailable-retry-after', retryAfterSeconds: 0 });
  await page.reload();
  await expect(dated(page)).toContainText('The service is not answering');
  const search = page.getByRole('button', { name: 'Search all pages' });
  await expect(search).toHaveAttribute('aria-disabled', 'true');
  await expect(search).toHaveAccessibleDescription('Needs the service, which is not answering.');
  await mockApi.clearRequests();
  await search.click({ force: true });
  // Then Try again asks for the first page: anything the click had asked for came before it.
  await dated(page).getByRole('button', { name: 'Try again' }).click();
  await expect
    .poll(async () => (await mockApi.requests()).map((request) => request.path))
    .toContain('/v1/checkout/transactions/conf-2026');
  const paths = (await mockApi.requests()).map((request) => request.path);
  // A next page is /v1/checkout/transactions/conf-2026/<next>.
  expect(paths.filter((path) => path.startsWith('/v1/checkout/transactions/conf-2026/'))).toEqual(
    [],
  );
  await expect(page.getByRole('status').filter({ hasText: 'Searching all pages' })).toHaveCount(0);
});

test('a Load all is kept whole once its pages have come, and shown whole when the service is down', async ({
  page,
  mockApi,
}) => {
  await rememberedProfiles(page);
  await page.goto('/checkouts/conf-2026');
  await expect(page.getByText('50 loaded payments; more on the server')).toBeVisible();
  await waitUntilKept(page, SHOP_A, 'conf-2026');
  // Pages that take a while: the load spans several of the keeper's write intervals.
  await mockApi.addFault({ route: 'transactions', kind: 'latency', latencyMs: 700 });
  await page.getByRole('button', { name: 'Load all' }).click();
  await expect(page.getByText('120 loaded payments; all pages loaded')).toBeVisible();
  // Written once the last page is in: its three pages.
  await expect.poll(() => keptPageCount(page, SHOP_A, 'conf-2026')).toBe(3);

  await mockApi.clearFaults();
  await mockApi.addFault({ route: 'any', kind: 'unavailable-retry-after', retryAfterSeconds: 0 });
  await page.reload();
  await expect(dated(page)).toContainText('The service is not answering');
  await expect(page.getByText('120 loaded payments; all pages loaded')).toBeVisible();
});

test('with no answer at all, the kept payments show once the request times out', async ({
  page,
  mockApi,
}) => {
  test.setTimeout(60_000);
  await openKeptCoffeeClub(page);

  await mockApi.addFault({ route: 'any', kind: 'never-answers' });
  await page.reload();
  // The client gives up on a request after 15 s: then the kept page shows.
  await expect(dated(page)).toContainText('The service is not answering', { timeout: 25_000 });
  await expect(page.getByText('37 loaded payments; all pages loaded')).toBeVisible();
});

test('offline, the page says since when its payments are, refuses what needs the service, and refreshes without a click once back', async ({
  page,
  context,
}) => {
  await rememberedProfiles(page);
  await page.goto('/checkouts/conf-2026');
  await expect(page.getByText('50 loaded payments; more on the server')).toBeVisible();

  await context.setOffline(true);
  await expect(dated(page)).toContainText('This browser is offline');
  await expect(page.getByText('50 loaded payments; more on the server')).toBeVisible();
  const disable = await checkoutAction(page, 'Disable checkout');
  await expect(disable).toHaveAccessibleDescription('Needs the service: this browser is offline.');
  await expect(page.getByRole('button', { name: 'Load more' })).toBeDisabled();

  await context.setOffline(false);
  await expect(back(page)).toBeVisible();
  await expect(dated(page)).toHaveCount(0);
});

test('each watchlist card shows its kept payments under its own dated line', async ({
  page,
  mockApi,
}) => {
  await rememberedProfiles(page);
  await page.goto('/checkouts/coffee-club');
  await (await checkoutAction(page, 'Pin to watchlist')).click();
  await page.goto('/watch');
  const card = page.getByRole('region', { name: /Coffee Club subscription/ });
  await expect(card).toContainText('37 payments');
  await waitUntilKept(page, SHOP_A, 'coffee-club');

  await mockApi.addFault({ route: 'any', kind: 'unavailable-retry-after', retryAfterSeconds: 0 });
  await page.reload();
  await expect(card.getByRole('status')).toContainText(
    'The service is not answering. Shown: payments and their totals as of',
  );
  await expect(card).toContainText('37 payments');
});

test('the fiat catalogue shows its kept list under a dated line', async ({ page, mockApi }) => {
  await rememberedProfiles(page);
  await page.goto('/currencies/fiat');
  const usd = page.getByRole('cell', { name: 'USD', exact: true });
  await expect(usd).toBeVisible();
  await expect
    .poll(async () => JSON.stringify((await keptKeys(page))[SHOP_A] ?? []), { timeout: 10_000 })
    .toContain('["currencies","fiat"]');

  await mockApi.addFault({ route: 'any', kind: 'unavailable-retry-after', retryAfterSeconds: 0 });
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: 'Shown: currencies as of' }),
  ).toContainText('The service is not answering');
  await expect(usd).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("a second profile never sees the first's kept data, and Forget deletes it", async ({
  page,
  mockApi,
}) => {
  await openKeptCoffeeClub(page);

  // Shop B asks for the same code while the service is down: nothing of Shop A shows.
  await mockApi.addFault({ route: 'any', kind: 'unavailable-retry-after', retryAfterSeconds: 0 });
  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Profile' }).selectOption({ label: 'Shop B' });
  await page.goto('/checkouts/coffee-club');
  await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toBeVisible();
  await expect(page.getByText('37 loaded payments')).toHaveCount(0);
  await expect(dated(page)).toHaveCount(0);

  // Forget Shop A: its entry goes; nothing else was kept.
  await mockApi.clearFaults();
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Edit Shop A' }).click();
  await page.getByRole('button', { name: 'Forget' }).click();
  await expect(page.getByText('Forgotten', { exact: true })).toBeVisible();
  await expect.poll(async () => Object.keys(await keptCheckouts(page))).not.toContain(SHOP_A);
});

test('a tab-only profile writes nothing to IndexedDB', async ({ page }) => {
  await page.clock.install();
  await rememberedProfiles(page, { remember: false });
  await page.goto('/checkouts/coffee-club');
  await expect(page.getByText('37 loaded payments; all pages loaded')).toBeVisible();
  // Well past the moment a remembered profile's answer is written (1.5 s after it lands).
  await page.clock.runFor(10_000);
  expect(await keptCheckouts(page)).toEqual({});
});

test('turning the setting off deletes what was kept and keeps nothing more', async ({ page }) => {
  await rememberedProfiles(page);
  await page.goto('/checkouts/coffee-club');
  await waitUntilKept(page, SHOP_A, 'coffee-club');
  await page.goto('/settings');
  const keep = page.getByRole('switch', { name: 'Keep last-known data in this browser' });
  await expect(keep).toBeChecked();
  await keep.click();
  await expect(keep).not.toBeChecked();
  await expect.poll(() => keptCheckouts(page)).toEqual({});
});

test("offline before a page's code ever came, the page says so inside the app; back online, pages open", async ({
  page,
  context,
}) => {
  // No worker here (playwright.config.ts blocks them): nothing of the crypto page is in
  // the browser before it goes offline. A tablet's width: the navigation is a rail whose
  // tooltips load on hover, and their code cannot come either.
  await page.setViewportSize({ width: 820, height: 1180 });
  await rememberedProfiles(page);
  await page.goto('/checkouts/coffee-club');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coffee Club subscription');

  await context.setOffline(true);
  const navigation = page.getByRole('navigation');
  await navigation.getByRole('link', { name: 'Crypto currencies' }).click();
  const failed = page.getByRole('alert', { name: 'This page could not be loaded' });
  await expect(failed).toContainText(
    "This browser is offline and the page's code was not loaded before. It opens once the network is back.",
  );
  await expect(failed.getByRole('button', { name: 'Reload page' })).toBeVisible();
  // The app around it stays: its navigation still answers.
  await expect(navigation.getByRole('link', { name: 'Checkouts' })).toBeVisible();

  await context.setOffline(false);
  await navigation.getByRole('link', { name: 'Fiat currencies' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fiat currencies');
});

test.describe('with the service worker', () => {
  // Other specs block workers (playwright.config.ts): this one needs it for a reload offline.
  test.use({ serviceWorkers: 'allow' });

  test('a reload while offline opens the app on its last data, dated', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await openKeptCoffeeClub(page);
    await workerActivated(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coffee Club subscription');
    // A page loaded under Playwright's offline emulation is told `navigator.onLine` by the
    // browser, which some Chromium versions (Debian's 150) leave true: the page can then
    // only see that the service does not answer. The line says what the browser reports.
    const onLine = await page.evaluate(() => navigator.onLine);
    await expect(dated(page)).toContainText(
      onLine ? 'The service is not answering' : 'This browser is offline',
    );
    await expect(page.getByText('37 loaded payments; all pages loaded')).toBeVisible();

    await context.setOffline(false);
    // Back by itself: at the browser's online event, or at the next check (every 20 s).
    await expect(async () => {
      await page.clock.fastForward(10_000);
      await expect(back(page)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  });
});
