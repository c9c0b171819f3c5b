import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import Big from 'big.js';
import { SEED_CHECKOUTS, generateRecords } from '../mocks/data';
import type { TransactionInput } from '../src/api/schemas';
import { expect, test } from './fixtures';
import { expectInWindow, waitForSettledStyles } from './helpers';

/**
 * Finding a payment: filters kept in the URL, Search all pages, a link
 * per payment, the palette's suggestions, unknown or empty codes, and the chart.
 * Expected rows are counted from the mock server's seed by this file's own rules,
 * written out below (never the app's filter code), so a filter bug cannot pass its test.
 */

/** The seed records of a checkout, newest first, as the service sends them. */
function seedOf(code: string): TransactionInput[] {
  const checkout = SEED_CHECKOUTS.find((item) => item.code === code)!;
  return generateRecords(checkout);
}

/** The seed's chain spellings, by hand: each names one chain. */
const CHAIN_OF: Record<string, string> = {
  eth: 'ETH',
  ethereum: 'ETH',
  tron: 'TRON',
  sol: 'SOL',
  solana: 'SOL',
};
const chainOf = (record: TransactionInput) => CHAIN_OF[record.chainName.toLowerCase()];

/** An amount as English shows it: every digit sent, thousands grouped with commas. */
function formatDecimal(text: string): string {
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** A record the filters below keep, each rule written from the README's words. */
type Rule = (record: TransactionInput) => boolean;
const countWhere = (records: readonly TransactionInput[], ...rules: Rule[]) =>
  records.filter((record) => rules.every((rule) => rule(record))).length;

/** Updated within [start, end): days begin at local midnight of the zone. */
const between =
  (start: string, end: string): Rule =>
  (record) =>
    record.updatedAt >= Date.parse(start) && record.updatedAt < Date.parse(end);
const statusIs =
  (...statuses: string[]): Rule =>
  (record) =>
    statuses.includes(record.status);
const chainIs =
  (...chains: string[]): Rule =>
  (record) =>
    chains.includes(chainOf(record) ?? '');
const tokenIs =
  (chain: string, symbol: string): Rule =>
  (record) =>
    chainOf(record) === chain && record.paySymbol === symbol;
const amountWithin =
  (min: string, max: string): Rule =>
  (record) =>
    new Big(record.amount).gte(min) && new Big(record.amount).lte(max);
const usdAtLeast =
  (min: string): Rule =>
  (record) =>
    new Big(record.amountUsd).gte(min);
/**
 * A USD price the USD value misses by more than 1% of the price or $0.50, whichever is
 * more (README, "Price mismatch").
 */
const priceMismatch: Rule = (record) => {
  if (record.pricingSymbol.trim().toUpperCase() !== 'USD') return false;
  const price = new Big(record.pricing);
  const tolerance = price.times('0.01').gt('0.50') ? price.times('0.01') : new Big('0.50');
  return new Big(record.amountUsd).minus(price).abs().gt(tolerance);
};

const count = (value: number) => value.toLocaleString('en-US');
const table = (page: Page) => page.getByRole('table', { name: /^Payments of checkout/ });
const url = (page: Page) => decodeURIComponent(page.url());

/** "N of M loaded payments match; …" */
function matchLine(page: Page, shown: number, loaded: number, complete: boolean): Locator {
  return page.getByText(
    `${count(shown)} of ${count(loaded)} loaded payments match; ${complete ? 'all pages loaded' : 'more on the server'}`,
  );
}

async function openCheckout(page: Page, code: string, search = '') {
  await page.goto(`/checkouts/${code}${search}`);
  await expect(table(page).or(page.getByText(/None of the .* loaded payments/))).toBeVisible();
}

async function openMoreFilters(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^More filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'More filters' });
  await expect(drawer).toBeVisible();
  // The drawer slides in from the right: its title, at its left edge, is the last part
  // to come into view. Wait for it, so a click lands on a control that is in place.
  await expectInWindow(drawer.getByRole('heading', { name: 'More filters' }), { whole: true });
  return drawer;
}

async function closeMoreFilters(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'More filters' });
  await drawer.getByRole('button', { name: 'Done' }).click();
  await expect(drawer).toBeHidden();
}

const coffee = seedOf('coffee-club');

test.describe('filters: set in the UI, in the URL, the same after a reload', () => {
  test.describe('in Europe/Berlin, a week across the end of summer time', () => {
    test.use({ timezoneId: 'Europe/Berlin' });

    test('date preset "Last 7 days"', async ({ page, consoleErrors }) => {
      const now = new Date('2026-10-28T12:00:00Z');
      await page.clock.setFixedTime(now);
      await openCheckout(page, 'coffee-club');
      await expect(page.getByRole('combobox', { name: 'Date (Europe/Berlin)' })).toBeVisible();
      await page.getByRole('combobox', { name: 'Date' }).click();
      await page.getByRole('option', { name: 'Last 7 days' }).click();
      await expect(page).toHaveURL(/date=7d/);
      // Seven Berlin days up to today, the 28th: summer time ends on the 25th.
      const expected = countWhere(
        coffee,
        between('2026-10-22T00:00:00+02:00', '2026-10-29T00:00:00+01:00'),
      );
      expect(expected).toBeGreaterThan(0);
      await expect(matchLine(page, expected, 37, true)).toBeVisible();

      await page.reload();
      await expect(matchLine(page, expected, 37, true)).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Date' })).toHaveValue('Last 7 days');
      expect(consoleErrors).toEqual([]);
    });
  });

  test('custom days from … to …', async ({ page }) => {
    await openCheckout(page, 'coffee-club');
    await page.getByRole('combobox', { name: 'Date' }).click();
    await page.getByRole('option', { name: 'Custom range' }).click();
    await page.getByLabel('From', { exact: true }).fill('2026-09-01');
    await page.getByLabel('To', { exact: true }).fill('2026-09-30');
    await expect(page).toHaveURL(/from=2026-09-01&to=2026-09-30|to=2026-09-30.*from=2026-09-01/);
    const expected = countWhere(coffee, between('2026-09-01T00:00:00Z', '2026-10-01T00:00:00Z'));
    await expect(matchLine(page, expected, 37, true)).toBeVisible();

    await page.reload();
    await expect(matchLine(page, expected, 37, true)).toBeVisible();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-09-01');
    await expect(page.getByLabel('To', { exact: true })).toHaveValue('2026-09-30');
  });

  test('token, then an amount range within that token', async ({ page }) => {
    await openCheckout(page, 'coffee-club');
    const form = await openMoreFilters(page);
    // No amount range before exactly one token is chosen, and it says why.
    await expect(form.getByLabel('Amount from')).toBeDisabled();
    await expect(form.getByText(/Choose exactly one token first/)).toBeVisible();

    await form.getByRole('combobox', { name: 'Token' }).click();
    await page.getByRole('option', { name: 'USDT (TRON)' }).click();
    const from = form.getByLabel('Amount in USDT (TRON) from');
    await expect(from).toBeEnabled();
    await from.fill('20');
    await from.press('Enter');
    const to = form.getByLabel('Amount in USDT (TRON) to');
    await to.fill('30');
    await to.press('Enter');
    await closeMoreFilters(page);

    await expect(page).toHaveURL(/amountMax/);
    expect(url(page)).toContain('token=["TRON|USDT"]');
    // Decimal text stays text in the URL (exact), quoted by the router.
    expect(url(page)).toContain('amountMin="20"');
    expect(url(page)).toContain('amountMax="30"');
    const expected = countWhere(coffee, tokenIs('TRON', 'USDT'), amountWithin('20', '30'));
    expect(expected).toBeGreaterThan(0);
    await expect(matchLine(page, expected, 37, true)).toBeVisible();

    await page.reload();
    await expect(matchLine(page, expected, 37, true)).toBeVisible();
    const chips = page.getByRole('list', { name: 'More filters set' });
    await expect(chips.getByText('Token: USDT (TRON)')).toBeVisible();
    await expect(chips.getByText('Amount: 20 to 30 USDT')).toBeVisible();
    await expect(page.getByRole('button', { name: 'More filters (2 set)' })).toBeVisible();

    // A second token drops the amount range: amounts of two tokens are never compared.
    const again = await openMoreFilters(page);
    // With a token chosen, the box around the chosen pills takes the click.
    await again.getByRole('combobox', { name: 'Token' }).click({ force: true });
    await page.getByRole('option', { name: 'USDT (Ethereum)' }).click();
    await closeMoreFilters(page);
    await expect(page).not.toHaveURL(/amountMin/);
    await expect(
      matchLine(
        page,
        countWhere(
          coffee,
          (record) => tokenIs('TRON', 'USDT')(record) || tokenIs('ETH', 'USDT')(record),
        ),
        37,
        true,
      ),
    ).toBeVisible();
  });

  test('USD value range', async ({ page }) => {
    await openCheckout(page, 'coffee-club');
    const form = await openMoreFilters(page);
    const from = form.getByLabel('USD value from');
    await from.fill('25.01');
    await from.press('Enter');
    await closeMoreFilters(page);
    await expect(page).toHaveURL(/usdMin/);
    expect(url(page)).toContain('usdMin="25.01"');
    const expected = countWhere(coffee, usdAtLeast('25.01'));
    await expect(matchLine(page, expected, 37, true)).toBeVisible();

    await page.reload();
    await expect(matchLine(page, expected, 37, true)).toBeVisible();
    await expect(page.getByText('USD value: at least $25.01')).toBeVisible();
    // Removing the chip removes the filter.
    await page.getByRole('button', { name: 'Remove filter USD value: at least $25.01' }).click();
    await expect(page).not.toHaveURL(/usdMin/);
    await expect(page.getByText('37 loaded payments; all pages loaded')).toBeVisible();
  });

  test('price mismatch (under- or over-payments)', async ({ page }) => {
    const firstPage = seedOf('big-market').slice(0, 50);
    await openCheckout(page, 'big-market');
    const form = await openMoreFilters(page);
    await form.getByRole('radio', { name: 'Under- or over-payments' }).check();
    await closeMoreFilters(page);
    await expect(page).toHaveURL(/mismatch=either/);
    const expected = countWhere(firstPage, priceMismatch);
    expect(expected).toBeGreaterThan(0);
    await expect(matchLine(page, expected, 50, false)).toBeVisible();

    await page.reload();
    await expect(matchLine(page, expected, 50, false)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'More filters set' }).getByText('Under- or over-payments'),
    ).toBeVisible();
  });

  test('defaults stay out of the URL: sorting back to newest first removes sort', async ({
    page,
  }) => {
    await openCheckout(page, 'coffee-club');
    await table(page).getByRole('button', { name: /^USD/ }).click();
    await expect(page).toHaveURL(/sort=usd/);
    await page.goto('/checkouts/coffee-club?sort=time&dir=desc&status=%5B%22Failed%22%5D');
    await expect(matchLine(page, countWhere(coffee, statusIs('Failed')), 37, true)).toBeVisible();
    // The next change of the URL writes it without the defaults.
    await page.getByRole('combobox', { name: 'Date' }).click();
    await page.getByRole('option', { name: 'This month' }).click();
    await expect(page).toHaveURL(/date=month/);
    expect(url(page)).not.toContain('sort=');
    expect(url(page)).not.toContain('dir=');
  });
});

test('Search all pages loads the rest with progress, then filters every payment', async ({
  page,
  mockApi,
}) => {
  const all = seedOf('big-market');
  // A little latency per page, so the progress can be seen.
  await mockApi.addFault({
    route: 'transactions',
    checkoutCode: 'big-market',
    kind: 'latency',
    latencyMs: 60,
  });
  await openCheckout(page, 'big-market', '?status=%5B%22Failed%22%5D&chain=%5B%22TRON%22%5D');
  const onFirst = countWhere(all.slice(0, 50), statusIs('Failed'), chainIs('TRON'));
  await expect(matchLine(page, onFirst, 50, false)).toBeVisible();

  await page.getByRole('button', { name: 'Search all pages' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Searching all pages: \d+ pages?/ }),
  ).toBeVisible();
  const expected = countWhere(all, statusIs('Failed'), chainIs('TRON'));
  await expect(matchLine(page, expected, 2500, true)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Search all pages' })).toHaveCount(0);
  await expect(table(page)).toBeVisible();
});

test.describe('a link per payment', () => {
  test('opening a payment puts it in the URL; a reload opens it again; closing removes it', async ({
    page,
  }) => {
    await openCheckout(page, 'coffee-club');
    const newest = coffee[0]!;
    const historyLength = await page.evaluate(() => history.length);
    await table(page).getByRole('row').nth(1).click();
    const name = `Payment of ${formatDecimal(newest.amount)} ${newest.paySymbol ?? 'unknown token'} on ${chainOf(newest)}`;
    const drawer = page.getByRole('dialog', { name });
    await expect(drawer).toBeVisible();
    expect(url(page)).toContain(`tx=${newest.hash}`);
    expect(url(page)).toContain(`txChain=${chainOf(newest)}`);
    await expect(drawer.getByText(newest.status, { exact: true }).first()).toBeVisible();

    await page.reload();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await expect(
      page.getByRole('dialog', { name }).getByText(newest.hash, { exact: true }),
    ).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name })).toBeHidden();
    expect(url(page)).not.toContain('tx=');
    // Opening and closing replaced the history entry: no entry per payment looked at.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test('a payment on a later page of big-market is found, with progress, and opens', async ({
    page,
    mockApi,
  }) => {
    const target = seedOf('big-market')[1234]!; // page 25 of 50
    await mockApi.addFault({
      route: 'transactions',
      checkoutCode: 'big-market',
      kind: 'latency',
      latencyMs: 80,
    });
    await page.goto(`/checkouts/big-market?tx=${target.hash}&txChain=${chainOf(target)}`);
    await expect(
      page.getByRole('status').filter({ hasText: /Looking for payment .* on later pages/ }),
    ).toBeVisible();
    const drawer = page.getByRole('dialog', {
      name: `Payment of ${formatDecimal(target.amount)} ${target.paySymbol ?? 'unknown token'} on ${chainOf(target)}`,
    });
    await expect(drawer).toBeVisible({ timeout: 20_000 });
    await expect(drawer.getByText(target.hash, { exact: true })).toBeVisible();
    // It stopped at the page that holds it: no page after the 26th was asked for.
    const pages = (await mockApi.requests())
      .map((request) => /\/big-market\/(\d+)$/.exec(request.path)?.[1])
      .filter((page): page is string => page !== undefined)
      .map(Number);
    expect(Math.max(...pages)).toBeGreaterThanOrEqual(25);
    expect(Math.max(...pages)).toBeLessThanOrEqual(26);
  });

  test('Cancel stops looking, and an unknown hash says it is not in the checkout', async ({
    page,
    mockApi,
  }) => {
    await mockApi.addFault({
      route: 'transactions',
      checkoutCode: 'big-market',
      kind: 'latency',
      latencyMs: 300,
    });
    await page.goto('/checkouts/big-market?tx=0xnot-a-payment-of-this-checkout');
    const looking = page.getByRole('status').filter({ hasText: /Looking for payment/ });
    await expect(looking).toBeVisible();
    await looking.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(/Stopped looking: the payment .* is not among the/)).toBeVisible();

    await page.goto('/checkouts/coffee-club?tx=0xnot-a-payment-of-this-checkout');
    const notFound = page.getByRole('status').filter({ hasText: 'Payment not found' });
    await expect(notFound).toContainText('is not in this checkout: none of the 37 payments');
    await notFound.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notFound).toBeHidden();
    expect(url(page)).not.toContain('tx=');
  });
});

test.describe('the palette knows', () => {
  const palette = (page: Page) => page.getByRole('textbox', { name: 'Checkout code or page' });

  async function openPalette(page: Page) {
    // The shell is interactive once the launcher is there.
    await expect(
      page.getByRole('button', { name: 'Search pages and checkouts' }).first(),
    ).toBeVisible();
    await page.keyboard.press('ControlOrMeta+k');
    await expect(palette(page)).toBeVisible();
  }

  test('"big" offers big-market from the recent checkouts', async ({ page }) => {
    await openCheckout(page, 'big-market');
    await page.goto('/');
    await expect(page.getByText('Marketplace (large)').first()).toBeVisible();
    await openPalette(page);
    await palette(page).fill('big');
    const suggestion = page.getByRole('button', { name: /Marketplace \(large\).*big-market/ });
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    await expect(page).toHaveURL(/\/checkouts\/big-market$/);
  });

  test('a currency by name opens the catalogue filtered', async ({ page }) => {
    await page.goto('/');
    await openPalette(page);
    await palette(page).fill('tether');
    const currency = page.getByRole('button', { name: /USDT · Tether USD/ });
    await expect(currency).toBeVisible();
    await currency.click();
    await expect(page).toHaveURL(/\/currencies\/crypto\?q=USDT$/);
    await expect(page.getByRole('button', { name: 'Copy ID 1001' })).toBeVisible();
  });

  test('a hash of a loaded payment opens that payment', async ({ page }) => {
    const payment = coffee[5]!;
    await openCheckout(page, 'coffee-club');
    await openPalette(page);
    await palette(page).fill(payment.hash.slice(0, 12));
    const option = page.getByRole('button', { name: /^Payment / }).first();
    await expect(option).toContainText('coffee-club');
    await option.click();
    await expect(page.getByRole('dialog', { name: /^Payment of/ })).toBeVisible();
    await expect(
      page.getByRole('dialog', { name: /^Payment of/ }).getByText(payment.hash, { exact: true }),
    ).toBeVisible();
    expect(url(page)).toContain(`tx=${payment.hash}`);
  });
});

test('when no payment matches, Clear filters in the empty result brings every row back', async ({
  page,
}) => {
  await page.goto('/checkouts/coffee-club?q=zzzzzz&status=Failed');
  const empty = page
    .getByRole('status')
    .filter({ hasText: 'None of the 37 loaded payments matches these filters.' });
  await expect(empty).toBeVisible();
  await empty.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText('37 loaded payments; all pages loaded')).toBeVisible();
  await expect(table(page)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  await expect(page).toHaveURL(/\/checkouts\/coffee-club$/);
});

test('an empty checkout says so, Recent checkouts marks it and the palette stops offering it', async ({
  page,
}) => {
  await page.goto('/checkouts/empty-shelf');
  await expect(page.getByText('No payments on this checkout yet')).toBeVisible();
  await page.goto('/checkouts/coffee-club');
  await expect(table(page)).toBeVisible();

  await page.goto('/');
  const recent = page.getByRole('listitem');
  await expect(
    recent.filter({ hasText: 'empty-shelf' }).getByText('No payments', { exact: true }),
  ).toBeVisible();
  await expect(
    recent.filter({ hasText: 'coffee-club' }).getByText('No payments', { exact: true }),
  ).toHaveCount(0);

  await page.keyboard.press('ControlOrMeta+k');
  const results = page.getByLabel('Results');
  await expect(results.getByRole('button', { name: /Coffee Club subscription/ })).toBeVisible();
  await expect(results.getByRole('button', { name: /empty-shelf/ })).toHaveCount(0);
});

test('a code the service does not know is not a checkout: close matches, no Pin or Disable, not recorded', async ({
  page,
}) => {
  await openCheckout(page, 'big-market');
  await page.goto('/checkouts/big-markte');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unknown checkout code' }),
  ).toBeVisible();
  await expect(page.getByText(/no checkout with the code big-markte/)).toBeVisible();
  await expect(page).toHaveTitle(/^Unknown checkout code big-markte/);
  // Not a checkout: nothing to pin, disable, refresh or export.
  for (const name of [/Pin/, /Disable/, /Refresh/, /Export/]) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  const suggestion = page
    .getByRole('region', { name: 'Did you mean' })
    .getByRole('link', { name: 'big-market' });
  await suggestion.click();
  await expect(page).toHaveURL(/\/checkouts\/big-market$/);
  await expect(table(page)).toBeVisible();

  // Recent checkouts never list it.
  await page.goto('/');
  await expect(page.getByRole('listitem').filter({ hasText: 'big-market' }).first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'big-markte' })).toHaveCount(0);

  // The palette offers the known code before the typed text: Enter opens big-market.
  await page.keyboard.press('ControlOrMeta+k');
  const search = page.getByRole('textbox', { name: 'Checkout code or page' });
  await search.fill('big');
  const results = page.getByLabel('Results').getByRole('button');
  await expect(results.first()).toHaveAccessibleName(/Marketplace \(large\).*big-market/);
  await expect(
    page.getByLabel('Results').getByRole('button', { name: 'Open checkout big' }),
  ).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/checkouts\/big-market$/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the payments chart has no serious or critical axe violations (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await openCheckout(page, 'conf-2026');
    // The chart is in the Summary's details.
    await page.getByRole('button', { name: 'Show details' }).click();
    const section = page.getByRole('region', { name: 'Payments over time' });
    await section.getByRole('button', { name: 'Show chart' }).click();
    await expect(section.getByText(/completed payments? over \d+ days?/)).toBeVisible();
    // The numbers are in a table for screen readers, visible on demand.
    await expect(section.getByRole('table', { name: /Completed payments per day/ })).toBeAttached();
    await section.getByRole('button', { name: 'Show the numbers as a table' }).click();
    await expect(section.getByRole('table', { name: /Completed payments per day/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    // Contrast of resting colours, not of the hover on the button just pressed.
    await page.mouse.move(0, 0);
    await waitForSettledStyles(page);
    const results = await new AxeBuilder({ page })
      .include('section[aria-labelledby]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.impact} ${violation.id}: ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ')}`,
      );
    expect(blocking).toEqual([]);
  });
}
