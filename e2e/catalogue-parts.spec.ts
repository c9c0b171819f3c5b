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
  /\/assets\/(core|payments|palette-dialog|export-dialog|views-dialog|watchlist-page|settings-transfer)-[\w-]{8}\.js$/;

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
  // English, then Spanish: the core of each, nothing of the payments.
  expect(parts).toEqual(['core', 'core']);

  // Within the page (no reload): home, then the checkout code form.
  await page.getByRole('link', { name: message('es', 'shell.navCheckouts'), exact: true }).click();
  await page.getByLabel(message('es', 'checkouts.codeLabel')).fill('coffee-club');
  await page.getByRole('button', { name: message('es', 'checkouts.open'), exact: true }).click();
  await expect(
    page.getByRole('button', { name: message('es', 'payment-filters.export') }),
  ).toBeVisible();
  await expect(page.locator('[data-row-index="0"]').first()).toBeVisible();
  expect(parts).toEqual(['core', 'core', 'payments']);
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

// A page that can be opened first has its messages in the core, or asks for its parts
// as the entry runs, beside the core: never a request more before its first paint.
for (const { path, heading, parts: expected } of [
  { path: '/currencies/crypto', heading: 'Crypto currencies', parts: ['core'] },
  // Its export and import section comes after the form is drawn, with its part.
  { path: '/settings', heading: 'Settings', parts: ['core', 'settings-transfer'] },
  { path: '/watch', heading: 'Watchlist', parts: ['core', 'payments', 'watchlist-page'] },
]) {
  test(`${path}, opened first, asks for ${expected.join(', ')} and shows their messages`, async ({
    page,
    consoleErrors,
  }) => {
    const parts = partsAskedFor(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(parts).toEqual(expected);
    expect(consoleErrors).toEqual([]);
  });
}

test('the command palette and the watchlist, reached from another page, bring their messages', async ({
  page,
  consoleErrors,
}) => {
  const parts = partsAskedFor(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkouts' })).toBeVisible();
  expect(parts).toEqual(['core']);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('textbox', { name: 'Checkout code or page' })).toBeVisible();
  expect(parts).toEqual(['core', 'palette-dialog']);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Watchlist' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeVisible();
  expect([...parts].sort()).toEqual(['core', 'palette-dialog', 'payments', 'watchlist-page']);
  expect(consoleErrors).toEqual([]);
});
