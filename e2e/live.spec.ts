import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { LIVE_CHECK_MS } from '../src/features/live-updates';
import { expect, test, type MockApiControl } from './fixtures';
import { checkoutAction, firstRecordRow, transactionsTable, waitForRecords } from './helpers';

/**
 * Live news on the checkout page, and one first-page request per navigation. The clock
 * is installed before the app loads, so check intervals are skipped, not waited for.
 */

/** Requests for a checkout's first page (no page segment), from the mock's log. */
async function firstPageRequests(mockApi: MockApiControl, code: string): Promise<number> {
  const log = await mockApi.requests();
  return log.filter((entry) => entry.path === `/v1/checkout/transactions/${code}`).length;
}

test('the open checkout page shows a new payment at the top, marked and announced', async ({
  page,
  mockApi,
}) => {
  await page.clock.install();
  await page.goto('/checkouts/live-desk');
  await waitForRecords(page);
  await expect(page.getByText('Checked every 10 s')).toBeVisible();
  await mockApi.clearRequests();

  await mockApi.advance('live-desk', 'add-pending');
  await page.clock.fastForward(LIVE_CHECK_MS);

  const row = firstRecordRow(page);
  await expect(row).toContainText('New');
  await expect(row).toContainText('Pending');
  await expect(row).toHaveClass(/live-row-changed/);
  await expect(transactionsTable(page).getByRole('columnheader', { name: 'Change' })).toBeVisible();
  await expect(page.getByTestId('announcer')).toContainText('Live desk: new pending payment of');
  await expect(page.getByText('6 loaded payments; all pages loaded')).toBeVisible();
  // One request for the check: the first page.
  expect((await mockApi.requests()).map((entry) => entry.path)).toEqual([
    '/v1/checkout/transactions/live-desk',
  ]);
  // The marks and the Change column pass axe (off the row under the pointer).
  await page.mouse.move(700, 10);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
      ),
  ).toEqual([]);

  // The mark fades after a few seconds; the payment stays.
  await page.clock.fastForward(7_000);
  await expect(row).not.toContainText('New');
  await expect(page.getByText('6 loaded payments; all pages loaded')).toBeVisible();
});

test('a new payment the filters hide is said in a line, and Show them reveals it', async ({
  page,
  mockApi,
}) => {
  await page.clock.install();
  await page.goto('/checkouts/live-desk?status=%5B%22Completed%22%5D');
  await waitForRecords(page);
  await expect(page.getByText('Checked every 10 s')).toBeVisible();
  const line = page.getByText(/new payments? not shown by your filters/);
  await expect(line).toHaveCount(0);

  await mockApi.advance('live-desk', 'add-pending');
  await page.clock.fastForward(LIVE_CHECK_MS);
  await expect(line).toHaveText('1 new payment not shown by your filters');
  await expect(firstRecordRow(page)).not.toContainText('Pending');

  await page.getByRole('button', { name: 'Show them' }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(firstRecordRow(page)).toContainText('Pending');
  await expect(page.getByText('6 loaded payments; all pages loaded')).toBeVisible();
  await expect(line).toHaveCount(0);
});

/**
 * The answer is slow, as on a real network: the request the route loader starts is
 * still on its way while the previous page goes away and the checkout page mounts,
 * which is when a second request used to be sent. Once the rows show, every request of
 * the navigation has reached the mock (a request sent at mount would arrive before the
 * slow answer it would replace), so the log is complete without any waiting.
 */
async function openWithSlowAnswer(page: Page, mockApi: MockApiControl, click: () => Promise<void>) {
  await mockApi.clearRequests();
  await mockApi.addFault({
    route: 'transactions',
    checkoutCode: 'coffee-club',
    kind: 'latency',
    latencyMs: 800,
  });
  await click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coffee Club subscription');
  await waitForRecords(page);
  expect(await firstPageRequests(mockApi, 'coffee-club')).toBe(1);
}

/**
 * As a user does: the pointer rests on the link, so the router preloads the checkout
 * (its loader's request is then on its way), and then clicks.
 */
async function hoverThenClick(mockApi: MockApiControl, link: Locator) {
  await link.hover();
  await expect.poll(() => firstPageRequests(mockApi, 'coffee-club')).toBe(1);
  await link.click();
}

test('opening a checkout from a watchlist card sends one first-page request', async ({
  page,
  mockApi,
}) => {
  await page.clock.install();
  await page.goto('/checkouts/coffee-club');
  await (await checkoutAction(page, 'Pin to watchlist')).click();
  await page.getByRole('link', { name: 'Watchlist' }).click();
  const card = page.getByRole('region', { name: 'Checkout Coffee Club subscription' });
  await expect(card).toContainText('37 payments');
  // The checkout's cached pages are now older than their 10 s freshness; the watchlist's
  // check of the first page that this brings is answered before the navigation.
  await mockApi.clearRequests();
  await page.clock.fastForward(LIVE_CHECK_MS + 1_000);
  await expect.poll(() => firstPageRequests(mockApi, 'coffee-club')).toBe(1);

  await openWithSlowAnswer(page, mockApi, async () => {
    const link = card.getByRole('link', { name: 'Coffee Club subscription' });
    await hoverThenClick(mockApi, link);
  });
});

test('opening a checkout from a plain link sends one first-page request', async ({
  page,
  mockApi,
}) => {
  await page.clock.install();
  await page.goto('/checkouts/coffee-club');
  await waitForRecords(page);
  await page.getByRole('link', { name: 'Checkouts', exact: true }).click();
  const link = page
    .getByRole('list', { name: 'Recent checkouts' })
    .getByRole('link', { name: 'Coffee Club subscription' });
  await expect(link).toBeVisible();
  // Older than its 10 s freshness: opening it must fetch, once.
  await page.clock.fastForward(LIVE_CHECK_MS + 1_000);

  await openWithSlowAnswer(page, mockApi, async () => {
    await hoverThenClick(mockApi, link);
  });
});

test('with Hide amounts on, the announcement of a new payment names no amount', async ({
  page,
  mockApi,
}) => {
  await page.clock.install();
  await page.goto('/checkouts/live-desk');
  await waitForRecords(page);
  await page.getByRole('button', { name: 'Hide amounts' }).click();
  await expect(page.getByRole('button', { name: 'Hide amounts' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const added = await mockApi.advance('live-desk', 'add-pending');
  await page.clock.fastForward(LIVE_CHECK_MS);
  const announcer = page.getByTestId('announcer');
  await expect(announcer).toContainText('Live desk: new pending payment in');
  // The amount as a figure of its own: a short amount such as "15" also occurs inside
  // the time of day ("15:10:40"), which is not the amount shown.
  const escaped = added!.amount.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const amount = new RegExp(`(?<![\\d.,:-])${escaped}(?![\\d.,:])`);
  await expect(announcer).not.toContainText(amount);
  // Nor in the row's Amount cell, its name or the page title.
  const table = transactionsTable(page);
  const headers = await table.getByRole('columnheader').allTextContents();
  const amountColumn = headers.findIndex((text) => text.trim().startsWith('Amount'));
  expect(amountColumn).toBeGreaterThanOrEqual(0);
  const amountCell = firstRecordRow(page).getByRole('cell').nth(amountColumn);
  await expect(amountCell).toContainText('•••••');
  await expect(amountCell).not.toContainText(amount);
  expect(await firstRecordRow(page).getAttribute('aria-label')).not.toMatch(amount);
  expect(await page.title()).not.toMatch(amount);
});
