import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The transactions table of a checkout page. */
export const transactionsTable = (page: Page): Locator =>
  page.getByRole('table', { name: /^Transactions of checkout/ });

/** The first record's row (row 0 is the header row). */
export const firstRecordRow = (page: Page): Locator =>
  transactionsTable(page).getByRole('row').nth(1);

/** Waits until the checkout page's table shows a record. */
export async function waitForRecords(page: Page): Promise<void> {
  await expect(firstRecordRow(page)).toBeVisible();
}

/** Opens the first record's details drawer with a click on its first cell. */
export async function openFirstRecord(page: Page): Promise<Locator> {
  await firstRecordRow(page).getByRole('cell').first().click();
  const drawer = page.getByRole('dialog', { name: 'Transaction details' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Opens the Disable checkout confirmation from the checkout page header. */
export async function openDisableDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Disable checkout', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Disable checkout/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Waits until the crypto catalogue lists currencies (each has a Copy ID button). */
export async function waitForCryptoCatalogue(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Copy ID \d+$/ }).first()).toBeVisible();
}

/** Waits until the fiat catalogue lists EUR. */
export async function waitForFiatCatalogue(page: Page): Promise<void> {
  await expect(page.getByRole('cell', { name: 'EUR', exact: true })).toBeVisible();
}
