import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CALM_CHECK_MS, LIVE_CHECK_MS } from '../src/features/live-updates';
import { NOT_ADDED, SMALL, expectedTokenRows, serverRecords, shownDecimal } from './exact-figures';
import { expect, test, type MockApiControl } from './fixtures';
import { checkoutAction, waitForSettledStyles } from './helpers';

/**
 * The watchlist against the mock server. Playwright's clock is installed before the app
 * loads, so a check interval (10 s while a payment is Pending, 60 s otherwise) is
 * skipped with fastForward or runFor instead of waited for; time otherwise flows
 * normally, and the network is real. "Nothing was requested" is read from the mock's
 * request log over a window the clock covers, never proven by sleeping.
 */

const POLL_MS = LIVE_CHECK_MS;
const CALM_MS = CALM_CHECK_MS;

const NAMES: Record<string, string> = {
  'live-desk': 'Live desk',
  'coffee-club': 'Coffee Club subscription',
  'hoodie-drop': 'Hoodie drop',
  // No payment names it, so the page says what it is: a checkout, by its code.
  'empty-shelf': 'Checkout empty-shelf',
};

/**
 * Opens each checkout's page and pins it, either with the page's "Pin to watchlist" or
 * with the pin button of Recent checkouts on the home page (one pin concept).
 */
async function pinCheckouts(page: Page, codes: readonly string[], via: 'page' | 'recent') {
  for (const code of codes) {
    await page.goto(`/checkouts/${code}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAMES[code] ?? code);
    // The page itself, not its skeleton (same title): it is what records a recent checkout.
    const pin = await checkoutAction(page, 'Pin to watchlist');
    if (via === 'page') {
      await pin.click();
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
  await expect(page.getByRole('table', { name: 'Payments of pinned checkouts' })).toBeVisible();
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
    // As the browser fires it: at the document, bubbling to the window.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, state);
}

/** Runs the page's clock through `ms` in steps, firing every timer on the way. */
async function runClock(page: Page, ms: number, step = POLL_MS) {
  for (let done = 0; done < ms; done += step) await page.clock.runFor(Math.min(step, ms - done));
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
    await expect(card(page, name)).toContainText(/\d+ payments/);
  }
  const table = page.getByRole('table', { name: 'Payments of pinned checkouts' });
  await expect(table.getByRole('columnheader', { name: 'Checkout' })).toBeVisible();
  await expect(card(page, 'Live desk')).toContainText('2 pending · every 10 s');
  await expect(page).toHaveTitle('Watchlist · Checkout dashboard');

  await mockApi.advance('live-desk', 'complete-pending');
  await page.clock.fastForward(POLL_MS);

  const feed = page.getByRole('list', { name: 'Activity feed' });
  await expect(feed.getByRole('listitem')).toHaveCount(1);
  await expect(feed).toContainText('Live desk: payment of');
  await expect(feed).toContainText('went from Pending to Completed');
  const changed = table
    .getByRole('row')
    .filter({ has: page.getByText('Updated', { exact: true }) });
  await expect(changed).toHaveCount(1);
  await expect(changed).toHaveClass(/live-row-changed/);
  await expect(page.getByTestId('announcer')).toContainText('went from Pending to Completed');
  await expect(page).toHaveTitle('(1) Watchlist · Checkout dashboard');

  // The highlight fades after a few seconds; the feed keeps the news.
  await page.clock.fastForward(7_000);
  await expect(changed).toHaveCount(0);
  await expect(feed.getByRole('listitem')).toHaveCount(1);

  // Viewing the feed clears the unseen count.
  await page.getByRole('button', { name: 'Mark as seen' }).click();
  await expect(page).toHaveTitle('Watchlist · Checkout dashboard');
});

test('a new payment is news; with nothing pending the checkout is checked at the calm rate, no faster', async ({
  page,
  mockApi,
}) => {
  await page.clock.install();
  await pinCheckouts(page, ['live-desk'], 'recent');
  await openWatchlist(page);
  await expect(card(page, 'Live desk')).toContainText('2 pending · every 10 s');

  await mockApi.advance('live-desk', 'add-pending');
  await page.clock.fastForward(POLL_MS);
  const feed = page.getByRole('list', { name: 'Activity feed' });
  await expect(feed).toContainText('Live desk: new pending payment of');
  await expect(card(page, 'Live desk')).toContainText('3 pending · every 10 s');

  // Every Pending payment settles: the next check sees it, and checks slow to the calm rate.
  for (let i = 0; i < 3; i++) await mockApi.advance('live-desk', 'complete-pending');
  await page.clock.fastForward(POLL_MS);
  await expect(feed.getByRole('listitem')).toHaveCount(4);
  await expect(card(page, 'Live desk')).toContainText('Nothing pending · every 60 s');

  // Counted over windows the clock runs through, timer by timer: no check for 50 s
  // (the live rate would have checked five times), then one at the calm interval.
  const updated = card(page, 'Live desk').getByText(/^Updated .* ago$/);
  await mockApi.clearRequests();
  for (const expected of [1, 2]) {
    const checkedAt = (await updated.getAttribute('title')) ?? '';
    await runClock(page, CALM_MS - POLL_MS);
    expect(await requestsFor(mockApi, 'live-desk')).toBe(expected - 1);
    await runClock(page, POLL_MS + 1_000);
    await expect.poll(() => requestsFor(mockApi, 'live-desk')).toBe(expected);
    // The answer is in (the next interval counts from it).
    await expect(updated).not.toHaveAttribute('title', checkedAt);
  }
});

test('a card says when the filters hide its new payments, and Show them clears the filters', async ({
  page,
  mockApi,
}) => {
  await page.clock.install();
  await pinCheckouts(page, ['live-desk'], 'page');
  await page.goto('/watch?status=%5B%22Completed%22%5D');
  const desk = card(page, 'Live desk');
  await expect(desk).toContainText('2 pending · every 10 s');
  const line = desk.getByText(/new payments? not shown by your filters/);
  await expect(line).toHaveCount(0);

  // A new Pending payment: the Completed filter hides it from the table; the card says so.
  await mockApi.advance('live-desk', 'add-pending');
  await page.clock.fastForward(POLL_MS);
  await expect(desk).toContainText('3 pending · every 10 s');
  await expect(line).toHaveText('1 new payment not shown by your filters');
  await desk.getByRole('button', { name: 'Show them' }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(line).toHaveCount(0);
});

test('a checkout with nothing Pending shows a new payment within one calm interval', async ({
  page,
  mockApi,
}) => {
  await page.clock.install();
  await pinCheckouts(page, ['empty-shelf'], 'recent');
  // No rows yet, so no table: the card says it loaded.
  await page.getByRole('link', { name: 'Watchlist' }).click();
  const shelf = card(page, 'empty-shelf');
  await expect(shelf).toContainText('Nothing pending · every 60 s');
  await expect(
    page.getByText(/within 10 s while one is pending, within 60 s otherwise/),
  ).toBeVisible();

  await mockApi.advance('empty-shelf', 'add-pending');
  await page.clock.fastForward(CALM_MS);
  const feed = page.getByRole('list', { name: 'Activity feed' });
  await expect(feed).toContainText('Empty shelf: new pending payment of');
  const table = page.getByRole('table', { name: 'Payments of pinned checkouts' });
  await expect(
    table.getByRole('row').filter({ has: page.getByText('New', { exact: true }) }),
  ).toHaveCount(1);
  await expect(card(page, 'Empty shelf')).toContainText('1 pending · every 10 s');
});

test('a hidden tab does not poll and catches up at once when shown', async ({ page, mockApi }) => {
  await page.clock.install();
  await pinCheckouts(page, ['live-desk'], 'recent');
  await openWatchlist(page);
  await expect(card(page, 'Live desk')).toContainText('pending · every 10 s');

  await setVisibility(page, 'hidden');
  await mockApi.clearRequests();
  // Three intervals while hidden, every timer in them run.
  await page.clock.runFor(POLL_MS * 3);
  // The payment completes while still hidden, after that window: a poll sent in the
  // window would have seen nothing new and put the next one an interval away.
  await mockApi.advance('live-desk', 'complete-pending');
  // Three check intervals, timer by timer: a check would be on the log by the next step.
  await runClock(page, POLL_MS * 3);
  expect(await requestsFor(mockApi, 'live-desk')).toBe(0);

  await setVisibility(page, 'visible');
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
  await expect(liveCard).toContainText('pending · every 10 s');
  const table = page.getByRole('table', { name: 'Payments of pinned checkouts' });
  await expect(table.getByText('Activity after disable')).toHaveCount(0);

  await mockApi.advance('live-desk', 'complete-pending');
  await page.clock.fastForward(POLL_MS);
  const flagged = table.getByRole('row').filter({ hasText: 'Activity after disable' });
  await expect(flagged).toHaveCount(1);
  await expect(flagged).toContainText('Completed');
  // The flag's tooltip (its code comes on the first hover) says since when.
  await flagged.getByText('Activity after disable').hover();
  await expect(page.getByRole('tooltip')).toContainText(
    'Updated after this browser disabled the checkout on',
  );

  // Unpinning from the watchlist removes it (the recent list keeps it, unpinned).
  await liveCard.getByRole('button', { name: 'Unpin Live desk' }).click();
  await expect(page.getByText('No pinned checkouts yet')).toBeVisible();
});

test("the watchlist's tooltips bring their code on the first hover, not with the page", async ({
  page,
}) => {
  const tooltipCode = /\/assets\/deferred-tooltip-impl-[\w-]+\.js$/;
  await pinCheckouts(page, ['hoodie-drop'], 'page');
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/watch');
  await expect(card(page, 'Hoodie drop')).toContainText('8 payments, all of them');
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => tooltipCode.test(path))).toEqual([]);

  const arrives = page.waitForRequest((request) => tooltipCode.test(request.url()));
  await card(page, 'Hoodie drop').getByRole('button', { name: 'Unpin Hoodie drop' }).hover();
  await arrives;
  await expect(page.getByRole('tooltip')).toHaveText('Unpin');
});

test("on a phone, a piece of news gets the feed's width, not a column beside its time", async ({
  page,
  mockApi,
}) => {
  await page.clock.install();
  await pinCheckouts(page, ['live-desk'], 'page');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/watch');
  await expect(card(page, 'Live desk')).toContainText('2 pending · every 10 s');
  await mockApi.advance('live-desk', 'complete-pending');
  await page.clock.fastForward(POLL_MS);

  const item = page.getByRole('list', { name: 'Activity feed' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  const news = item.getByText(/^Live desk: payment of .+ went from Pending to Completed$/);
  const [itemBox, newsBox] = await Promise.all([item.boundingBox(), news.boundingBox()]);
  // Beside the time and its kind it had ~30 px: "58.71 73 77 TR…" a few letters a line.
  expect(newsBox!.width).toBeGreaterThan(itemBox!.width * 0.8);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
  ).toBeLessThanOrEqual(0);
});

test('the command palette pins a checkout to the watchlist', async ({ page }) => {
  await page.goto('/watch');
  await expect(page.getByText('No pinned checkouts yet')).toBeVisible();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('textbox', { name: 'Checkout code or page' });
  await search.fill('hoodie-drop');
  await page.getByRole('button', { name: /Pin checkout hoodie-drop to the watchlist/ }).click();
  await expect(card(page, 'Hoodie drop')).toContainText('8 payments, all of them');
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
  await expect(card(page, 'Live desk')).toContainText('pending · every 10 s');
  await mockApi.advance('live-desk', 'complete-pending');
  await page.clock.fastForward(POLL_MS);
  await expect(page.getByText('Updated', { exact: true })).toBeVisible();
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

test("a card adds up each named token's Completed amounts exactly and never an unknown token's", async ({
  page,
}) => {
  // One page of 37: the card's figures cover every payment of the checkout.
  const records = await serverRecords(SMALL);
  expect(records).toHaveLength(37);
  const expected = expectedTokenRows(records).map(({ token, payments, amount, usd }) =>
    amount === NOT_ADDED ? { token, amount, payments, usd } : { token, amount },
  );
  expect(
    expected.filter((row) => row.amount === NOT_ADDED).length,
    'coffee-club has Completed payments of an unknown token',
  ).toBeGreaterThan(0);
  expect(expected.filter((row) => row.amount !== NOT_ADDED).length).toBeGreaterThan(1);

  await pinCheckouts(page, [SMALL], 'page');
  await openWatchlist(page);
  const coffee = card(page, 'Coffee Club subscription');
  await expect(coffee).toContainText('37 payments, all of them');
  const lines = coffee.getByRole('list', { name: 'Completed per token' }).getByRole('listitem');
  await expect(lines).toHaveCount(expected.length);

  // "0.0313 ETH (Ethereum)", or "4 payments of an unknown token (Ethereum), $99.97
  // (amounts not added)": an unknown token's line has no amount to read.
  const shown = (await lines.allTextContents()).map((line) => {
    const known = /^([\d,]+(?:\.\d+)?) (\S+ \((?:Ethereum|TRON|Solana)\))$/.exec(line);
    if (known) return { token: known[2]!, amount: shownDecimal(known[1]!, 'plain') };
    const unknown =
      /^(\d+) payments? of an (unknown token \(\w+\)), (\S+) \(amounts not added\)$/.exec(line);
    if (unknown)
      return {
        token: unknown[2]!,
        amount: NOT_ADDED,
        payments: unknown[1]!,
        usd: shownDecimal(unknown[3]!, 'usd'),
      };
    return { token: `a line that reads neither way: "${line}"`, amount: '' };
  });
  const byToken = (a: { token: string }, b: { token: string }) => a.token.localeCompare(b.token);
  expect(shown.sort(byToken)).toEqual(expected.sort(byToken));
});
