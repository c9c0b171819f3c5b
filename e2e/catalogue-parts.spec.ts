import { expect, test } from './fixtures';
import { message } from './messages';

/**
 * The payments' messages (the catalogue's payments part, src/i18n/i18n.ts) download only
 * when a payments view is first shown: a catalogue page never fetches them, and a
 * checkout opened from it, in the language chosen there, shows them in that language.
 */

test.use({ locale: 'en-US', connected: false, viewport: { width: 1366, height: 768 } });

test('a catalogue page leaves the payments’ messages out; a checkout opened from it brings them, in its language', async ({
  page,
  consoleErrors,
}) => {
  const parts: string[] = [];
  page.on('request', (request) => {
    const part = /\/assets\/(core|payments)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (part) parts.push(part[1]!);
  });

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
