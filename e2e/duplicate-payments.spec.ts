import type { TransactionInput } from '../src/api/schemas';
import {
  PAGED,
  LOAD_ALL_TIMEOUT,
  serverRecords,
  chainOf,
  STATUSES,
  statusOf,
  count,
  showSummaryDetails,
  expectSummaryOf,
  warnings,
} from './exact-figures';
import { expect, test } from './fixtures';
import { transactionsTable } from './helpers';

/** A payment the service sends twice, also across pages, is shown and counted once. Expected figures: ./exact-figures.ts. */

test('a payment sent twice, also across pages, is shown and counted once', async ({
  page,
  mockApi,
  consoleErrors,
}) => {
  await mockApi.addFault({ route: 'transactions', checkoutCode: PAGED, kind: 'duplicate-records' });
  const sent = await serverRecords(PAGED);
  const firstCopy = new Map<string, TransactionInput>();
  for (const record of sent) {
    const key = `${chainOf(record)}|${record.hash}`;
    const earlier = firstCopy.get(key);
    // The fault sends exact copies (not conflicting versions).
    if (earlier) expect(record).toEqual(earlier);
    else firstCopy.set(key, record);
  }
  const unique = [...firstCopy.values()];
  const copies = sent.length - unique.length;
  expect(unique).toHaveLength(120);
  expect(copies).toBeGreaterThan(1);

  await page.goto(`/checkouts/${PAGED}`);
  await showSummaryDetails(page);
  await expect(page.getByText('50 loaded payments; more on the server')).toBeVisible();
  await page.getByRole('button', { name: 'Load all' }).click();
  await expect(page.getByText('120 loaded payments; all pages loaded')).toBeVisible({
    timeout: LOAD_ALL_TIMEOUT,
  });
  await expect(warnings(page)).toContainText(
    `${copies} copies of payments already loaded (same chain, hash and details): each payment is shown and counted once.`,
  );
  await expect(transactionsTable(page)).toHaveAttribute('aria-rowcount', '121');

  await expect(page.getByText('Totals of all 120 loaded payments.')).toBeVisible();
  for (const status of STATUSES) {
    const times = unique.filter((record) => statusOf(record) === status).length;
    if (times > 0)
      await expect(page.getByText(`${status}: ${count(times)}`, { exact: true })).toBeVisible();
  }
  await expectSummaryOf(page, unique);
  expect(consoleErrors).toEqual([]);
});
