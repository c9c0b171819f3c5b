import { readFile } from 'node:fs/promises';
import {
  BIG,
  SMALL,
  NOT_ADDED,
  LOAD_ALL_TIMEOUT,
  serverRecords,
  expectedTokenRows,
  sum,
  chainOf,
  statusOf,
  count,
  readCsv,
  csvFacts,
  recordFacts,
  byHash,
  browserDate,
  chooseFilter,
  tokenLabelOf,
} from './exact-figures';
import { expect, test } from './fixtures';
import { exportPayments, openExportDialog } from './helpers';

/** Exports say their scope and hold every payment they claim. Expected figures: ./exact-figures.ts. */

/** What an export says of an unknown token's totals (in English, whatever the language). */
const UNKNOWN_TOKEN_NOTE =
  'The service did not name the token of these payments, so their amounts are not added up; their USD values are.';

test('"All payments" after a partial load writes every payment; a filtered export names its filters', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const all = await serverRecords(BIG);
  expect(all).toHaveLength(2500);
  await page.goto(`/checkouts/${BIG}`);
  await expect(page.getByText('50 loaded payments; more on the server')).toBeVisible();
  const today = await browserDate(page);

  let dialog = await openExportDialog(page);
  await expect(dialog.getByRole('radio', { name: 'All payments of this checkout' })).toBeChecked();
  await expect(
    dialog.getByText(
      'Loads the remaining pages first (50 payments loaded so far), then writes every payment.',
    ),
  ).toBeVisible();
  // The file name is shown before anything is written.
  const allName = `checkout-${BIG}-all-${today}.csv`;
  await expect(dialog.getByText(allName, { exact: true })).toBeVisible();

  let downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export CSV' }).click();
  let download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(allName);
  await expect(dialog.getByRole('status').filter({ hasText: 'Wrote' })).toHaveText(
    `Wrote 2,500 payments to ${allName}: every payment of the checkout.`,
  );
  let rows = await readCsv(download);
  expect(rows).toHaveLength(2500);
  expect(new Set(rows.map((row) => row.hash)).size).toBe(2500);
  expect(byHash(rows.map(csvFacts))).toEqual(byHash(all.map(recordFacts)));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Loading every page for the export left them loaded.
  await expect(page.getByText('2,500 loaded payments; all pages loaded')).toBeVisible({
    timeout: LOAD_ALL_TIMEOUT,
  });

  // A filtered export: its name carries the filters, its rows are exactly the filtered ones.
  await chooseFilter(page, 'Chain', 'TRON');
  await chooseFilter(page, 'Status', 'Completed');
  const selected = all.filter(
    (record) => chainOf(record) === 'TRON' && statusOf(record) === 'Completed',
  );
  const n = count(selected.length);
  await expect(
    page.getByText(`${n} of 2,500 loaded payments match; all pages loaded`),
  ).toBeVisible();

  dialog = await openExportDialog(page);
  await dialog.getByRole('radio', { name: 'The rows the filters select' }).check();
  await expect(
    dialog.getByText(`${n} of 2,500 loaded payments, as sorted on screen.`),
  ).toBeVisible();
  const filteredName = `checkout-${BIG}-filtered-chain-TRON_status-Completed-${today}.csv`;
  await expect(dialog.getByText(filteredName, { exact: true })).toBeVisible();
  await expect(dialog.getByText(`· ${n} payments`)).toBeVisible();

  downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export CSV' }).click();
  download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(filteredName);
  await expect(dialog.getByRole('status').filter({ hasText: 'Wrote' })).toHaveText(
    `Wrote ${n} payments to ${filteredName}.`,
  );
  rows = await readCsv(download);
  expect(rows).toHaveLength(selected.length);
  expect(byHash(rows.map(csvFacts))).toEqual(byHash(selected.map(recordFacts)));
  expect(consoleErrors).toEqual([]);
});

test("a JSON export's completed totals add up each named token exactly, never an unknown token's amounts, and say why", async ({
  page,
  consoleErrors,
}) => {
  const records = await serverRecords(SMALL);
  expect(records).toHaveLength(37);
  await page.goto(`/checkouts/${SMALL}`);
  await expect(page.getByText('37 loaded payments; all pages loaded')).toBeVisible();
  const download = await exportPayments(page, { format: 'JSON' });
  const body = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    count: number;
    completedTotals: Record<string, unknown>[];
    completedUsd: string;
  };
  expect(body.count).toBe(37);

  // The file's decimals as plain decimal text (a figure that is not one fails here).
  const exact = (value: unknown) => (typeof value === 'string' ? sum([value]) : value);
  const written = body.completedTotals.map((row) => ({
    ...row,
    amount: exact(row.amount),
    fee: exact(row.fee),
    amountUsd: exact(row.amountUsd),
  }));
  // Hand sums per token: a chain and a pay symbol; an unknown token's amounts and fees
  // are not added (null), and its entry says why.
  const completed = records.filter((record) => statusOf(record) === 'Completed');
  const expected = expectedTokenRows(records).map((row) => {
    const record = completed.find((item) => tokenLabelOf(item) === row.token)!;
    const unknown = row.amount === NOT_ADDED;
    return {
      token: row.token,
      chain: chainOf(record),
      paySymbol: unknown ? null : record.paySymbol!.trim(),
      payments: Number(row.payments),
      amount: unknown ? null : row.amount,
      fee: unknown ? null : row.fee,
      amountUsd: row.usd,
      ...(unknown ? { note: UNKNOWN_TOKEN_NOTE } : {}),
    };
  });
  expect(expected.filter((row) => row.amount === null).length).toBeGreaterThan(0);
  expect(expected.filter((row) => row.amount !== null).length).toBeGreaterThan(1);
  const byToken = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    String(a.token).localeCompare(String(b.token));
  // toStrictEqual: a named token's entry has no note, and no field more or less.
  expect(written.sort(byToken)).toStrictEqual(expected.sort(byToken));
  expect(exact(body.completedUsd)).toBe(sum(completed.map((record) => record.amountUsd)));
  expect(consoleErrors).toEqual([]);
});
