import { expect, test } from './fixtures';

const SPECIAL_CODE = 'a/b?c#d%';

test('opens a checkout code with special characters from the home field', async ({
  page,
  mockApi,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Checkouts', level: 1 })).toBeVisible();
  await expect(page.getByText(/does not list your checkouts/i)).toBeVisible();

  // Empty input: a clear message, no navigation.
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByText('Enter a checkout code')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByLabel('Checkout code').fill(`  ${SPECIAL_CODE}  `);
  await page.getByLabel('Checkout code').press('Enter');

  // One percent-encoded path segment in the address bar and in the API request.
  await expect(page).toHaveURL(/\/checkouts\/a%2Fb%3Fc%23d%25$/);
  // The mock knows no such checkout: the page says so and names the code, intact.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unknown checkout code');
  await expect(page.getByText(`no checkout with the code ${SPECIAL_CODE}`)).toBeVisible();
  await expect
    .poll(async () => (await mockApi.requests()).map((request) => request.path))
    .toContainEqual(expect.stringMatching(/\/checkout\/transactions\/a%2Fb%3Fc%23d%25(\/|$)/));

  // Reload keeps the code intact.
  await page.reload();
  await expect(page.getByText(`no checkout with the code ${SPECIAL_CODE}`)).toBeVisible();

  // A code the service does not know is not recorded as a recent checkout.
  await page.getByRole('link', { name: 'Checkouts', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Checkouts', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent checkouts' })).toHaveCount(0);
  await expect(page.getByText(SPECIAL_CODE)).toHaveCount(0);
});

test('recent checkouts show names once loaded, pin and remove', async ({ page }) => {
  await page.goto('/');
  for (const [code, name] of [
    ['coffee-club', 'Coffee Club subscription'],
    ['conf-2026', 'DevConf 2026 ticket'],
  ] as const) {
    await page.getByLabel('Checkout code').fill(code);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    // The name comes from the loaded records.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.getByRole('link', { name: 'Checkouts', exact: true }).click();
  }

  const recent = page.getByRole('list', { name: 'Recent checkouts' });
  const items = recent.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('DevConf 2026 ticket');
  await expect(items.nth(1)).toContainText('Coffee Club subscription');
  await expect(items.nth(1)).toContainText('coffee-club');

  // Pin the older one: it moves first and stays pinned after a reload.
  await page.getByRole('button', { name: 'Pin coffee-club' }).click();
  await expect(items.nth(0)).toContainText('Coffee Club subscription');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Unpin coffee-club' })).toBeVisible();
  await expect(items.nth(0)).toContainText('Coffee Club subscription');

  await page.getByRole('button', { name: 'Remove conf-2026' }).click();
  await expect(items).toHaveCount(1);
  await expect(recent).not.toContainText('DevConf');
  await page.reload();
  await expect(items).toHaveCount(1);
});

// A first visit has no recent checkouts, so their rows' code (and their menus') loads only
// when there are some; meanwhile the list keeps the rows' room, at a phone's width too.
for (const width of [390, 1366]) {
  test(`recent checkouts keep their room while their rows load (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/checkouts/coffee-club');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coffee Club subscription');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/recent-checkout-rows-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });

    await page.goto('/');
    const loading = page.getByRole('status', { name: 'Loading recent checkouts' });
    await expect(loading).toBeVisible();
    const held = (await loading.boundingBox())!.height;
    release();
    const list = page.getByRole('list', { name: 'Recent checkouts' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(loading).toHaveCount(0);
    expect(Math.abs((await list.boundingBox())!.height - held)).toBeLessThan(2);
  });
}

test('Ctrl+K opens the command palette, which opens a checkout', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('textbox', { name: 'Checkout code or page' });
  await expect(search).toBeFocused();
  await search.fill('coffee-club');
  await expect(page.getByRole('button', { name: /Open checkout coffee-club/ })).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/checkouts\/coffee-club$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Coffee Club subscription');

  // "/" opens it too, and recent checkouts are listed; pages as well.
  await page.locator('body').press('/');
  await expect(search).toBeVisible();
  await expect(page.getByRole('button', { name: /Coffee Club subscription/ })).toBeVisible();
  await search.fill('fiat');
  await search.press('Enter');
  await expect(page.getByRole('button', { name: /Open checkout fiat/ })).toBeHidden();
  await expect(page).toHaveURL(/\/checkouts\/fiat$/);
});

test('the header Search button, time zone and Hide amounts controls', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Checkouts', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Search pages and checkouts' }).click();
  const search = page.getByRole('textbox', { name: 'Checkout code or page' });
  await expect(search).toBeFocused();
  await search.fill('crypto');
  await page.getByRole('button', { name: /^Crypto currencies/ }).click();
  await expect(page).toHaveURL(/\/currencies\/crypto$/);

  const utc = page.getByRole('button', { name: 'Times in UTC' });
  await expect(utc).toHaveAttribute('aria-pressed', 'false');
  await utc.click();
  await expect(utc).toHaveAttribute('aria-pressed', 'true');
  const hide = page.getByRole('button', { name: 'Hide amounts' });
  await expect(hide).toHaveAttribute('aria-pressed', 'false');
  await hide.click();
  await expect(hide).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Times in UTC' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Hide amounts' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
