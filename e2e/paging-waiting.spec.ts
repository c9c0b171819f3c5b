import type { Page } from '@playwright/test';
import { expect, MOCK_API_URL, TEST_APP_ID, test, type MockApiControl } from './fixtures';
import { loadedCountLine, scrollToEnd } from './helpers';
import { LIVE_CHECK_MS } from '../src/features/live-updates';

/**
 * Paging that ends by itself and waiting that is said, one test per fault
 * kind of the mock server: a server that ignores the page index, one that sends a page
 * again, a 429 with Retry-After, one that never answers, and a 401. Each test checks
 * what the person sees, the requests the mock server logged (bounded, each page once),
 * and that no console error was logged beyond the failures caused on purpose.
 *
 * Waits run on Playwright's clock, never on sleeps. "Nothing was sent" checks run the
 * clock over the window in which a wrong request would have gone, then let the page
 * send a request of its own and wait until the server logged it (the barrier): a
 * request sent before it reached the server first, so the log then holds the window.
 */

const rows = (page: Page) =>
  page.getByRole('table', { name: /^Payments of checkout/ }).getByRole('row');
const summaryLine = loadedCountLine;

/** The transactions page each logged request asked for (1 = no page segment). */
async function requestedPages(mockApi: MockApiControl): Promise<number[]> {
  return (await mockApi.requests())
    .filter((entry) => entry.path.includes('/checkout/transactions/'))
    .map((entry) => {
      const index = /\/checkout\/transactions\/[^/]+\/(\d+)$/.exec(entry.path)?.[1];
      return index === undefined ? 1 : Number(index);
    });
}

/**
 * The barrier for a window in which the app itself may send nothing: the page fetches
 * the fiat catalogue (with the app ID, so it is answered without a console error) and
 * waits until the server logged it. Returns the transactions pages asked before it.
 */
async function pagesBeforeBarrier(page: Page, mockApi: MockApiControl): Promise<number[]> {
  await page.evaluate(
    async ({ url, appId }) => {
      await fetch(`${url}/currencies/fiat`, { headers: { 'X-TX-AppId': appId } });
    },
    { url: MOCK_API_URL, appId: TEST_APP_ID },
  );
  const log = await mockApi.requests();
  const barrier = log.findIndex((entry) => entry.path === '/v1/currencies/fiat');
  expect(barrier, 'the barrier request reached the server').toBeGreaterThanOrEqual(0);
  // Time flows on Playwright's installed clock: on a slow machine the live check of the
  // first page (every LIVE_CHECK_MS while a payment is Pending) may come in the window.
  // A first page asked a live interval after the previous one is that check, not a repeat.
  let firstPageAt = -Infinity;
  return log
    .slice(0, barrier)
    .filter((entry) => entry.path.includes('/checkout/transactions/'))
    .filter((entry) => {
      if (/\/\d+$/.test(entry.path)) return true;
      const liveCheck = entry.time - firstPageAt >= LIVE_CHECK_MS;
      const repeat = firstPageAt !== -Infinity;
      firstPageAt = entry.time;
      return !(repeat && liveCheck);
    })
    .map((entry) => Number(/\/(\d+)$/.exec(entry.path)?.[1] ?? 1));
}

/** Scrolls the table to its end and returns the last row's aria-rowindex (header = 1). */
async function lastRowIndex(page: Page): Promise<string | null> {
  await scrollToEnd(page);
  return rows(page).last().getAttribute('aria-rowindex');
}

/** No console errors but the failing answers of `status` the test asked for. */
function unexpectedErrors(consoleErrors: readonly string[], status?: number): string[] {
  const onPurpose = status
    ? `Failed to load resource: the server responded with a status of ${status}`
    : null;
  return consoleErrors.filter((line) => !(onPurpose && line.startsWith(onPurpose)));
}

/** A window longer than every retry backoff (0.5 + 1 + 2 s), shorter than the 15 s polling. */
const QUIET_WINDOW_MS = 5_000;

test('page-index-ignored: Load all ends by itself, says why, each page asked once, no copies', async ({
  page,
  mockApi,
  consoleErrors,
}) => {
  // big-market: 2,500 payments, 50 pages; the server answers page 1 whatever is asked.
  await mockApi.addFault({
    route: 'transactions',
    checkoutCode: 'big-market',
    kind: 'page-index-ignored',
  });
  await page.clock.install();
  await page.goto('/checkouts/big-market');
  await expect(summaryLine(page)).toHaveText('50 loaded payments; more on the server');

  await page.getByRole('button', { name: 'Load all' }).click();
  await expect(
    page.getByText('Paging stopped: the service sent page 2 again (the same payments as page 1).'),
  ).toBeVisible();
  await expect(summaryLine(page)).toHaveText('50 loaded payments; paging stopped early');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Load all' })).toHaveCount(0);
  // Each payment once: 50 rows after the header row.
  await expect.poll(() => lastRowIndex(page)).toBe('51');

  // Nothing more is asked: the window's timers run, then the barrier.
  await page.clock.runFor(QUIET_WINDOW_MS);
  expect(await pagesBeforeBarrier(page, mockApi)).toEqual([1, 2]);
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('page-repeats: paging ends with the repeat warning, each payment shown once', async ({
  page,
  mockApi,
  consoleErrors,
}) => {
  // conf-2026: 120 payments, 3 pages; page 3 comes back with page 2's payments.
  await mockApi.addFault({
    route: 'transactions',
    checkoutCode: 'conf-2026',
    page: 3,
    kind: 'page-repeats',
  });
  await page.clock.install();
  await page.goto('/checkouts/conf-2026');
  await expect(summaryLine(page)).toHaveText('50 loaded payments; more on the server');
  await page.getByRole('button', { name: 'Load all' }).click();

  const warning = page.getByText(
    'Paging stopped: the service sent page 3 again (the same payments as page 2).',
  );
  await expect(warning).toBeVisible();
  await expect(summaryLine(page)).toHaveText('100 loaded payments; paging stopped early');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect.poll(() => lastRowIndex(page)).toBe('101');

  await page.clock.runFor(QUIET_WINDOW_MS);
  expect(await pagesBeforeBarrier(page, mockApi)).toEqual([1, 2, 3]);
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('rate-limited with Retry-After: a countdown, the retry after the delay, then the data', async ({
  page,
  mockApi,
  consoleErrors,
}) => {
  // 20 s: the clock also moves with real time between steps (a second or two here).
  await mockApi.addFault({
    route: 'transactions',
    checkoutCode: 'coffee-club',
    kind: 'rate-limited',
    retryAfterSeconds: 20,
    times: 1,
  });
  await page.clock.install();
  await page.goto('/checkouts/coffee-club');

  const countdown = page.getByRole('status').filter({ hasText: 'The service asked us to wait' });
  await expect(countdown).toContainText(/retrying in (20|19|18) s/);
  await expect(countdown.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(countdown).toContainText(/retrying in 1[3-5] s/);

  // 15 s of the 20: the retry has not been sent (a backoff of 0.5 s to 2 s would have).
  await page.clock.runFor(10_000);
  await expect(countdown).toContainText(/retrying in [1-5] s/);
  expect(await pagesBeforeBarrier(page, mockApi)).toEqual([1]);

  // Past the 20 s: the retry goes out and the data shows.
  await page.clock.runFor(6_000);
  await expect(summaryLine(page)).toHaveText('37 loaded payments; all pages loaded');
  await expect(countdown).toHaveCount(0);
  expect(await requestedPages(mockApi)).toEqual([1, 1]);
  expect(unexpectedErrors(consoleErrors, 429)).toEqual([]);
});

test('never-answers: "Still waiting" with Cancel and Retry; Cancel stops; the timeout says attempts and total', async ({
  page,
  mockApi,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  await mockApi.addFault({
    route: 'transactions',
    checkoutCode: 'coffee-club',
    kind: 'never-answers',
  });
  await page.clock.install();
  await page.goto('/checkouts/coffee-club');
  await expect(page.getByText('Loading payments…')).toBeVisible();
  const waiting = page.getByRole('status').filter({ hasText: 'Still waiting for the service' });
  await expect(waiting).toHaveCount(0);

  await page.clock.runFor(2_100);
  await expect(waiting).toContainText(/Still waiting for the service \([23] s\)/);
  await expect(waiting.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(waiting.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Cancel: a clear state, with a Retry.
  await waiting.getByRole('button', { name: 'Cancel' }).click();
  const cancelled = page.getByRole('status').filter({ hasText: 'Loading was cancelled' });
  await expect(cancelled).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByText('Loading payments…')).toHaveCount(0);
  // Nothing is sent after the cancel: a request left running would time out at 15 s and
  // be retried 0.5 s later, inside this window. The Retry is the barrier.
  await page.clock.runFor(20_000);
  await cancelled.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => requestedPages(mockApi)).toEqual([1, 1]);

  // Retried: waiting again; then three attempts of 15 s with 0.5 s and 1 s between.
  await page.clock.runFor(2_100);
  await expect(waiting).toBeVisible();
  await page.clock.runFor(15_000);
  await page.clock.runFor(500);
  await expect.poll(() => requestedPages(mockApi)).toEqual([1, 1, 1]);
  await expect(waiting).toContainText('Attempt 2 of 3.');
  await page.clock.runFor(15_000);
  await page.clock.runFor(1_000);
  await expect.poll(() => requestedPages(mockApi)).toEqual([1, 1, 1, 1]);
  await expect(waiting).toContainText('Attempt 3 of 3.');
  await page.clock.runFor(15_000);

  const error = page.getByRole('alert').filter({ hasText: 'The service took too long to answer' });
  await expect(error).toBeVisible();
  // 15 + 0.5 + 15 + 1 + 15 = 46.5 s on the clock, plus the real time the steps took.
  const detail = (await error.textContent()) ?? '';
  const total = Number(/No answer after 3 attempts over (\d+) s\./.exec(detail)?.[1]);
  expect(total, detail).toBeGreaterThanOrEqual(47);
  expect(total, detail).toBeLessThanOrEqual(52);
  await expect(error.getByRole('button', { name: 'Retry' })).toBeVisible();

  // No fourth attempt by itself.
  await page.clock.runFor(QUIET_WINDOW_MS);
  expect(await pagesBeforeBarrier(page, mockApi)).toEqual([1, 1, 1, 1]);
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('unauthorized-401: the message and the Settings link; not retried', async ({
  page,
  mockApi,
  consoleErrors,
}) => {
  await mockApi.addFault({
    route: 'transactions',
    checkoutCode: 'coffee-club',
    kind: 'unauthorized-401',
  });
  await page.clock.install();
  await page.goto('/checkouts/coffee-club');

  const alert = page.getByRole('alert').filter({ hasText: 'Not authorised' });
  await expect(alert).toBeVisible();
  // The service's own words in quotes, then what they mean.
  await expect(alert).toContainText(
    'The service said: "Unauthorized". The service did not accept the app ID.',
  );
  await expect(alert).toContainText('HTTP 401');
  // Retries would come within the backoff window (0.5 + 1 + 2 s): none did.
  await page.clock.runFor(QUIET_WINDOW_MS);
  expect(await pagesBeforeBarrier(page, mockApi)).toEqual([1]);

  const settings = alert.getByRole('link', { name: 'Open Settings' });
  await expect(settings).toHaveAttribute('href', '/settings');
  await settings.click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect(unexpectedErrors(consoleErrors, 401)).toEqual([]);
});
