import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

function cryptoRequests(requests: { path: string }[]) {
  return requests
    .filter((request) =>
      new URL(request.path, 'http://mock').pathname.endsWith('/currencies/crypto'),
    )
    .map((request) => new URL(request.path, 'http://mock').searchParams);
}

async function openCrypto(page: Page, query = '') {
  await page.goto(`/currencies/crypto${query}`);
  await expect(page.getByRole('heading', { name: 'Crypto currencies' })).toBeVisible();
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

test('choosing chains sends exactly one lower-case chains parameter and survives reload', async ({
  page,
  mockApi,
}) => {
  await openCrypto(page);
  await expect(rowOf(page, 'Shiba Inu')).toBeVisible();
  await mockApi.clearRequests();

  await page.getByRole('combobox', { name: 'Chains' }).click();
  await page.getByRole('option', { name: 'TRON' }).click();
  await page.getByRole('option', { name: 'ETH (Ethereum)' }).click();
  await page.keyboard.press('Escape');

  await expect(page.getByText(/currencies on ETH, TRON/)).toBeVisible();
  // The service returns only the chosen chains: USDT on BNB is not asked for.
  await expect(rowOf(page, 'Tether USD').getByText('BNB', { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/chains=ETH(%2C|,)TRON/);

  let searches = cryptoRequests(await mockApi.requests());
  expect(searches.length).toBeGreaterThan(0);
  for (const params of searches) expect(params.getAll('chains')).toHaveLength(1);
  expect(searches.at(-1)!.get('chains')).toBe('eth,tron');

  await mockApi.clearRequests();
  await page.reload();
  await expect(page.getByText(/currencies on ETH, TRON/)).toBeVisible();
  const chains = page
    .getByRole('combobox', { name: 'Chains' })
    .locator('xpath=ancestor::div[contains(@class,"MultiSelect-root")]');
  await expect(chains.getByText('TRON', { exact: true })).toBeVisible();
  await expect(chains.getByText('ETH (Ethereum)', { exact: true })).toBeVisible();
  searches = cryptoRequests(await mockApi.requests());
  expect(searches.map((params) => params.getAll('chains'))).toEqual([['eth,tron']]);
});

test("the chains filter's code is fetched when the pointer comes to it, not with the list", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const chainsCode = (path: string) => /\/assets\/chain-filter-select-[\w-]+\.js$/.test(path);
  await openCrypto(page);
  await expect(rowOf(page, 'Shiba Inu')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched.filter(chainsCode)).toEqual([]);

  const loaded = page.waitForRequest((request) => chainsCode(new URL(request.url()).pathname));
  await page.getByRole('combobox', { name: 'Chains' }).hover();
  await loaded;
  // Only the pointer came: the list stays shut and the focus where it was.
  await expect(page.getByRole('combobox', { name: 'Chains' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByRole('combobox', { name: 'Chains' })).not.toBeFocused();
});

// The chains filter's code loads at the first touch; a click or a key on the filter
// before it has arrived is kept, not lost.
for (const how of ['click', 'keyboard'] as const) {
  test(`a ${how} on the chains filter while its code loads opens its list once it arrives`, async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/chain-filter-select-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openCrypto(page);
    await expect(rowOf(page, 'Shiba Inu')).toBeVisible();
    const chains = page.getByRole('combobox', { name: 'Chains' });
    await expect(chains).toHaveAttribute('aria-expanded', 'false');
    if (how === 'click') await chains.click();
    else {
      await chains.focus();
      await page.keyboard.press('ArrowDown');
    }
    await expect(page.getByRole('option', { name: 'TRON' })).toHaveCount(0);
    release();

    await expect(page.getByRole('option', { name: 'TRON' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Chains' })).toBeFocused();
    await page.getByRole('option', { name: 'TRON' }).click();
    await expect(page.getByText(/currencies on TRON/)).toBeVisible();
    await expect(page).toHaveURL(/chains=TRON/);
  });
}

test('search narrows the list, is kept in the URL, and can be cleared', async ({ page }) => {
  await openCrypto(page);
  await expect(rowOf(page, 'Shiba Inu')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('usdt');
  await expect(rowOf(page, 'Tether USD')).toBeVisible();
  await expect(rowOf(page, 'Shiba Inu')).toHaveCount(0);
  await expect(page.getByText('1 of 13 currencies')).toBeVisible();
  await expect(page).toHaveURL(/q=usdt/);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('usdt');
  await expect(rowOf(page, 'Shiba Inu')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search' }).fill('no such coin');
  await expect(page.getByText(/No currency matches/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(rowOf(page, 'Shiba Inu')).toBeVisible();
});

test('the decimals of USDT are shown per chain, and the difference is flagged', async ({
  page,
}) => {
  await openCrypto(page);
  // List view: expand USDT.
  const toggle = page.getByRole('button', { name: 'Chains of Tether USD' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const details = page.getByRole('table', { name: 'Chains of Tether USD (USDT)' });
  // Chains by their one canonical name (lib/chain.ts), the API's spelling beside it.
  const expected: [string, string, string | null][] = [
    ['ETH', '6', 'Ethereum'],
    ['BNB', '18', null],
    ['TRON', '6', null],
    ['Polygon', '6', null],
    ['ARB', '6', 'Arbitrum'],
    ['OP', '6', 'Optimism'],
  ];
  for (const [chain, decimals, sent] of expected) {
    const name = sent ? `${chain} (the service calls it “${sent}”)` : chain;
    const row = details
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name, exact: true }) });
    await expect(row.getByRole('cell').nth(4)).toHaveText(new RegExp(`^${decimals}`));
  }
  await expect(
    rowOf(page, 'Tether USD').first().getByText('Decimals differ by chain'),
  ).toBeVisible();

  // By-chain view: the matrix.
  await page.getByText('By chain', { exact: true }).click();
  await expect(page).toHaveURL(/view=by-chain/);
  const usdt = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /Tether USD/ }) });
  const headers = await page.getByRole('columnheader').allTextContents();
  for (const spelling of ['Ethereum', 'Arbitrum', 'Optimism'])
    expect(headers).not.toContain(spelling);
  for (const [chain, decimals] of expected) {
    expect(headers.filter((header) => header === chain)).toHaveLength(1);
    const column = headers.indexOf(chain);
    expect(column).toBeGreaterThan(0);
    await expect(usdt.getByRole('cell').nth(column - 1)).toHaveText(new RegExp(`^${decimals}`));
  }
});

test('copying an ID gives visible and screen-reader feedback', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openCrypto(page);
  await page.getByRole('button', { name: 'Copy ID 1001' }).click();
  await expect(page.getByRole('button', { name: 'Copied ID 1001' })).toBeVisible();
  await expect(page.getByTestId('announcer')).toHaveText('Copied ID 1001');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1001');
});

test('fiat search finds EUR', async ({ page }) => {
  await page.goto('/currencies/fiat');
  await expect(page.getByRole('cell', { name: 'USD', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('eur');
  await expect(page.getByRole('cell', { name: 'EUR', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'USD', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy ID 2' })).toBeVisible();
});

test('revisiting the crypto page while fresh sends no request', async ({ page, mockApi }) => {
  await openCrypto(page);
  await expect(rowOf(page, 'Shiba Inu')).toBeVisible();
  await page.getByRole('link', { name: 'Fiat currencies' }).click();
  await expect(page.getByRole('cell', { name: 'EUR', exact: true })).toBeVisible();
  await mockApi.clearRequests();
  await page.getByRole('link', { name: 'Crypto currencies' }).click();
  await expect(rowOf(page, 'Shiba Inu')).toBeVisible();
  expect(cryptoRequests(await mockApi.requests())).toEqual([]);
});

test.describe('on the built-in demo data', () => {
  test.use({ connected: false });

  // The demo's answers (data and handlers, a chunk of their own) download beside the
  // page's code, not after the page's first request: held back, the page's code (the
  // crypto chunk and the chunks it shares with other pages) cannot ask for anything.
  test("the crypto page asks for the demo's answers while its own code still loads", async ({
    page,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(first-screen~[^/]*|crypto-[\w-]+)\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const demoAnswers = page.waitForRequest(/\/assets\/in-page-[\w-]+\.js$/);

    await page.goto('/currencies/crypto');
    await demoAnswers;
    release();

    await expect(page.getByRole('row').nth(1)).toBeVisible();
  });
});
