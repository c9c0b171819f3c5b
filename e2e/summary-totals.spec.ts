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
  const matching = firstPage.filter(selected);
  const n = count(matching.length);
  // The one status line says the figures are partial, and of which rows.
  await expect(
    page.getByText(`${n} of 50 loaded payments match; more on the server`),
  ).toBeVisible();
  await expect(page.getByText(`Totals of the ${n} that match the filters.`)).toBeVisible();
  await expectSummaryOf(page, matching, 'TRON');

  // Every loaded record is one click away, and back.
  await page.getByRole('button', { name: 'Show totals of all 50 loaded' }).click();
  await expect(
    page.getByText('Totals of all 50 loaded payments, filters not applied.'),
  ).toBeVisible();
  await expectSummaryOf(page, firstPage);
  await page.getByRole('button', { name: `Show totals of the ${n} that match` }).click();
  await expectSummaryOf(page, matching, 'TRON');

  // Load all: the same figures over all 2,500, and the label says they are complete.
  await page.getByRole('button', { name: 'Load all' }).click();
  const allMatching = all.filter(selected);
  const m = count(allMatching.length);
  await expect(page.getByText(`${m} of 2,500 loaded payments match; all pages loaded`)).toBeVisible(
    { timeout: LOAD_ALL_TIMEOUT },
  );
  await expect(page.getByText(/more on the server/)).toHaveCount(0);
  await expect(page.getByText(`Totals of the ${m} that match the filters.`)).toBeVisible();
  await expectSummaryOf(page, allMatching, 'TRON');
  expect(consoleErrors).toEqual([]);
});
