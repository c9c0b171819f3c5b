import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  checkoutAction,
  expectInWindow,
  LAYOUT_WIDTHS,
  layoutProblems,
  openDisableDialog,
  openExportDialog,
  waitForSettledStyles,
} from './helpers';

/**
 * Layouts for each width: every page and overlay at a phone, a tablet, a
 * laptop and a desktop width, in the light and the dark scheme. At each one: the
 * document is never wider than the window; badges, amounts and headers are not cut;
 * Summary figures never wrap inside; a box that scrolls sideways says
 * so; dialog and drawer close buttons are inside the window. A screenshot of each view
 * is kept with the test's results (test-results/, and attached to the report).
 *
 * One page per width visits every view and checks it in both schemes (the app follows
 * the system scheme, so switching it needs no reload). Width-specific behaviour (the
 * phone's cards and navigation drawer, the tablet's rail and column set, the laptop's
 * first screen and sticky header) has its own tests below.
 */

const WIDTHS = LAYOUT_WIDTHS;

const SCHEMES = ['light', 'dark'] as const;

/** Checks the view in both schemes and keeps a screenshot of each. */
async function checkView(page: Page, testInfo: TestInfo, size: string, view: string) {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await waitForSettledStyles(page);
    const problems = await page.evaluate(layoutProblems, '^Close');
    expect.soft(problems, `${view}, ${scheme}`).toEqual([]);
    const path = testInfo.outputPath(`${size}-${view}-${scheme}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`${size} ${view} ${scheme}`, { path, contentType: 'image/png' });
  }
}

/** The first payment of the list on screen: a table row, or a phone's card. */
const firstPayment = (page: Page): Locator => page.locator('[data-row-index="0"]').first();

for (const size of WIDTHS) {
  test.describe(`${size.name} ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('every page and overlay fits, light and dark', async ({
      page,
      consoleErrors,
    }, testInfo) => {
      test.setTimeout(150_000);
      const label = `${size.width}`;
      // Layout, not motion, is checked here: no transition to wait for between views.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = '*, *::before, *::after { transition: none !important; }';
          document.head.append(style);
        });
      });

      // A checkout with data, pinned to the watchlist on the way.
      await page.goto('/checkouts/conf-2026');
      await expect(firstPayment(page)).toBeVisible();
      await checkView(page, testInfo, label, 'checkout');
      await (await checkoutAction(page, 'Pin to watchlist')).click();

      // The Summary expanded, then collapsed again for the other views.
      await page.getByRole('button', { name: 'Show details' }).click();
      await expect(page.getByText('Totals of all 50 loaded payments.')).toBeVisible();
      await checkView(page, testInfo, label, 'checkout-summary');
      await page.getByRole('button', { name: 'Hide details' }).click();

      // The details of a payment; closed with its own close button, as on a phone.
      await firstPayment(page).click();
      const drawer = page.getByRole('dialog', { name: /^Payment of / });
      await expect(drawer).toBeVisible();
      await checkView(page, testInfo, label, 'details');
      await drawer.getByRole('button', { name: 'Close details' }).click();
      await expect(drawer).toBeHidden();

      const disable = await openDisableDialog(page);
      await checkView(page, testInfo, label, 'disable-dialog');
      await disable.getByRole('button', { name: 'Cancel' }).click();
      await expect(disable).toBeHidden();

      const exporting = await openExportDialog(page);
      await checkView(page, testInfo, label, 'export-dialog');
      await exporting.getByRole('button', { name: 'Close export' }).click();
      await expect(exporting).toBeHidden();

      // A second pin, then the watchlist with both.
      await page.goto('/checkouts/hoodie-drop');
      await (await checkoutAction(page, 'Pin to watchlist')).click();
      await expect(page.getByRole('button', { name: 'Unpin' })).toBeVisible();
      await page.goto('/watch');
      await expect(page.getByTestId('watched-checkout')).toHaveCount(2);
      await expect(firstPayment(page)).toBeVisible();
      await checkView(page, testInfo, label, 'watchlist');

      // Home, with the checkouts just opened in Recent checkouts.
      await page.goto('/');
      await expect(page.getByText('Hoodie drop').first()).toBeVisible();
      await checkView(page, testInfo, label, 'home');

      await page.goto('/currencies/crypto');
      await expect(page.getByRole('button', { name: /^Copy ID \d+$/ }).first()).toBeVisible();
      await checkView(page, testInfo, label, 'crypto');
      await page.goto('/currencies/crypto?view=by-chain');
      await expect(page.getByText(/^Decimals of each currency on each chain/)).toBeVisible();
      await checkView(page, testInfo, label, 'crypto-by-chain');

      await page.goto('/currencies/fiat');
      await expect(page.getByRole('cell', { name: 'EUR', exact: true })).toBeVisible();
      await checkView(page, testInfo, label, 'fiat');

      await page.goto('/settings');
      await expect(page.getByLabel('API base URL')).toBeVisible();
      await checkView(page, testInfo, label, 'settings');

      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await checkView(page, testInfo, label, 'not-found');

      // A mistyped checkout code: the service answers 404; the page offers close matches.
      await page.goto('/checkouts/big-markte');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Unknown checkout code' }),
      ).toBeVisible();
      await expect(page.getByText(/no checkout with the code big-markte/)).toBeVisible();
      await checkView(page, testInfo, label, 'unknown-checkout');

      // The browser logs the 404 of the mistyped code; nothing else may be logged.
      const asked404 =
        'Failed to load resource: the server responded with a status of 404 (Not Found)';
      expect(consoleErrors.filter((line) => line !== asked404)).toEqual([]);
    });
  });
}

// ---------------------------------------------------------------------------------
// Phone: cards, full-screen details, the navigation drawer
// ---------------------------------------------------------------------------------

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('payments are cards, one button each, in keyboard order; details open full-screen', async ({
    page,
  }) => {
    await page.goto('/checkouts/conf-2026');
    const list = page.getByRole('list', { name: 'Payments of checkout conf-2026' });
    const cards = list.getByRole('button');
    await expect(cards.first()).toBeVisible();
    // No table on a phone; each card says amount, USD value, status, chain and time.
    await expect(page.getByRole('table', { name: /^Payments of/ })).toHaveCount(0);
    await expect(cards.first()).toHaveAccessibleName(
      /^[\d,.]+ (\S+|unknown token) ?, \$[\d,.]+ ?, (Completed|Pending|Failed) ?, \d{4}-\d\d-\d\d .+ ?, (ETH|TRON|SOL)$/,
    );
    // Virtualised: the DOM holds the cards near the window, not all 50.
    expect(await list.getByRole('listitem').count()).toBeLessThan(30);

    // Keyboard: one card in the tab order; arrows move; Enter opens the details.
    const first = list.locator('[data-row-index="0"]');
    await first.focus();
    await page.keyboard.press('ArrowDown');
    const second = list.locator('[data-row-index="1"]');
    await expect(second).toBeFocused();
    await expect(first).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: /^Payment of / });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width, 'the details take the whole width').toBe(390);
    const close = drawer.getByRole('button', { name: 'Close details' });
    await expectInWindow(close, { whole: true });
    await close.click();
    await expect(drawer).toBeHidden();
    await expect(second).toBeFocused();

    // Scrolling the window to the end of the list loads the next page.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return page.getByText(/^1[02]0 loaded payments/).isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  test('the navigation is a drawer behind the burger that closes on navigation; the header fits', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const burger = page.getByRole('button', { name: 'Navigation' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    // Closed: not on screen and not in the tab order.
    await expect(nav.getByRole('link', { name: 'Watchlist' })).toBeHidden();
    for (const control of await page.locator('header :is(button, a):visible').all())
      await expectInWindow(control, { whole: true });

    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expectInWindow(nav.getByRole('link', { name: 'Watchlist' }));
    await nav.getByRole('link', { name: 'Watchlist' }).click();
    await expect(page.getByRole('heading', { name: 'Watchlist', level: 1 })).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Watchlist' })).toBeHidden();

    // Escape closes it too.
    await burger.click();
    await nav.getByRole('link', { name: 'Settings' }).focus();
    await page.keyboard.press('Escape');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
  });
});

// ---------------------------------------------------------------------------------
// Tablet: the rail, the column set for the width, catalogues that scroll in place
// ---------------------------------------------------------------------------------

test.describe('tablet 820×1180', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('the sidebar is a rail until expanded (remembered); the table keeps the columns that matter', async ({
    page,
  }) => {
    await page.goto('/checkouts/conf-2026');
    const table = page.getByRole('table', { name: 'Payments of checkout conf-2026' });
    await expect(table.locator('[data-row-index="0"]')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect((await nav.boundingBox())?.width).toBeLessThanOrEqual(64);
    // Icons only, each still named.
    await expect(nav.getByRole('link', { name: 'Crypto currencies' })).toBeVisible();

    const headers = table.getByRole('columnheader');
    await expect(headers).toHaveText([/^Time/, /^Status/, /^Amount/, /^USD/]);
    // Without a Chain column, each amount's unit names its chain.
    await expect(table.locator('[data-row-index="0"] .tx-unit')).toHaveText(/ \((ETH|TRON|SOL)\)$/);

    // The chooser offers only what fits beside the amounts, which are never narrowed.
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('group', { name: 'Visible columns' });
    const offered: string[] = [];
    for (const name of ['Chain', 'Payer', 'Hash', 'Fee']) {
      const box = chooser.getByRole('checkbox', { name });
      if (await box.isEnabled()) offered.push(name);
    }
    if (offered.length > 0) {
      await chooser.getByRole('checkbox', { name: offered[0] }).check();
      await expect(headers.filter({ hasText: new RegExp(`^${offered[0]}`) })).toHaveCount(1);
    }
    await page.getByRole('button', { name: 'Columns' }).click();
    await expect(chooser).toBeHidden();
    expect(await page.evaluate(layoutProblems, '^Close')).toEqual([]);

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(230);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    expect((await nav.boundingBox())?.width).toBe(230);
    // Less room now: the table still fits, or turns to cards; the page never scrolls sideways.
    await expect(firstPayment(page)).toBeVisible();
    expect(await page.evaluate(layoutProblems, '^Close')).toEqual([]);
  });

  test('the crypto catalogue scrolls sideways in its own box, which says so', async ({ page }) => {
    await page.goto('/currencies/crypto');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByRole('button', { name: /^Copy ID \d+$/ }).first()).toBeVisible();
    const region = page.getByRole('region', { name: 'Crypto currencies table' });
    await expect(region).toBeVisible();
    await expect(page.getByTestId('scroll-hint')).toHaveText(/More columns to the right/);
    // Keyboard: the box takes focus and the arrow keys scroll it.
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(page.getByTestId('scroll-hint')).toHaveText(/Scrolled to the last column/);
    expect(await page.evaluate(layoutProblems, '^Close')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------
// Laptop: the first payments on the first screen, one scroll container
// ---------------------------------------------------------------------------------

test.describe('laptop 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the first payments are on the first screen; the window scrolls the table under a sticky header', async ({
    page,
  }) => {
    await page.goto('/checkouts/big-market');
    const table = page.getByRole('table', { name: 'Payments of checkout big-market' });
    await expect(table.locator('[data-row-index="0"]')).toBeVisible();
    // The Summary starts as one line; at least eight payments are on the first screen,
    // above the paging bar that sticks to the window's bottom.
    await expect(page.getByTestId('summary-key-figures')).toBeVisible();
    const paging = await page.getByRole('button', { name: 'Load more' }).boundingBox();
    for (let index = 0; index < 8; index++) {
      const row = table.locator(`[data-row-index="${index}"]`);
      await expectInWindow(row, { whole: true });
      expect(
        (await row.boundingBox())!.y + 40,
        `row ${index} above the paging bar`,
      ).toBeLessThanOrEqual(paging!.y);
    }

    // One scroll container: the table does not scroll on its own, the window does.
    expect(await table.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(
      true,
    );
    // Scroll the window so that row 40 would sit under the sticky header.
    const tableTop = await table.evaluate(
      (element) => element.getBoundingClientRect().top + window.scrollY,
    );
    await page.evaluate((top) => window.scrollTo(0, top + 40 * 40), tableTop);
    const header = table.getByRole('row').first();
    await expect
      .poll(async () => {
        const appHeader = await page.getByRole('banner').boundingBox();
        const box = await header.boundingBox();
        return box && appHeader ? Math.round(box.y - (appHeader.y + appHeader.height)) : null;
      })
      .toBe(0);
    // The rows under it are the ones for this scroll position.
    await expectInWindow(table.locator('[data-row-index="40"]'));

    // Details open where asked, and only there: after a reload, and on another checkout,
    // the Summary is one line again and payments are on the first screen.
    await page.getByRole('button', { name: 'Show details' }).click();
    await expect(page.getByRole('button', { name: 'Hide details' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Show details' })).toBeVisible();
    await page.getByRole('button', { name: 'Show details' }).click();
    await page.goto('/checkouts/coffee-club');
    await expect(page.getByRole('button', { name: 'Show details' })).toBeVisible();
    await expectInWindow(page.locator('[data-row-index="0"]').first(), { whole: true });
  });
});
