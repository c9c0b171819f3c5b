import {
  BIG,
  LOAD_ALL_TIMEOUT,
  serverRecords,
  chainOf,
  statusOf,
  count,
  readCsv,
  csvFacts,
  recordFacts,
  byHash,
  browserDate,
  chooseFilter,
} from './exact-figures';
import { expect, test } from './fixtures';
import { openExportDialog } from './helpers';

/** Exports say their scope and hold every payment they claim. Expected figures: ./exact-figures.ts. */

test('"All payments" after a partial load writes every payment; a filtered export names its filters', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const all = await serverRecords(BIG);
  expect(all).toHaveLength(2500);
  await page.goto(`/checkouts/${BIG}`);
  await expect(page.getByText('50 loaded transactions; more on the server')).toBeVisible();
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
  await expect(page.getByText('2,500 loaded transactions; all pages loaded')).toBeVisible({
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
    page.getByText(`${n} of 2,500 loaded transactions match; all pages loaded`),
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
