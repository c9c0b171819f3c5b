import type { Page } from '@playwright/test';
import { expect, test, type MockApiControl } from './fixtures';

const CODE = 'hoodie-drop';
const SUCCESS_MSG = `Checkout ${CODE} disabled successfully`;

async function disableRequests(mockApi: MockApiControl) {
  return (await mockApi.requests()).filter((request) => request.method === 'PATCH');
}

async function openCheckout(page: Page) {
  await page.goto(`/checkouts/${CODE}`);
  const trigger = page.getByRole('button', { name: 'Disable checkout', exact: true });
  await expect(trigger).toBeVisible();
  return trigger;
}

test('disabling shows the server message and the Disabled badge, and sends one PATCH', async ({
  page,
  mockApi,
  consoleErrors,
}) => {
  const trigger = await openCheckout(page);
  const transactionGets = async () =>
    (await mockApi.requests()).filter((request) =>
      request.path.startsWith(`/v1/checkout/transactions/${CODE}`),
    ).length;
  await expect.poll(transactionGets).toBeGreaterThan(0);
  const before = await transactionGets();
  await trigger.click();

  const dialog = page.getByRole('dialog', { name: `Disable checkout ${CODE}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Customers can no longer pay on this checkout page');
  await expect(dialog).toContainText(/loaded payments?\)/);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();

  await dialog.getByRole('button', { name: 'Disable', exact: true }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: SUCCESS_MSG })).toBeVisible();
  await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(page.getByText(/disabled from this browser on/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disabled from this browser' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  const patches = await disableRequests(mockApi);
  expect(patches).toHaveLength(1);
  expect(patches[0]).toMatchObject({ path: `/v1/checkout/disable/${CODE}`, appIdPresent: true });
  // The checkout's transactions were refetched after the disable.
  await expect.poll(transactionGets).toBeGreaterThan(before);

  // The record is this browser's: it is still there after a reload.
  await page.reload();
  await expect(page.getByText(/disabled from this browser on/)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a double click on Disable sends exactly one PATCH', async ({ page, mockApi }) => {
  // A slow answer keeps the request in flight while the second click lands.
  await mockApi.addFault({ route: 'disable', kind: 'latency', latencyMs: 800 });
  await (await openCheckout(page)).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Disable', exact: true }).dblclick();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: SUCCESS_MSG })).toBeVisible();
  expect(await disableRequests(mockApi)).toHaveLength(1);
});

test('a failure keeps the dialog open with the message, and records nothing', async ({
  page,
  mockApi,
}) => {
  await mockApi.addFault({ route: 'disable', kind: 'failed-envelope-200' });
  await (await openCheckout(page)).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Disable', exact: true }).click();

  await expect(dialog.getByRole('alert')).toContainText('Checkout is locked');
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  expect(await disableRequests(mockApi)).toHaveLength(1);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/disabled from this browser on/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Disable checkout', exact: true })).toBeVisible();
  expect(await disableRequests(mockApi)).toHaveLength(1);
});

test('Escape cancels and sends nothing; focus returns to the button', async ({ page, mockApi }) => {
  const trigger = await openCheckout(page);
  await trigger.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(await disableRequests(mockApi)).toHaveLength(0);
});

test('keyboard only: Tab to the button, Enter, Tab to Disable, Enter', async ({
  page,
  mockApi,
}) => {
  const trigger = await openCheckout(page);
  // Tab through the page until the button has focus, as a keyboard user would.
  for (let step = 0; step < 60; step += 1) {
    if (await trigger.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Disable', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: SUCCESS_MSG })).toBeVisible();
  await expect(page.getByText(/disabled from this browser on/)).toBeVisible();
  expect(await disableRequests(mockApi)).toHaveLength(1);
});
