import { readFile } from 'node:fs/promises';
import { expect, test, TEST_APP_ID } from './fixtures';
import { exportPayments } from './helpers';
import { SEED_CHECKOUTS, generateRecords } from '../mocks/data';
import type { Page } from '@playwright/test';

const CODE = 'conf-2026';
const conf = SEED_CHECKOUTS.find((checkout) => checkout.code === CODE)!;
/** The seed records of conf-2026, newest first, as the mock server serves them. */
const seed = generateRecords(conf);

function table(page: Page) {
  return page.getByRole('table', { name: `Payments of checkout ${CODE}` });
}

async function openCheckout(page: Page) {
  await page.goto(`/checkouts/${CODE}`);
  await expect(page.getByRole('heading', { level: 1, name: conf.name })).toBeVisible();
}

test('opens a checkout and pages to the end by scrolling', async ({ page }) => {
  await openCheckout(page);
  await expect(page.getByText('50 loaded payments; more on the server')).toBeVisible();
  // The DOM holds only the visible rows, not all 50.
  expect(await table(page).getByRole('row').count()).toBeLessThan(45);

  // Scrolling near the end fetches the next page, until there is none. The window
  // scrolls the table (one scroll container for the page).
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return page.getByText(`${conf.count} loaded payments; all pages loaded`).isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('filters by chain and status, keeps the filter on reload, exports what is shown', async ({
  page,
}) => {
  await openCheckout(page);
  await page.getByRole('button', { name: 'Load all' }).click();
  await expect(page.getByText(`${conf.count} loaded payments; all pages loaded`)).toBeVisible();

  await page.getByRole('combobox', { name: 'Chain' }).click();
  await page.getByRole('option', { name: 'ETH', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Completed', exact: true }).click();
  await page.keyboard.press('Escape');

  const expected = seed.filter(
    (record) =>
      ['eth', 'ethereum'].includes(record.chainName.toLowerCase()) && record.status === 'Completed',
  );
  const line = `${expected.length} of ${conf.count} loaded payments match; all pages loaded`;
  await expect(page.getByText(line)).toBeVisible();
  expect(decodeURIComponent(page.url())).toContain('chain=["ETH"]');
  expect(decodeURIComponent(page.url())).toContain('status=["Completed"]');

  // Reload: the filter comes back from the URL (over the first page until Load all).
  await page.reload();
  const firstPage = seed
    .slice(0, 50)
    .filter(
      (record) =>
        ['eth', 'ethereum'].includes(record.chainName.toLowerCase()) &&
        record.status === 'Completed',
    );
  await expect(
    page.getByText(`${firstPage.length} of 50 loaded payments match; more on the server`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Load all' }).click();
  await expect(page.getByText(line)).toBeVisible();

  // Export CSV: exactly the filtered rows, exact decimal strings, no app ID.
  const download = await exportPayments(page, {
    scope: 'The rows the filters select',
    format: 'CSV',
  });
  expect(download.suggestedFilename()).toMatch(
    /^checkout-conf-2026-filtered-chain-ETH_status-Completed-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(csv).not.toContain(TEST_APP_ID);
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'checkout_code,name,pricing,pricing_symbol,status,chain,chain_name,pay_symbol,amount,amount_usd,fee,from,to_count,to,hash,hash_link,updated_at_utc,updated_at_ms,updated_at_note',
  );
  expect(lines).toHaveLength(expected.length + 1);
  // Newest first, like the table; the first data row is the newest matching record.
  const newest = expected[0]!;
  expect(lines[1]).toContain(`,${newest.amount},${newest.amountUsd},${newest.fee},`);
  expect(lines[1]).toContain(newest.hash);
  expect(lines[1]).toContain(new Date(newest.updatedAt).toISOString());
});

test('opens the details of a row', async ({ page }) => {
  await openCheckout(page);
  const newest = seed[0]!;
  await table(page).getByRole('row').nth(1).click();
  const dialog = page.getByRole('dialog', { name: /^Payment of / });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(newest.hash, { exact: true })).toBeVisible();
  await expect(
    dialog.getByRole('heading', { name: `Recipients (${newest.to.length})` }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy for support' })).toBeVisible();
  await expect(dialog.getByText('Checks on this payment')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Keyboard: Enter on a focused row opens it too.
  await table(page).getByRole('row').nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(seed[1]!.hash, { exact: true })).toBeVisible();
});

test('a failing page keeps the loaded ones, and the retry resumes from it', async ({
  page,
  mockApi,
}) => {
  test.setTimeout(60_000);
  await mockApi.addFault({
    route: 'transactions',
    checkoutCode: CODE,
    page: 2,
    kind: 'json-500',
    times: 4,
  });
  await openCheckout(page);
  await page.getByRole('button', { name: 'Load more' }).click();
  // The client retries a 5xx three times with backoff before it gives up (~7 s).
  const alert = page.getByRole('alert').filter({ hasText: 'The service had an error' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('50 loaded payments; more on the server')).toBeVisible();
  await mockApi.clearRequests();
  await alert.getByRole('button', { name: 'Retry page 2' }).click();
  await expect(page.getByText('100 loaded payments; more on the server')).toBeVisible();
  // The retry asked for page 2, not for the first page again. (A later poll of the
  // loaded pages, while something is Pending, may follow it.)
  const paths = (await mockApi.requests()).map((request) => request.path);
  expect(paths[0]).toBe(`/v1/checkout/transactions/${CODE}/2`);
});
