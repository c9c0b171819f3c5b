import { expect, test, MOCK_API_URL, TEST_APP_ID } from './fixtures';

test.use({ connected: false });

test('a new user saves settings pointing at the mock server and sees the fiat list', async ({
  page,
  mockApi,
}) => {
  await page.goto('/settings');
  await expect(page).toHaveTitle(/Settings/);
  // Out of the box the dashboard runs on the built-in demo data.
  await expect(page.getByText('Demo data').first()).toBeVisible();

  await page.getByLabel('API base URL').fill(MOCK_API_URL);
  await page.getByLabel('App ID', { exact: true }).fill(`  ${TEST_APP_ID}  `);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText(/Connected: the service lists \d+ fiat currencies/)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.getByRole('link', { name: 'Fiat currencies' }).click();
  await expect(page.getByRole('cell', { name: 'EUR', exact: true })).toBeVisible();

  // The requests reached the mock server over real HTTP, with the app ID header and
  // without the app ID anywhere in the URL.
  const requests = await mockApi.requests();
  const fiat = requests.filter((request) => request.path.includes('/currencies/fiat'));
  expect(fiat.length).toBeGreaterThan(0);
  for (const request of requests) expect(request.path).not.toContain(TEST_APP_ID);
  expect(page.url()).not.toContain(TEST_APP_ID);
});

test('a wrong app ID is reported with its meaning and a way to Settings', async ({ page }) => {
  await page.goto('/settings');
  await page.getByLabel('API base URL').fill(MOCK_API_URL);
  await page.getByLabel('App ID', { exact: true }).fill('not-a-real-app');
  // Save tests the connection first and says why it did not save; Save anyway keeps it.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Not saved: The app ID is not valid')).toBeVisible();
  await page.getByRole('button', { name: 'Save anyway' }).click();
  await page.getByRole('link', { name: 'Fiat currencies' }).click();
  const alert = page.getByRole('alert', { name: 'The app ID is not valid' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Open Settings' })).toBeVisible();
});

test('an invalid base URL is refused with a clear message', async ({ page }) => {
  await page.goto('/settings');
  await page.getByLabel('API base URL').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Enter an http:\/\/ or https:\/\/ URL/)).toBeVisible();
});

test('unknown addresses show the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
