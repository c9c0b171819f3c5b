import { expect, test } from './fixtures';

// Hovering a navigation link prefetches its data, and a revisit while the
// catalogue is fresh makes no request.
test('hovering the Fiat currencies link prefetches the catalogue; a fresh revisit asks nothing', async ({
  page,
  mockApi,
}) => {
  const fiatRequests = async () =>
    (await mockApi.requests()).filter(
      (request) =>
        request.method === 'GET' &&
        new URL(request.path, 'http://mock').pathname.endsWith('/currencies/fiat'),
    );

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await mockApi.clearRequests();

  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'Fiat currencies',
  });
  await link.hover();
  await expect.poll(async () => (await fiatRequests()).length).toBe(1);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fiat currencies' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Checkouts' })
    .click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fiat currencies' })).toBeVisible();
  expect(await fiatRequests()).toHaveLength(1);
});
