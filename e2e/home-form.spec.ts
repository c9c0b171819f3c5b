import { expect, test } from './fixtures';
import { boxOf } from './helpers';

/** The checkout code form on the home page lines up, also with its error. */

test.use({ viewport: { width: 1366, height: 768 } });

test('the Open button lines up with the checkout code field', async ({ page }, testInfo) => {
  await page.goto('/');
  const input = page.getByLabel('Checkout code');
  const open = page.getByRole('button', { name: 'Open', exact: true });
  await expect(open).toBeVisible();
  const field = await boxOf(input);
  const button = await boxOf(open);
  await testInfo.attach('home form', {
    body: await page.locator('form[aria-label="Open a checkout"]').screenshot(),
    contentType: 'image/png',
  });
  expect(Math.abs(button.y - field.y), 'tops').toBeLessThanOrEqual(1);
  expect(
    Math.abs(button.y + button.height - (field.y + field.height)),
    'bottoms',
  ).toBeLessThanOrEqual(1);

  // With the error below the field, still in line.
  await open.click();
  await expect(page.getByText(/Enter a checkout code/)).toBeVisible();
  expect(Math.abs((await boxOf(open)).y - (await boxOf(input)).y)).toBeLessThanOrEqual(1);
});
