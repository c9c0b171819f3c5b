import type { TransactionInput } from '../src/api/schemas';
import {
  BIG,
  LOAD_ALL_TIMEOUT,
  serverRecords,
  chainOf,
  statusOf,
  count,
  showSummaryDetails,
  expectSummaryOf,
} from './exact-figures';
import { expect, test } from './fixtures';

/** The Summary covers exactly the filtered rows, per token, before and after every page is loaded. Expected figures: ./exact-figures.ts. */

test('the filtered Summary equals a hand sum of exactly the filtered rows, per token', async ({
  page,
  consoleErrors,
}) => {
  const selected = (record: TransactionInput) =>
    chainOf(record) === 'TRON' && statusOf(record) === 'Completed';
  const firstPage = await serverRecords(BIG, 1);
  const all = await serverRecords(BIG);
  expect(firstPage).toHaveLength(50);
  expect(all).toHaveLength(2500);

  await page.goto(`/checkouts/${BIG}?chain=TRON&status=Completed`);
  await showSummaryDetails(page);
  await expect(page.getByText('Partial: 50 loaded, more on the server')).toBeVisible();
  const matching = firstPage.filter(selected);
  const n = count(matching.length);
  await expect(
    page.getByText(`${n} of 50 loaded transactions match the filters; totals of these ${n}.`),
  ).toBeVisible();
  await expectSummaryOf(page, matching, 'TRON');

  // Every loaded record is one click away, and back.
  await page.getByRole('button', { name: 'Show totals of all 50 loaded' }).click();
  await expect(
    page.getByText('Totals of all 50 loaded transactions, filters not applied.'),
  ).toBeVisible();
  await expectSummaryOf(page, firstPage);
  await page.getByRole('button', { name: `Show totals of the ${n} that match` }).click();
  await expectSummaryOf(page, matching, 'TRON');

  // Load all: the same figures over all 2,500, and the label says they are complete.
  await page.getByRole('button', { name: 'Load all' }).click();
  await expect(page.getByText('All 2,500 transactions loaded')).toBeVisible({
    timeout: LOAD_ALL_TIMEOUT,
  });
  await expect(page.getByText(/^Partial:/)).toHaveCount(0);
  const allMatching = all.filter(selected);
  const m = count(allMatching.length);
  await expect(
    page.getByText(`${m} of 2,500 loaded transactions match the filters; totals of these ${m}.`),
  ).toBeVisible();
  await expectSummaryOf(page, allMatching, 'TRON');
  expect(consoleErrors).toEqual([]);
});
