import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Settings: Save tests the connection first and says why it cannot save. */

test.use({ viewport: { width: 1366, height: 768 } });

/** What this browser stored as profiles (this tab's and the remembered ones). */
const storedSettings = (page: Page) =>
  page.evaluate(
    () =>
      `${sessionStorage.getItem('checkout-dashboard.session-profiles') ?? ''}${
        localStorage.getItem('checkout-dashboard.profiles') ?? ''
      }`,
  );

test.describe('Settings', () => {
  test('a wrong app ID: the old result goes, Save says why and offers Save anyway', async ({
    page,
  }) => {
    await page.goto('/settings');
    const appId = page.getByLabel('App ID', { exact: true });
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByText('Connection works')).toBeVisible();

    await appId.fill('not-an-app-id');
    await expect(page.getByText('Connection works')).toHaveCount(0);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Not saved: The app ID is not valid')).toBeVisible();
    await expect(appId).toHaveValue('not-an-app-id');
    await expect(page.getByText('Settings saved', { exact: true })).toHaveCount(0);
    expect(await storedSettings(page)).not.toContain('not-an-app-id');

    await page.getByRole('button', { name: 'Save anyway' }).click();
    await expect(page.getByText('Settings saved without a working connection')).toBeVisible();
    await expect(appId).toHaveValue('not-an-app-id');
    expect(await storedSettings(page)).toContain('not-an-app-id');
  });

  test('plain http to another computer needs a confirmation, then the header warns while in use', async ({
    page,
  }) => {
    await page.goto('/settings');
    await page.getByLabel('API base URL').fill('http://api.example.invalid/v1');
    const confirm = page.getByRole('checkbox', {
      name: 'I understand the app ID travels unencrypted to this address',
    });
    await expect(confirm).not.toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/the app ID would travel unencrypted/)).toBeVisible();
    expect(await storedSettings(page)).not.toContain('api.example.invalid');

    await confirm.check();
    await page.getByRole('button', { name: 'Save' }).click();
    // Nothing answers there: saved anyway, on purpose.
    await page.getByRole('button', { name: 'Save anyway' }).click();
    await expect(page.getByText('Settings saved without a working connection')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Unencrypted' })).toBeVisible();

    // Back to the local mock over http: allowed without a word, and no warning.
    await page.getByLabel('API base URL').fill('http://127.0.0.1:1/v1');
    await expect(confirm).toHaveCount(0);
  });

  test('shows no developer proxy instructions', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByLabel('API base URL')).toBeVisible();
    await expect(page.getByText(/proxy|API_PROXY_TARGET/i)).toHaveCount(0);
  });
});
