import type { Locator, Page } from '@playwright/test';
import { LIVE_CHECK_MS } from '../src/features/live-updates';
import { expect, test } from './fixtures';
import {
  firstRecordRow,
  transactionsTable,
  waitForCryptoCatalogue,
  waitForRecords,
} from './helpers';

/**
 * Issue 13's finish list, as a person sees and hears it: the skip link and focus after
 * a navigation, the Open button's alignment, Settings' Save that tests first, where
 * notifications appear, the activity feed's unseen marking, what a table row and a
 * sortable header are called, and the crypto catalogue's chains and first visit.
 */

test.use({ viewport: { width: 1366, height: 768 } });

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The focused element, described for a failure message. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element === document.body ? 'body' : `${element?.tagName} ${element?.textContent}`;
  });

test('the first Tab shows "Skip to content", which moves focus to the main region', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Checkouts', level: 1 })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).not.toBeInViewport();

  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
  // The next Tab is inside the page, past the header and the navigation.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Checkout code')).toBeFocused();
});

test("Open by keyboard puts focus on the checkout's heading; the first load moves nothing", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Checkouts', level: 1 })).toBeVisible();
  expect(await focused(page)).toBe('body');

  await page.getByLabel('Checkout code').focus();
  await page.keyboard.type('conf-2026');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Open', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  const heading = page.getByRole('heading', { name: 'DevConf 2026 ticket', level: 1 });
  await expect(heading).toBeFocused();
  // Programmatic focus only: Tab never stops on the heading.
  await expect(heading).toHaveAttribute('tabindex', '-1');

  // A link in the navigation: the new page's heading again.
  await page.getByRole('link', { name: 'Fiat currencies' }).click();
  await expect(page.getByRole('heading', { name: 'Fiat currencies', level: 1 })).toBeFocused();
});

test('the Open button lines up with the checkout code field', async ({ page }, testInfo) => {
  await page.goto('/');
  const input = page.getByLabel('Checkout code');
  const open = page.getByRole('button', { name: 'Open', exact: true });
  await expect(open).toBeVisible();
  const field = await boxOf(input);
  const button = await boxOf(open);
  await testInfo.attach('home form', {
    body: await page.locator('form[aria-label="Open a checkout"]').screenshot(),
    contentType: 'image/png',
  });
  expect(Math.abs(button.y - field.y), 'tops').toBeLessThanOrEqual(1);
  expect(
    Math.abs(button.y + button.height - (field.y + field.height)),
    'bottoms',
  ).toBeLessThanOrEqual(1);

  // With the error below the field, still in line.
  await open.click();
  await expect(page.getByText(/Enter a checkout code/)).toBeVisible();
  expect(Math.abs((await boxOf(open)).y - (await boxOf(input)).y)).toBeLessThanOrEqual(1);
});

/** What this session stored as settings (the fixture's init script rewrites it on every load). */
const storedSettings = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('checkout-dashboard.settings') ?? '');

test.describe('Settings', () => {
  test('a wrong app ID: the old result goes, Save says why and offers Save anyway', async ({
    page,
  }) => {
    await page.goto('/settings');
    const appId = page.getByLabel('App ID', { exact: true });
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByText('Connection works')).toBeVisible();

    await appId.fill('not-an-app-id');
    await expect(page.getByText('Connection works')).toHaveCount(0);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Not saved: The app ID is not valid')).toBeVisible();
    await expect(appId).toHaveValue('not-an-app-id');
    await expect(page.getByText('Settings saved', { exact: true })).toHaveCount(0);
    expect(await storedSettings(page)).not.toContain('not-an-app-id');

    await page.getByRole('button', { name: 'Save anyway' }).click();
    await expect(page.getByText('Settings saved without a working connection')).toBeVisible();
    await expect(appId).toHaveValue('not-an-app-id');
    expect(await storedSettings(page)).toContain('not-an-app-id');
  });

  test('shows no developer proxy instructions', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByLabel('API base URL')).toBeVisible();
    await expect(page.getByText(/proxy|API_PROXY_TARGET/i)).toHaveCount(0);
  });
});

test('the disable notification says it once, away from the header controls', async ({ page }) => {
  await page.goto('/checkouts/hoodie-drop');
  await waitForRecords(page);
  await page.getByRole('button', { name: 'Disable checkout', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable checkout hoodie-drop?' });
  await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(dialog).toBeHidden();

  const notification = page.getByRole('alert').filter({ hasText: 'disabled' });
  await expect(notification).toHaveText('Checkout hoodie-drop disabled successfully');
  const note = await boxOf(notification);
  const controls = page.locator('header').getByRole('button');
  expect(await controls.count()).toBeGreaterThan(2);
  for (const control of await controls.all()) {
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
    expect(overlaps(note, await boxOf(control)), `covers ${name}`).toBe(false);
  }
  // Bottom right of the window.
  const viewport = page.viewportSize()!;
  expect(note.y).toBeGreaterThan(viewport.height / 2);
  expect(note.x + note.width).toBeGreaterThan(viewport.width - 40);
});

test('the activity feed marks unseen items quietly: a dot, and "Unseen" for screen readers', async ({
  page,
  mockApi,
}) => {
  await page.clock.install();
  await page.goto('/checkouts/live-desk');
  await expect(page.getByRole('heading', { name: 'Live desk', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Pin to watchlist' }).click();
  await page.getByRole('link', { name: 'Watchlist' }).click();
  await expect(page.getByRole('table', { name: 'Transactions of pinned checkouts' })).toBeVisible();

  await mockApi.advance('live-desk', 'complete-pending');
  await page.clock.fastForward(LIVE_CHECK_MS);
  const feed = page.getByRole('list', { name: 'Activity feed' });
  const item = feed.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(/^Unseen: /);
  await expect(item.locator('[data-unseen-mark]')).toBeVisible();
  await expect(item).not.toContainText('(unseen)');
  await expect(page.getByRole('heading', { name: /Activity/ })).toContainText('1 unseen');

  await page.getByRole('button', { name: 'Mark as seen' }).click();
  await expect(item).not.toContainText('Unseen');
  await expect(item.locator('[data-unseen-mark]')).toHaveCount(0);
  await expect(item).toContainText('went from Pending to Completed');
});

test('a row is read as payment, chain, status and time, with what Enter does', async ({ page }) => {
  await page.goto('/checkouts/conf-2026');
  await waitForRecords(page);
  const row = firstRecordRow(page);
  // The exact time: the cell's text, or its title while the column shows relative times.
  const cell = row.locator('time').first();
  const time = ((await cell.getAttribute('title')) ?? (await cell.textContent()) ?? '').trim();
  expect(time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \S+/);
  const name = new RegExp(
    `^[\\d,.]+ \\S+ on \\S+, (Completed|Pending|Failed), ${time.replace(/[+.]/g, '\\$&')}$`,
  );
  await expect(row).toHaveAccessibleName(name);
  await expect(row).toHaveAccessibleDescription(
    'Enter or a click opens the payment details; arrow keys move between payments.',
  );
  // The cells keep their content, and the roving focus its keys.
  await expect(row.getByRole('cell').first()).toHaveText(/\S/);
  await row.focus();
  await page.keyboard.press('ArrowDown');
  await expect(transactionsTable(page).locator('[data-row-index="1"]')).toBeFocused();
});

test('sortable headers have clean names, as the browser computes them', async ({ page }) => {
  await page.goto('/checkouts/conf-2026');
  await waitForRecords(page);
  const table = transactionsTable(page);
  await expect(table.getByRole('button', { name: /^Time \(/ })).toHaveAccessibleName(
    /^Time \([^)]+\), sorted descending, activate to reverse$/,
  );
  await expect(table.getByRole('button', { name: /^USD/ })).toHaveAccessibleName(
    /^USD[^,]*, activate to sort$/,
  );

  // Chrome's own accessibility tree: what a screen reader is given.
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value: string }; name?: { value: string } }[];
  };
  const headers = nodes
    .filter((node) => node.role?.value === 'columnheader')
    .map((node) => node.name?.value ?? '');
  expect(headers.length).toBeGreaterThan(4);
  expect(headers.find((header) => header.startsWith('Time ('))).toMatch(
    /^Time \([^)]+\), sorted descending, activate to reverse/,
  );
  for (const header of headers) expect(header, header).not.toMatch(/\s[,.:;]/);
});

test('the crypto catalogue: one name per chain, and a first visit says what it did', async ({
  page,
}) => {
  await page.goto('/currencies/crypto');
  await waitForCryptoCatalogue(page);
  await expect(
    page.getByText(/A snapshot of the catalogue was taken now .*From your next visit/),
  ).toBeVisible();
  await expect(page.getByText(/No catalogue changes since/)).toHaveCount(0);

  const badges = await page
    .getByRole('table')
    .first()
    .locator('.mantine-Badge-root')
    .allTextContents();
  expect(badges).toEqual(expect.arrayContaining(['ARB', 'OP', 'ETH']));
  for (const spelling of ['Arbitrum', 'Optimism', 'Ethereum'])
    expect(badges.filter((badge) => badge.includes(spelling))).toEqual([]);

  await page.getByText('By chain', { exact: true }).click();
  await expect(page).toHaveURL(/view=by-chain/);
  const headers = await page.getByRole('columnheader').allTextContents();
  expect(headers.filter((header) => header === 'ARB')).toHaveLength(1);
  expect(headers.filter((header) => header === 'OP')).toHaveLength(1);
  for (const spelling of ['Arbitrum', 'Optimism', 'Ethereum'])
    expect(headers).not.toContain(spelling);

  // The next visit compares with that snapshot.
  await page.reload();
  await expect(page.getByText(/No catalogue changes since your snapshot of/)).toBeVisible();
  await expect(page.getByText(/taken now/)).toHaveCount(0);
});
