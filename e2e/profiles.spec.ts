import type { Page } from '@playwright/test';
import { OTHER_APP_ID } from '../mocks/data';
import { LIVE_CHECK_MS } from '../src/features/live-updates';
import { MOCK_API_URL, TEST_APP_ID, expect, storedSettings, test } from './fixtures';
import { checkoutAction, waitForRecords } from './helpers';

/**
 * Profiles: two stores (the mock serves other checkouts to `other-app-id`), switched in
 * the header, per tab, named in links, and one watchlist across them.
 */

test.use({ connected: false, viewport: { width: 1366, height: 768 } });

interface NewProfile {
  name: string;
  appId: string;
  production?: boolean;
  colour?: string;
}

/** Adds a remembered profile in Settings, as a user does; the tab then uses it. */
async function addProfile(page: Page, profile: NewProfile) {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Add a profile' }).click();
  await page.getByLabel('Profile name').fill(profile.name);
  if (profile.colour) await page.getByLabel('Colour').selectOption({ label: profile.colour });
  // A new profile starts as not production (issue 58 item 8); Production says so.
  if (profile.production === true)
    await page.getByRole('switch', { name: 'Production (live payments)' }).check();
  await page.getByLabel('API base URL').fill(MOCK_API_URL);
  await page.getByLabel('App ID', { exact: true }).fill(profile.appId);
  await page.getByRole('switch', { name: 'Remember on this device' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Profile' })).toHaveValue(/^[0-9a-f]{16}$/);
}

const switcher = (page: Page) => page.getByRole('combobox', { name: 'Profile' });

/** Production (test-app-id, the main store) and Store B (other-app-id, a test profile). */
async function twoProfiles(page: Page) {
  await addProfile(page, { name: 'Production', appId: TEST_APP_ID, production: true });
  await addProfile(page, {
    name: 'Store B',
    appId: OTHER_APP_ID,
    production: false,
    colour: 'Orange',
  });
}

test('switching profile shows only the other store, whose requests carry only its app ID', async ({
  page,
  mockApi,
}) => {
  await twoProfiles(page);
  await switcher(page).selectOption({ label: 'Production' });
  await page.goto('/checkouts/coffee-club');
  await waitForRecords(page);
  await expect(page.getByRole('note', { name: 'Profile in use' })).toHaveCount(0);

  // Any moment where the header names Store B while Production's checkout is on screen.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { mixed: string[] }).mixed = seen;
    new MutationObserver(() => {
      const select = document.querySelector<HTMLSelectElement>('select[aria-label="Profile"]');
      const profile = select?.selectedOptions[0]?.textContent ?? '';
      if (profile.startsWith('Store B') && document.body.textContent?.includes('Coffee Club'))
        seen.push(profile);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await mockApi.clearRequests();
  await switcher(page).selectOption({ label: 'Store B (test)' });

  // The same page, in Store B, which has no checkout of that code.
  await expect(page).toHaveURL(/\/checkouts\/coffee-club$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unknown checkout code');
  await expect(page.getByRole('note', { name: 'Profile in use' })).toContainText('Store B');
  expect(await page.evaluate(() => (window as unknown as { mixed: string[] }).mixed)).toEqual([]);
  await page.goto('/checkouts/b-store-tickets');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Store B: concert tickets');
  await waitForRecords(page);

  const log = await mockApi.requests();
  expect(log.length).toBeGreaterThan(0);
  expect(new Set(log.map((entry) => entry.app))).toEqual(new Set(['other']));
});

test('a reload and a second tab keep their own profiles; a new tab opens on the last chosen', async ({
  page,
  context,
}) => {
  await twoProfiles(page);
  await switcher(page).selectOption({ label: 'Production' });
  await page.goto('/checkouts/coffee-club');
  await waitForRecords(page);

  const second = await context.newPage();
  await second.goto('/checkouts/b-store-tickets');
  // A new tab starts on the profile chosen last: Production, which lacks this code.
  await expect(switcher(second).locator('option:checked')).toHaveText('Production');
  await switcher(second).selectOption({ label: 'Store B (test)' });
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Store B: concert tickets');

  // Each tab keeps its own, across a reload too.
  await page.reload();
  await waitForRecords(page);
  await expect(switcher(page).locator('option:checked')).toHaveText('Production');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coffee Club subscription');
  await second.reload();
  await expect(switcher(second).locator('option:checked')).toHaveText('Store B (test)');
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Store B: concert tickets');
});

test('a link naming a profile opens in it, and says so; one naming an unknown profile asks first', async ({
  page,
  mockApi,
}) => {
  await twoProfiles(page);
  await switcher(page).selectOption({ label: 'Production' });
  await page.goto('/checkouts/b-store-tickets?profile=Store%20B');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Store B: concert tickets');
  await expect(page.getByText('Opened in profile Store B')).toBeVisible();
  await expect(switcher(page).locator('option:checked')).toHaveText('Store B (test)');
  // The address no longer names the profile (the tab uses it now).
  await expect(page).toHaveURL(/\/checkouts\/b-store-tickets$/);

  await mockApi.clearRequests();
  await page.goto('/checkouts/coffee-club?profile=Agency');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link for another profile');
  await expect(page.getByText('This link is for the profile “Agency”')).toBeVisible();
  expect(await mockApi.requests()).toEqual([]);
  await page.getByRole('button', { name: 'Open in Store B' }).click();
  await expect(page).toHaveURL(/\/checkouts\/coffee-club$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unknown checkout code');
});

test('a link naming a profile that several had asks which, and requests nothing before', async ({
  page,
  mockApi,
}) => {
  // Two stores on one API host, saved unnamed by an earlier version: both named after it.
  const host = new URL(MOCK_API_URL).host;
  const stored = JSON.stringify({
    version: 1,
    value: [
      { baseUrl: MOCK_API_URL, appId: TEST_APP_ID, remember: true, scope: '1111111111111111' },
      { baseUrl: MOCK_API_URL, appId: OTHER_APP_ID, remember: true, scope: '2222222222222222' },
    ],
  });
  await page.addInitScript((profiles) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('checkout-dashboard.profiles', profiles);
  }, stored);
  // A link to Store B's checkout written when both had the host's name.
  await mockApi.clearRequests();
  await page.goto(`/checkouts/b-store-tickets?profile=${encodeURIComponent(host)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Which profile is this link for?',
  );
  await expect(switcher(page).locator('option:checked')).toHaveText(host);
  expect(await mockApi.requests()).toEqual([]);
  await page.getByRole('button', { name: `Open in ${host} (2)` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Store B: concert tickets');
  await expect(switcher(page).locator('option:checked')).toHaveText(`${host} (2)`);
  await expect(page).toHaveURL(/\/checkouts\/b-store-tickets$/);
  expect(new Set((await mockApi.requests()).map((entry) => entry.app))).toEqual(new Set(['other']));

  // Names are unique now: the second is numbered, so its new links name it alone.
  await page.goto('/settings');
  await expect(page.getByRole('list', { name: 'Profiles' }).getByRole('listitem')).toHaveText([
    new RegExp(`^${host}(?! \\()`),
    new RegExp(`^${host} \\(2\\)`),
    /^Demo/,
  ]);
});

test('two profiles cannot share a name, whatever its case', async ({ page }) => {
  await addProfile(page, { name: 'Production', appId: TEST_APP_ID });
  await page.getByRole('button', { name: 'Add a profile' }).click();
  await page.getByLabel('Profile name').fill('  production ');
  await page.getByLabel('API base URL').fill(MOCK_API_URL);
  await page.getByLabel('App ID', { exact: true }).fill(OTHER_APP_ID);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Profile name')).toHaveAccessibleDescription(
    /Another profile is already called “production”/,
  );
  await expect(page.getByRole('list', { name: 'Profiles' }).getByRole('listitem')).toHaveText([
    /^Production/,
    /^Demo/,
  ]);
});

test("a profile's new app ID takes its pins only when asked to, and never polls them silently", async ({
  page,
  mockApi,
}) => {
  await addProfile(page, { name: 'Production', appId: TEST_APP_ID });
  await page.goto('/checkouts/hoodie-drop');
  await waitForRecords(page);
  await (await checkoutAction(page, 'Pin to watchlist')).click();

  // The app ID changes: Save asks first, and saves nothing until answered.
  await page.goto('/settings');
  await page.getByLabel('App ID', { exact: true }).fill(OTHER_APP_ID);
  await page.getByRole('button', { name: 'Save' }).click();
  const lists = page.getByLabel("This profile's pins and lists");
  await expect(lists).toHaveAccessibleDescription(/Choose whether the pins and lists stay/);
  await expect(page.getByText('Settings saved', { exact: true })).toHaveCount(0);

  // Another store: the pin goes, and the new app ID never asks for the old store's checkout.
  await lists.selectOption({ label: 'Remove them: this is another store' });
  await mockApi.clearRequests();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Watchlist' }).click();
  await expect(page.getByText('No pinned checkouts yet')).toBeVisible();
  await page.getByRole('link', { name: 'Checkouts', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Recent checkouts' })).toHaveCount(0);
  expect((await mockApi.requests()).filter((entry) => entry.path.includes('hoodie-drop'))).toEqual(
    [],
  );

  // The same store under a new app ID: asked again, Keep moves the pin with it.
  await page.goto('/checkouts/b-store-tickets');
  await waitForRecords(page);
  await (await checkoutAction(page, 'Pin to watchlist')).click();
  await page.goto('/settings');
  await page.getByLabel('App ID', { exact: true }).fill(TEST_APP_ID);
  await page
    .getByLabel("This profile's pins and lists")
    .selectOption({ label: 'Keep them: the same store, with a new address or app ID' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Watchlist' }).click();
  await expect(
    page.getByRole('region', { name: 'Checkout Store B: concert tickets' }),
  ).toBeVisible();
});

test('the watchlist polls each profile with its own app ID, and a failing one stops no other', async ({
  page,
  mockApi,
}) => {
  await page.clock.install();
  await twoProfiles(page);
  await page.goto('/checkouts/b-store-desk');
  await (await checkoutAction(page, 'Pin to watchlist')).click();
  await switcher(page).selectOption({ label: 'Production' });
  await page.goto('/checkouts/live-desk');
  await (await checkoutAction(page, 'Pin to watchlist')).click();

  await mockApi.clearRequests();
  await page.getByRole('link', { name: 'Watchlist' }).click();
  const production = page.getByRole('region', { name: 'Checkout Live desk of Production' });
  const storeB = page.getByRole('region', { name: 'Checkout Store B: front desk of Store B' });
  await expect(production).toContainText('2 pending');
  // Read as written, not in capitals (issue 58 item 11).
  await expect(production.getByText('2 pending · every 10 s')).toHaveCSS('text-transform', 'none');
  await expect(storeB).toContainText('pending · every 10 s');
  await expect(storeB).toContainText('Store B (test)');
  // The totals under the cards add up both stores' payments, and say so (issue 58 item 9).
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(
    /Totals across 2 profiles: (Production and Store B|Store B and Production)\d/,
  );
  const apps = async (code: string) =>
    new Set(
      (await mockApi.requests())
        .filter((entry) => entry.path.startsWith(`/v1/checkout/transactions/${code}`))
        .map((entry) => entry.app),
    );
  // The next checks of both (each has a Pending payment: every 10 s).
  await mockApi.clearRequests();
  await page.clock.fastForward(LIVE_CHECK_MS);
  await expect.poll(() => apps('live-desk')).toEqual(new Set(['test']));
  await expect.poll(() => apps('b-store-desk')).toEqual(new Set(['other']));

  // Store B's app ID is revoked: its card says so; Production's news keeps coming.
  await mockApi.addFault({
    route: 'transactions',
    checkoutCode: 'b-store-desk',
    kind: 'unauthorized-401',
  });
  await mockApi.advance('live-desk', 'add-pending');
  await page.clock.fastForward(LIVE_CHECK_MS);
  await expect(production).toContainText('3 pending');
  await expect(page.getByRole('list', { name: 'Activity feed' })).toContainText(
    'Production · Live desk: new pending payment',
  );
  await expect(storeB).toContainText(/last check failed|not accepted|Unauthorized|app ID/i);

  // A card of another profile opens the checkout in that profile.
  await storeB.getByRole('link', { name: 'Store B: front desk' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Store B: front desk');
  await expect(switcher(page).locator('option:checked')).toHaveText('Store B (test)');
});

test('forgetting a profile leaves no key or app ID of it in either storage, and keeps the other', async ({
  page,
}) => {
  await twoProfiles(page);
  const storeB = await switcher(page).inputValue();
  await page.goto('/checkouts/b-store-tickets');
  await (await checkoutAction(page, 'Pin to watchlist')).click();
  await page.goto('/currencies/crypto');
  const keys = () =>
    page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  await expect
    .poll(async () => (await keys()).filter((key) => key.endsWith(storeB)).length)
    .toBeGreaterThan(1);

  // Forgotten from another profile's tab: the form edits it on request.
  await page.goto('/settings');
  await switcher(page).selectOption({ label: 'Production' });
  await page.getByRole('button', { name: 'Edit Store B' }).click();
  await expect(page.getByRole('heading', { name: 'Edit profile Store B' })).toBeVisible();
  await page.getByRole('button', { name: 'Forget' }).click();
  await expect(page.getByText('Forgotten', { exact: true })).toBeVisible();
  expect((await keys()).filter((key) => key.includes(storeB))).toEqual([]);
  const stored = await page.evaluate(
    () => JSON.stringify(localStorage) + JSON.stringify(sessionStorage),
  );
  expect(stored).not.toContain(OTHER_APP_ID);
  expect(stored).not.toContain('b-store-tickets');
  expect(stored).toContain(TEST_APP_ID);
  await expect(page.getByRole('list', { name: 'Profiles' }).getByRole('listitem')).toHaveText([
    /Production/,
    /Demo/,
  ]);
});

test("today's stored settings become a profile, with their pins and recent checkouts", async ({
  page,
}) => {
  // What the previous version stored: one set of settings, and data under its scope.
  const settings = storedSettings(MOCK_API_URL, TEST_APP_ID);
  const scope = JSON.parse(settings).value.scope as string;
  const recent = JSON.stringify({
    version: 2,
    value: [
      { checkoutCode: 'live-desk', name: 'Live desk', openedAt: 2, pinned: true, pinnedAt: 2 },
      { checkoutCode: 'hoodie-drop', name: 'Hoodie drop', openedAt: 1, pinned: false },
    ],
  });
  await page.addInitScript(
    ([value, key, list]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('checkout-dashboard.settings', value);
      localStorage.setItem(key, list);
    },
    [
      settings.replace('"remember":false', '"remember":true'),
      `checkout-dashboard.recent-checkouts.${scope}`,
      recent,
    ] as const,
  );
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Recent checkouts' })).toContainText('Hoodie drop');
  await expect(switcher(page).locator('option:checked')).toHaveText(new URL(MOCK_API_URL).host);
  await page.getByRole('link', { name: 'Watchlist' }).click();
  await expect(page.getByRole('region', { name: 'Checkout Live desk' })).toContainText('pending');
  expect(await page.evaluate(() => localStorage.getItem('checkout-dashboard.settings'))).toBeNull();
});
