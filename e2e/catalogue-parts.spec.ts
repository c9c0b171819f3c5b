import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openExportDialog } from './helpers';
import { message } from './messages';

/**
 * Each page downloads the messages it shows (src/i18n/i18n.ts): the catalogue's core
 * with every first page, and each other part with the pages or dialog it serves. The
 * payments' messages come only when a payments view is first shown: a catalogue page
 * never fetches them, and a checkout opened from it, in the language chosen there,
 * shows them in that language.
 */

test.use({ locale: 'en-US', connected: false, viewport: { width: 1366, height: 768 } });

const PART =
  /\/assets\/(core|payments|currency-pages|settings-pages|palette-dialog|export-dialog|watchlist-page)-[\w-]{8}\.js$/;

/** The catalogue parts the page asks for, in the order asked. */
function partsAskedFor(page: Page): string[] {
  const parts: string[] = [];
  page.on('request', (request) => {
    const part = PART.exec(new URL(request.url()).pathname)?.[1];
    if (part) parts.push(part);
  });
  return parts;
}

test('a catalogue page leaves the payments’ messages out; a checkout opened from it brings them, in its language', async ({
  page,
  consoleErrors,
}) => {
  const parts = partsAskedFor(page);

  await page.goto('/currencies/crypto');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // English, then Spanish: the core and the currency pages' part of each, nothing of the
  // payments.
  expect(parts).toEqual(['core', 'currency-pages', 'core', 'currency-pages']);

  // Within the page (no reload): home, then the checkout code form.
  await page.getByRole('link', { name: message('es', 'shell.navCheckouts'), exact: true }).click();
  await page.getByLabel(message('es', 'checkouts.codeLabel')).fill('coffee-club');
  await page.getByRole('button', { name: message('es', 'checkouts.open'), exact: true }).click();
  await expect(
    page.getByRole('button', { name: message('es', 'payment-filters.export') }),
  ).toBeVisible();
  await expect(page.locator('[data-row-index="0"]').first()).toBeVisible();
  expect(parts).toEqual(['core', 'currency-pages', 'core', 'currency-pages', 'payments']);
  // No message was asked for before its part was in (src/i18n/i18n.ts reports it).
  expect(consoleErrors).toEqual([]);
});

test("a checkout's first load downloads only the messages it shows; the export dialog brings its own", async ({
  page,
  consoleErrors,
}) => {
  const parts = partsAskedFor(page);
  await page.goto('/checkouts/coffee-club');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // What loads once the first screen is up (the chart, the details' code) is in too.
  await page.waitForLoadState('networkidle');
  expect(parts).toEqual(['core', 'payments']);

  const dialog = await openExportDialog(page);
  await expect(dialog.getByRole('radio', { name: /^All payments/ })).toBeVisible();
  expect(parts).toEqual(['core', 'payments', 'export-dialog']);
  expect(consoleErrors).toEqual([]);
});

for (const { path, heading, part } of [
  { path: '/currencies/crypto', heading: 'Crypto currencies', part: 'currency-pages' },
  { path: '/settings', heading: 'Settings', part: 'settings-pages' },
  { path: '/watch', heading: 'Watchlist', part: 'watchlist-page' },
]) {
  test(`${path}, opened first, asks for its messages with the core and shows them`, async ({
    page,
    consoleErrors,
  }) => {
    const parts = partsAskedFor(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(parts).toContain(part);
    expect(parts.slice(0, 1)).toEqual(['core']);
    expect(parts).not.toContain('export-dialog');
    expect(consoleErrors).toEqual([]);
  });
}

test('the command palette and the crypto page, reached from another page, bring their messages', async ({
  page,
  consoleErrors,
}) => {
  const parts = partsAskedFor(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkouts' })).toBeVisible();
  expect(parts).not.toContain('palette-dialog');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('textbox', { name: 'Checkout code or page' })).toBeVisible();
  expect(parts).toContain('palette-dialog');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Crypto currencies' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crypto currencies' })).toBeVisible();
  expect(parts).toContain('currency-pages');
  expect(consoleErrors).toEqual([]);
});
