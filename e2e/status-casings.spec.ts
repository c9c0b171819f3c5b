import {
  SMALL,
  serverRecords,
  STATUSES,
  statusOf,
  showSummaryDetails,
  expectSummaryOf,
  chooseFilter,
  scan,
} from './exact-figures';
import { expect, test } from './fixtures';
import { transactionsTable } from './helpers';

/** Statuses in other casings are counted by the filter and shown canonically. Expected figures: ./exact-figures.ts. */

test('statuses in other casings are counted by the status filter and shown canonically', async ({
  page,
  mockApi,
  consoleErrors,
}) => {
  await mockApi.addFault({ route: 'transactions', checkoutCode: SMALL, kind: 'status-casing' });
  const sent = await serverRecords(SMALL);
  // The fault is on: the service sends "completed", "PENDING", ...
  expect(sent.filter((record) => !STATUSES.includes(record.status)).length).toBeGreaterThan(0);
  const completed = sent.filter((record) => statusOf(record) === 'Completed');
  expect(completed.map((record) => record.status)).toContain('COMPLETED');
  expect(completed.map((record) => record.status)).toContain('completed');

  await page.goto(`/checkouts/${SMALL}`);
  await expect(page.getByText('37 loaded payments; all pages loaded')).toBeVisible();
  await showSummaryDetails(page);
  for (const status of STATUSES) {
    const times = sent.filter((record) => statusOf(record) === status).length;
    if (times > 0)
      await expect(page.getByText(`${status}: ${times}`, { exact: true })).toBeVisible();
  }
  const unfiltered = await scan(page);
  expect(unfiltered.rowsChecked).toBe(37);
  expect(unfiltered.badgeTexts).toEqual(
    [...new Set(sent.map((record) => statusOf(record)))].sort(),
  );

  await chooseFilter(page, 'Status', 'Completed');
  const n = completed.length;
  await expect(page.getByText(`${n} of 37 loaded payments match; all pages loaded`)).toBeVisible();
  await expect(transactionsTable(page)).toHaveAttribute('aria-rowcount', String(n + 1));
  await expect(page.getByText(`Totals of the ${n} that match the filters.`)).toBeVisible();
  await expectSummaryOf(page, completed);
  const filtered = await scan(page);
  expect(filtered.rowsChecked).toBe(n);
  expect(filtered.badgeTexts).toEqual(['Completed']);
  expect(consoleErrors).toEqual([]);
});
