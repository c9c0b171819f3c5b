import type { Page } from '@playwright/test';
import type { FaultRule } from '../mocks/db';
import { LIVE_CHECK_MS } from '../src/features/live-updates';
import { loadedCountLine, scrollToEnd } from './helpers';
import { expect, test, type MockApiControl } from './fixtures';

/**
 * Every fault the mock server can inject, against the page that reads that answer.
 * Each case asserts: a clear message or warning, the rest of the data still shown,
 * no blank page, no console error, and a bounded number of requests (no loop).
 */

interface FaultCase {
  name: string;
  faults: FaultRule[];
  path: string;
  /** What the person sees; also proves the page is not blank. */
  check: (page: Page, mockApi: MockApiControl) => Promise<void>;
  /** Most requests to the API this case may send. */
  maxRequests: number;
  /** HTTP status of failures this case causes on purpose (the browser logs them). */
  failingStatus?: number;
  /** Install Playwright's clock before the page loads, for checks that run timers. */
  clock?: boolean;
}

const CODE = 'coffee-club'; // 37 records: one page
const PAGED = 'conf-2026'; // 120 records: three pages of 50

const rows = (page: Page) =>
  page.getByRole('table', { name: /^Payments of checkout/ }).getByRole('row');
const summaryLine = loadedCountLine;

/**
 * The API requests of a case: only those for its own page (a live check of the previous
 * case's checkout can reach the mock after the reset), and not the live checks of a
 * checkout's first page (live-policy.ts): a repeat of the first page at least one check
 * interval after the previous one is the policy at work, not a loop.
 */
async function requestCount(mockApi: MockApiControl, path: string): Promise<number> {
  const checkout = /^\/checkouts\/(.+)$/.exec(path)?.[1];
  const ownPath = checkout ? `/checkout/transactions/${checkout}` : '/currencies/';
  const firstPage = `/v1/checkout/transactions/${checkout}`;
  let lastFirstPageAt: number | null = null;
  return (await mockApi.requests()).filter((entry) => {
    if (!entry.path.includes(ownPath)) return false;
    if (entry.path !== firstPage) return true;
    const liveCheck = lastFirstPageAt !== null && entry.time - lastFirstPageAt >= LIVE_CHECK_MS;
    lastFirstPageAt = entry.time;
    return !liveCheck;
  }).length;
}

/** The transactions page each logged request asked for (1 = no page segment). */
async function requestedPages(mockApi: MockApiControl): Promise<number[]> {
  return (await mockApi.requests()).map((entry) => {
    const index = /\/checkout\/transactions\/[^/]+\/(\d+)$/.exec(entry.path)?.[1];
    return index === undefined ? 1 : Number(index);
  });
}

/**
 * "No request in the window" checks run every timer of the next seconds (a debounced
 * or retried request would be sent by then), then make the page send a request of its
 * own and wait until the server logged it: a request the page sent before it reached
 * the server first, so the log then holds everything the window sent. Shorter than the
 * 10 s live check of a checkout with Pending payments, a request made on purpose.
 */
const QUIET_WINDOW_MS = 5_000;

const CASES: FaultCase[] = [
  {
    name: 'latency: a loading state, then the data',
    faults: [{ route: 'transactions', kind: 'latency', latencyMs: 2000, times: 1 }],
    path: `/checkouts/${CODE}`,
    check: async (page) => {
      await expect(page.getByText('Loading payments…')).toBeVisible();
      await expect(summaryLine(page)).toHaveText('37 loaded payments; all pages loaded');
    },
    maxRequests: 1,
  },
  {
    name: 'html-500: the error with its meaning and a retry that works',
    faults: [{ route: 'transactions', kind: 'html-500' }],
    path: `/checkouts/${CODE}`,
    check: async (page, mockApi) => {
      const alert = page.getByRole('alert').filter({ hasText: 'The service had an error' });
      // Transient errors are retried three times with backoff first (about 7 s).
      await expect(alert).toBeVisible({ timeout: 15_000 });
      await expect(alert).toContainText('HTTP 500');
      await mockApi.clearFaults();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(summaryLine(page)).toHaveText('37 loaded payments; all pages loaded');
    },
    // One request and three retries, then one manual retry.
    maxRequests: 5,
    failingStatus: 500,
  },
  {
    name: 'html-500 on page 2: the loaded page stays, the retry resumes there',
    faults: [{ route: 'transactions', checkoutCode: PAGED, page: 2, kind: 'html-500', times: 4 }],
    path: `/checkouts/${PAGED}`,
    check: async (page) => {
      await expect(summaryLine(page)).toHaveText('50 loaded payments; more on the server');
      await page.getByRole('button', { name: 'Load more' }).click();
      const retry = page.getByRole('button', { name: 'Retry page 2' });
      await expect(retry).toBeVisible({ timeout: 15_000 });
      await expect(rows(page).nth(1)).toBeVisible();
      await expect(summaryLine(page)).toHaveText('50 loaded payments; more on the server');
      await retry.click();
      await expect(summaryLine(page)).toHaveText('100 loaded payments; more on the server');
    },
    maxRequests: 6,
    failingStatus: 500,
  },
  {
    name: 'failed-envelope-200: the server message, no retry loop',
    faults: [{ route: 'transactions', kind: 'failed-envelope-200' }],
    path: `/checkouts/${CODE}`,
    check: async (page) => {
      const alert = page.getByRole('alert').filter({ hasText: 'The service refused the request' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('Checkout is locked');
    },
    maxRequests: 1,
  },
  {
    name: 'malformed-json: an unreadable answer, said so',
    faults: [{ route: 'transactions', kind: 'malformed-json' }],
    path: `/checkouts/${CODE}`,
    check: async (page) => {
      await expect(
        page.getByRole('alert').filter({ hasText: 'The service sent an unreadable answer' }),
      ).toBeVisible();
    },
    maxRequests: 1,
  },
  {
    name: 'record-missing-fields: a warning, the other records shown',
    faults: [{ route: 'transactions', kind: 'record-missing-fields' }],
    path: `/checkouts/${CODE}`,
    check: async (page) => {
      await expect(page.getByText('1 record could not be read')).toBeVisible();
      await expect(summaryLine(page)).toHaveText('36 loaded payments; all pages loaded');
      await page.getByText('Show the reasons').click();
      await expect(page.getByText(/Page 1, record 1: .*hash/)).toBeVisible();
    },
    maxRequests: 1,
  },
  {
    name: 'unknown-status: kept and shown as text',
    faults: [{ route: 'transactions', kind: 'unknown-status' }],
    path: `/checkouts/${CODE}`,
    check: async (page) => {
      await expect(summaryLine(page)).toHaveText('37 loaded payments; all pages loaded');
      await expect(
        page
          .getByRole('table', { name: /^Payments of checkout/ })
          .getByText('Refunded', { exact: true }),
      ).toBeVisible();
    },
    maxRequests: 1,
  },
  {
    name: 'javascript-hashlink: the hash is text, not a link',
    faults: [{ route: 'transactions', kind: 'javascript-hashlink' }],
    path: `/checkouts/${CODE}`,
    check: async (page) => {
      await expect(summaryLine(page)).toHaveText('37 loaded payments; all pages loaded');
      await expect(page.getByTitle('Not a web link: javascript:alert(1)').first()).toBeVisible();
      await expect(page.locator('a[href^="javascript" i]')).toHaveCount(0);
    },
    maxRequests: 1,
  },
  {
    name: 'html-in-names: the name is text',
    faults: [{ route: 'transactions', kind: 'html-in-names' }],
    path: `/checkouts/${CODE}`,
    check: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        '<img src=x onerror=alert(1)><b>Bold</b>',
      );
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
    },
    maxRequests: 1,
  },
  ...(['next-missing', 'next-null', 'next-zero', 'next-equals-current'] as const).map(
    (kind): FaultCase => ({
      name: `${kind} on page 1 of 3: paging stops there, the page is shown`,
      faults: [{ route: 'transactions', checkoutCode: PAGED, page: 1, kind }],
      path: `/checkouts/${PAGED}`,
      check: async (page, mockApi) => {
        await expect(summaryLine(page)).toHaveText('50 loaded payments; all pages loaded');
        await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
        // Scrolling to the end asks for nothing more either.
        const table = page.getByRole('table', { name: /^Payments of checkout/ });
        await scrollToEnd(page);
        // The last record's row is rendered: the table has seen the end (row 1 = header).
        await expect(table.getByRole('row').last()).toHaveAttribute('aria-rowindex', '51');
        await page.clock.runFor(QUIET_WINDOW_MS);
        // Refresh re-reads page 1: the barrier (see QUIET_WINDOW_MS).
        const before = (await requestedPages(mockApi)).length;
        await page.getByRole('button', { name: 'Refresh', exact: true }).click();
        // Page 1 only, read again by Refresh. On a slow run the real seconds of loading
        // and scrolling plus the quiet window reach the 10 s live check, which reads page
        // 1 once more: a request of its own, not paging.
        await expect
          .poll(async () => (await requestedPages(mockApi)).length)
          .toBeGreaterThan(before);
        const pages = await requestedPages(mockApi);
        expect(pages).toEqual(new Array(pages.length).fill(1));
      },
      maxRequests: 3,
      clock: true,
    }),
  ),
  {
    name: 'endless-next: Load all shows progress and can be cancelled; requests stop',
    faults: [{ route: 'transactions', checkoutCode: 'hoodie-drop', kind: 'endless-next' }],
    path: '/checkouts/hoodie-drop',
    check: async (page, mockApi) => {
      await expect(summaryLine(page)).toHaveText('50 loaded payments; more on the server');
      await page.getByRole('button', { name: 'Load all' }).click();
      const progress = page.getByText(/Loading all pages: [\d,]+ pages, [\d,]+ payments so far/);
      await expect(progress).toBeVisible();
      await expect(progress).toContainText(/Loading all pages: ([3-9]|\d\d+) pages/);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(progress).toBeHidden();
      await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
      await expect(rows(page).nth(1)).toBeVisible();
      const summary = (await summaryLine(page).textContent()) ?? '';
      // Counts carry thousands separators ("1,050").
      const loaded = Number(/^([\d,]+) loaded/.exec(summary)?.[1]?.replaceAll(',', ''));
      expect(loaded % 50, summary).toBe(0);
      const pages = loaded / 50;

      // Requests stop: every timer of the window runs, then Load more is the barrier
      // (see QUIET_WINDOW_MS) and asks for the next page.
      await page.clock.runFor(QUIET_WINDOW_MS);
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(summaryLine(page)).toHaveText(
        `${(loaded + 50).toLocaleString('en-US')} loaded payments; more on the server`,
      );
      const requested = await requestedPages(mockApi);
      // Pages 1..N once each; then page N + 1, once for Load more and at most once more
      // (the request Cancel stopped on its way). Nothing after the barrier's page.
      expect(requested.slice(0, pages)).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
      // The clock flows: on a slow machine Load all and the window pass the 10 s live
      // check of the first page (this checkout has Pending payments). That check is the
      // live policy, not paging: at most one, and only of page 1.
      const liveChecks = requested.slice(pages).filter((page) => page === 1);
      expect(liveChecks.length).toBeLessThanOrEqual(1);
      const after = requested.slice(pages).filter((page) => page !== 1);
      expect(after.length, `requests after page ${pages}: ${after.join(', ')}`).toBeLessThanOrEqual(
        2,
      );
      expect(after).toEqual(after.map(() => pages + 1));
      expect(after.length).toBeGreaterThan(0);
    },
    // Bounded by the cancel: a handful of pages at most in the time it takes.
    maxRequests: 60,
    clock: true,
  },
  {
    name: 'long-decimals: 30-digit values shown exactly',
    faults: [{ route: 'transactions', kind: 'long-decimals' }],
    path: '/checkouts/hoodie-drop',
    check: async (page) => {
      await expect(summaryLine(page)).toHaveText('8 loaded payments; all pages loaded');
      // Too long for the columns side by side: a card each, every digit shown.
      const list = page.locator('[aria-label^="Payments of checkout"]');
      await expect(list.getByText(/^123,456,789,012,345\.12345678901234\d/).first()).toBeVisible();
      await expect(
        list.getByText('$123,456,789,012,345,123,456,789,012,345.12').first(),
      ).toBeVisible();
      await list.locator('[data-row-index="0"]').first().click();
      const drawer = page.getByRole('dialog', { name: /^Payment of / });
      await expect(drawer.getByText(/123,456,789,012,345\.12345678901234\d/).first()).toBeVisible();
    },
    maxRequests: 1,
  },
  {
    name: 'html-500 on the fiat catalogue: the error and a retry',
    faults: [{ route: 'fiat', kind: 'html-500', times: 4 }],
    path: '/currencies/fiat',
    check: async (page) => {
      const alert = page.getByRole('alert').filter({ hasText: 'The service had an error' });
      await expect(alert).toBeVisible({ timeout: 15_000 });
      await alert.getByRole('button', { name: /Retry|Try again/ }).click();
      await expect(page.getByRole('cell', { name: 'EUR', exact: true })).toBeVisible();
    },
    maxRequests: 5,
    failingStatus: 500,
  },
  {
    name: 'malformed-json on the crypto catalogue: said so',
    faults: [{ route: 'crypto', kind: 'malformed-json' }],
    path: '/currencies/crypto',
    check: async (page) => {
      await expect(
        page.getByRole('alert').filter({ hasText: 'The service sent an unreadable answer' }),
      ).toBeVisible();
    },
    maxRequests: 1,
  },
  {
    name: 'html-in-names on the crypto catalogue: text, the other currencies shown',
    faults: [{ route: 'crypto', kind: 'html-in-names' }],
    path: '/currencies/crypto',
    check: async (page) => {
      await expect(
        page.getByText(/<img src=x onerror=alert\(1\)><b>Bold<\/b>/).first(),
      ).toBeVisible();
      expect(await page.getByRole('button', { name: /^Copy ID \d+$/ }).count()).toBeGreaterThan(1);
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
    },
    maxRequests: 1,
  },
];

for (const testCase of CASES) {
  test(testCase.name, async ({ page, mockApi, consoleErrors }) => {
    if (testCase.name.includes('html-500')) test.setTimeout(45_000);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const fault of testCase.faults) await mockApi.addFault(fault);

    if (testCase.clock) await page.clock.install();
    await page.goto(testCase.path);
    await testCase.check(page, mockApi);

    // Never a blank page: the shell and a page heading are there.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(dialogs).toEqual([]);

    const count = await requestCount(mockApi, testCase.path);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(testCase.maxRequests);

    const failedOnPurpose = testCase.failingStatus
      ? `Failed to load resource: the server responded with a status of ${testCase.failingStatus}`
      : null;
    expect(
      consoleErrors.filter((line) => !(failedOnPurpose && line.startsWith(failedOnPurpose))),
    ).toEqual([]);
  });
}
