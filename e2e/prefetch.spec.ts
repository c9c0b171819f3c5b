import { expect, test, type MockApiControl } from './fixtures';

/** The GET requests the mock API received for one catalogue. */
async function catalogueRequests(mockApi: MockApiControl, catalogue: 'crypto' | 'fiat') {
  return (await mockApi.requests()).filter(
    (request) =>
      request.method === 'GET' &&
      new URL(request.path, 'http://mock').pathname.endsWith(`/currencies/${catalogue}`),
  );
}

// Hovering a navigation link prefetches its data, and a revisit while the
// catalogue is fresh makes no request.
test('hovering the Fiat currencies link prefetches the catalogue; a fresh revisit asks nothing', async ({
  page,
  mockApi,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await mockApi.clearRequests();

  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'Fiat currencies',
  });
  await link.hover();
  await expect.poll(async () => (await catalogueRequests(mockApi, 'fiat')).length).toBe(1);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fiat currencies' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Checkouts' })
    .click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fiat currencies' })).toBeVisible();
  expect(await catalogueRequests(mockApi, 'fiat')).toHaveLength(1);
});

// The page opened first does not wait for its code to ask for its data: the entry sends
// the request while the language's catalogue and the page's chunk download (the router,
// and so the page's loader, starts once the catalogue is in), and the page takes that
// one answer.
test("the crypto catalogue's request goes out while the page's code is still on its way", async ({
  page,
  mockApi,
}) => {
  // The language's catalogue and the page's own chunk are held back.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(en|crypto)-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/currencies/crypto');
  await expect.poll(async () => (await catalogueRequests(mockApi, 'crypto')).length).toBe(1);
  await expect(page.getByRole('table')).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Crypto currencies' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await catalogueRequests(mockApi, 'crypto')).toHaveLength(1);
});
