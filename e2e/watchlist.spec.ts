import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, type MockApiControl } from './fixtures';
import { waitForSettledStyles } from './helpers';

/**
 * The watchlist against the mock server. Playwright's clock is installed before the app
 * loads, so "one polling interval" (10 s) is skipped with fastForward instead of waited
 * for; time otherwise flows normally, and the network is real.
 */

const POLL_MS = 10_000;

const NAMES: Record<string, string> = {
  'live-desk': 'Live desk',
  'coffee-club': 'Coffee Club subscription',
  'hoodie-drop': 'Hoodie drop',
};

/**
 * Opens each checkout's page and pins it, either with the page's "Pin to watchlist" or
 * with the pin button of Recent checkouts on the home page (one pin concept).
 */
async function pinCheckouts(page: Page, codes: readonly string[], via: 'page' | 'recent') {
  for (const code of codes) {
    await page.goto(`/checkouts/${code}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAMES[code] ?? code);
    if (via === 'page') {
      await page.getByRole('button', { name: 'Pin to watchlist' }).click();
      await expect(page.getByRole('button', { name: 'Unpin' })).toBeVisible();
    }
  }
  await page.getByRole('link', { name: 'Checkouts', exact: true }).click();
  if (via === 'recent')
    for (const code of codes) await page.getByRole('button', { name: `Pin ${code}` }).click();
  for (const code of codes)
    await expect(page.getByRole('button', { name: `Unpin ${code}` })).toBeVisible();
}

async function requestsFor(mockApi: MockApiControl, code: string): Promise<number> {
  const log = await mockApi.requests();
  return log.filter((entry) => entry.path.includes(`/checkout/transactions/${code}`)).length;
}

async function openWatchlist(page: Page) {
  await page.getByRole('link', { name: 'Watchlist' }).click();
  await expect(page.getByRole('heading', { name: 'Watchlist', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Transactions of pinned checkouts' })).toBeVisible();
}

function card(page: Page, name: string) {
  return page.getByRole('region', { name: `Checkout ${name}` });
}

async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    Object.defineProperty(document, 'hidden', {
      configurable: true,
      get: () => value === 'hidden',
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

test('a Pending payment that completes shows in the feed, the row, the live region and the title', async ({
  page,
  mockApi,
}) => {
  await page.clock.install();
  await pinCheckouts(page, ['live-desk', 'coffee-club', 'hoodie-drop'], 'page');
  await openWatchlist(page);
  // In pin order.
  await expect(page.getByTestId('watched-checkout').getByRole('heading')).toHaveText([
    'Live desk',
    'Coffee Club subscription',
    'Hoodie drop',
  ]);

  // All three load (a few at a time) into one table with a Checkout column.
  for (const name of ['Live desk', 'Coffee Club subscription', 'Hoodie drop']) {
    await expect(card(page, name)).toContainText(/loaded/);
  }
  const table = page.getByRole('table', { name: 'Transactions of pinned checkouts' });
  await expect(table.getByRole('columnheader', { name: 'Checkout' })).toBeVisible();
  await expect(card(page, 'Live desk')).toContainText('pending · live');
  await expect(page).toHaveTitle('Watchlist · Checkout dashboard');

  await mockApi.advance('live-desk', 'complete-pending');
  await page.clock.fastForward(POLL_MS);

  const feed = page.getByRole('list', { name: 'Activity feed' });
  await expect(feed.getByRole('listitem')).toHaveCount(1);
  await expect(feed).toContainText('Live desk: payment of');
  await expect(feed).toContainText('went from Pending to Completed');
  await expect(table.getByRole('row').filter({ hasText: 'Just changed' })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: 'Just changed' })).toHaveClass(
    /watch-row-changed/,
  );
  await expect(page.getByTestId('announcer')).toContainText('went from Pending to Completed');
  await expect(page).toHaveTitle('(1) Watchlist · Checkout dashboard');

  // The highlight fades after a few seconds; the feed keeps the news.
  await page.clock.fastForward(7_000);
  await expect(table.getByRole('row').filter({ hasText: 'Just changed' })).toHaveCount(0);
  await expect(feed.getByRole('listitem')).toHaveCount(1);

  // Viewing the feed clears the unseen count.
  await page.getByRole('button', { name: 'Mark as seen' }).click();
  await expect(page).toHaveTitle('Watchlist · Checkout dashboard');
});

test('a new payment is news; polling stops once nothing is pending', async ({ page, mockApi }) => {
  await page.clock.install();
  await pinCheckouts(page, ['live-desk'], 'recent');
  await openWatchlist(page);
  await expect(card(page, 'Live desk')).toContainText('2 pending · live');

  await mockApi.advance('live-desk', 'add-pending');
  await page.clock.fastForward(POLL_MS);
  const feed = page.getByRole('list', { name: 'Activity feed' });
  await expect(feed).toContainText('Live desk: new pending payment of');
  await expect(card(page, 'Live desk')).toContainText('3 pending · live');

  // Every Pending payment settles: the next poll sees it and polling stops.
  for (let i = 0; i < 3; i++) await mockApi.advance('live-desk', 'complete-pending');
  await page.clock.fastForward(POLL_MS);
  await expect(feed.getByRole('listitem')).toHaveCount(4);
  await expect(card(page, 'Live desk')).toContainText('Nothing pending · not polling');

  // Four intervals, every timer in them run: any poll still scheduled is sent by then.
  const liveCard = card(page, 'Live desk');
  await mockApi.clearRequests();
  await page.clock.runFor(POLL_MS * 4);
  // The card's own one-second clock went through the whole window.
  await expect(liveCard).toContainText(/Updated ([4-9]\d|\d{3,}) s ago/);
  // Refresh is the barrier: once its answer is on screen, a poll sent in the window
  // (before the click) has reached the server, so the log holds it.
  await liveCard.getByRole('button', { name: 'Refresh Live desk' }).click();
  await expect(liveCard).toContainText(/Updated [0-3] s ago/);
  expect(await requestsFor(mockApi, 'live-desk')).toBe(1);
});

test('a hidden tab does not poll and catches up at once when shown', async ({ page, mockApi }) => {
  await page.clock.install();
  await pinCheckouts(page, ['live-desk'], 'recent');
  await openWatchlist(page);
  await expect(card(page, 'Live desk')).toContainText('pending · live');

  await setVisibility(page, 'hidden');
  await mockApi.clearRequests();
  // Three intervals while hidden, every timer in them run.
  await page.clock.runFor(POLL_MS * 3);
  // The payment completes while still hidden, after that window: a poll sent in the
  // window would have seen nothing new and put the next one an interval away.
  await mockApi.advance('live-desk', 'complete-pending');

  await setVisibility(page, 'visible');
  // The catch-up poll's answer is on screen, so any poll sent while hidden (before it)
  // is in the log: there must be none besides the catch-up.
  await expect(page.getByRole('list', { name: 'Activity feed' })).toContainText(
    'went from Pending to Completed',
  );
  expect(await requestsFor(mockApi, 'live-desk')).toBe(1);
});

test('a payment updated after this browser disabled its checkout is flagged', async ({
  page,
  mockApi,
}) => {
  await page.clock.install();
  await pinCheckouts(page, ['live-desk'], 'page');
  await page.goto('/checkouts/live-desk');
  await page.getByRole('button', { name: 'Disable checkout', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable checkout live-desk?' });
  await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(dialog).toBeHidden();

  await openWatchlist(page);
  const liveCard = card(page, 'Live desk');
  await expect(liveCard.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(liveCard).toContainText('pending · live');
  const table = page.getByRole('table', { name: 'Transactions of pinned checkouts' });
  await expect(table.getByText('Activity after disable')).toHaveCount(0);

  await mockApi.advance('live-desk', 'complete-pending');
  await page.clock.fastForward(POLL_MS);
  const flagged = table.getByRole('row').filter({ hasText: 'Activity after disable' });
  await expect(flagged).toHaveCount(1);
  await expect(flagged).toContainText('Completed');

  // Unpinning from the watchlist removes it (the recent list keeps it, unpinned).
  await liveCard.getByRole('button', { name: 'Unpin Live desk' }).click();
  await expect(page.getByText('No pinned checkouts yet')).toBeVisible();
});

test('the command palette pins a checkout to the watchlist', async ({ page }) => {
  await page.goto('/watch');
  await expect(page.getByText('No pinned checkouts yet')).toBeVisible();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('textbox', { name: 'Checkout code or page' });
  await search.fill('hoodie-drop');
  await page.getByRole('button', { name: /Pin checkout hoodie-drop to the watchlist/ }).click();
  await expect(card(page, 'Hoodie drop')).toContainText('8 loaded, all loaded');
});

test('an empty watchlist explains how to pin', async ({ page }) => {
  await page.goto('/watch');
  await expect(page.getByRole('heading', { name: 'Watchlist', level: 1 })).toBeVisible();
  await expect(page.getByText('No pinned checkouts yet')).toBeVisible();
  await expect(page.getByText(/Pin to watchlist/)).toBeVisible();
});

test('the watchlist with news has no serious or critical axe violations', async ({
  page,
  mockApi,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await pinCheckouts(page, ['live-desk', 'hoodie-drop'], 'recent');
  await openWatchlist(page);
  await expect(card(page, 'Live desk')).toContainText('pending · live');
  await mockApi.advance('live-desk', 'complete-pending');
  await page.clock.fastForward(POLL_MS);
  await expect(page.getByText('Just changed')).toBeVisible();
  // Off the nav link just clicked (its hover colours are not the page's), and let
  // transitions finish: contrast is measured on the final colours.
  await page.mouse.move(700, 10);
  await waitForSettledStyles(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
  expect(blocking).toEqual([]);
});
