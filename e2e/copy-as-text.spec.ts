import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * What is copied from the payments table, the watchlist's rows and the Summary's table
 * reads as it is shown: an amount whole with its unit ("49.9 USDT", not "49", ".9" and
 * "USDT" on three lines), one line per row with its cells separated by tabs (what a
 * spreadsheet expects of a table), in the language's number format, and without the
 * words only a screen reader hears ("(opens in a new tab)"). Selected as a person
 * selects (a drag over the rows, or the cell or row as a whole), copied with Ctrl+C and
 * read back from the clipboard.
 *
 * The expected texts are written out by hand from the seeded payments of hoodie-drop
 * (mocks/data.ts, as the mock API serves them to the test app ID; newest first):
 *
 *   updatedAt (UTC)      status     chain     amount      paySymbol amountUsd from     hash     fee
 *   2026-10-27 01:03:09  Completed  tron      49.9        USDT      49.90     T8mqkN…  aa347c…  0.2495
 *   2026-10-12 23:02:26  Completed  ETH       49.9        USDC      49.90     0xb809…  0x93be…  0.2495
 *   2026-10-08 12:37:25  Pending    ethereum  49.9        USDT      49.90     0xc480…  0xa129…  0.2495
 *   2026-09-20 01:54:25  Completed  TRON      203.227199  (none)    49.89     TG2SFD…  8788e9…  3.048407
 *
 * At 1920 px every column is shown: Time, Status, Chain, Amount, USD, Payer, Hash, Fee.
 */

const CODE = 'hoodie-drop';
/** A page's first rows, cold: the machine the tests run on may be shared (ms). */
const FIRST_ROWS_TIMEOUT = 20_000;

interface Language {
  locale: string;
  tableName: string;
  watchlistName: string;
  showDetails: string;
  pin: string;
  tokensName: string;
  /** The first row's amount, and the fourth's (a payment of an unknown token). */
  amount: string;
  unknownAmount: string;
  rows: string[];
  summary: string;
}

const LANGUAGES: Record<'English' | 'German', Language> = {
  English: {
    locale: 'en-US',
    tableName: `Payments of checkout ${CODE}`,
    watchlistName: 'Payments of pinned checkouts',
    showDetails: 'Show details',
    pin: 'Pin to watchlist',
    tokensName: 'Completed totals per token',
    amount: '49.9 USDT',
    unknownAmount: '203.227199 unknown token',
    rows: [
      '2026-10-27 01:03:09\tCompleted\tTRON\t49.9 USDT\t$49.90\tT8mqkN…aRs6\taa347c…72ea\t0.2495 USDT',
      '2026-10-12 23:02:26\tCompleted\tETH\t49.9 USDC\t$49.90\t0xb809…8e9d\t0x93be…37ae\t0.2495 USDC',
      '2026-10-08 12:37:25\tPending\tETH\t49.9 USDT\t$49.90\t0xc480…f966\t0xa129…4fc0\t0.2495 USDT',
    ],
    // Completed payments per token; an unknown token's amounts are not added up.
    summary: [
      'Token\tPayments\tAmount\tFee\tUSD value',
      'USDC (Ethereum)\t1\t49.9\t0.2495\t$49.90',
      'TRX (TRON)\t2\t410.96427\t3.048598\t$99.78',
      'USDT (TRON)\t1\t49.9\t0.2495\t$49.90',
      'unknown token (TRON)\t1\tnot added\tnot added\t$49.89',
      'SOL (Solana)\t1\t0.30756342\t0.003075634\t$51.11',
    ].join('\n'),
  },
  German: {
    locale: 'de-DE',
    tableName: `Zahlungen von Checkout ${CODE}`,
    watchlistName: 'Zahlungen angehefteter Checkouts',
    showDetails: 'Details anzeigen',
    pin: 'An Beobachtungsliste anheften',
    tokensName: 'Summen abgeschlossener Zahlungen pro Token',
    amount: '49,9 USDT',
    unknownAmount: '203,227199 unbekannter Token',
    rows: [
      '27.10.2026, 01:03:09\tAbgeschlossen\tTRON\t49,9 USDT\t49,90 $\tT8mqkN…aRs6\taa347c…72ea\t0,2495 USDT',
      '12.10.2026, 23:02:26\tAbgeschlossen\tETH\t49,9 USDC\t49,90 $\t0xb809…8e9d\t0x93be…37ae\t0,2495 USDC',
      '08.10.2026, 12:37:25\tAusstehend\tETH\t49,9 USDT\t49,90 $\t0xc480…f966\t0xa129…4fc0\t0,2495 USDT',
    ],
    summary: [
      'Token\tZahlungen\tBetrag\tGebühr\tUSD-Wert',
      'USDC (Ethereum)\t1\t49,9\t0,2495\t49,90 $',
      'TRX (TRON)\t2\t410,96427\t3,048598\t99,78 $',
      'USDT (TRON)\t1\t49,9\t0,2495\t49,90 $',
      'unbekannter Token (TRON)\t1\tnicht addiert\tnicht addiert\t49,89 $',
      'SOL (Solana)\t1\t0,30756342\t0,003075634\t51,11 $',
    ].join('\n'),
  },
};

/** Selects what `locator` holds, as a triple click or a drag over all of it would. */
async function selectContents(locator: Locator) {
  await locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
  });
}

/** Ctrl+C, then what the clipboard holds (emptied first, so an old copy is never read). */
async function copySelection(page: Page): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.keyboard.press('Control+c');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Drags the mouse from the start of `from`'s text to the end of `to`'s. */
async function dragOver(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag over');
  // Inside the cells' padding: before the first character, after the last.
  await page.mouse.move(start.x + 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 5 });
  await page.mouse.move(end.x + end.width - 2, end.y + end.height / 2, { steps: 2 });
  await page.mouse.up();
}

async function openCheckout(page: Page, language: Language): Promise<Locator> {
  await page.goto(`/checkouts/${CODE}`);
  const table = page.getByRole('table', { name: language.tableName });
  await expect(table.getByRole('row').nth(4)).toBeVisible({ timeout: FIRST_ROWS_TIMEOUT });
  return table;
}

for (const [name, language] of Object.entries(LANGUAGES)) {
  test.describe(`in ${name}`, () => {
    test.use({
      locale: language.locale,
      viewport: { width: 1920, height: 1080 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });

    test('a selected amount copies as one figure with its unit', async ({ page }) => {
      const table = await openCheckout(page, language);
      // Row 0 is the header row; the Amount column is the fourth.
      await selectContents(table.getByRole('row').nth(1).getByRole('cell').nth(3));
      expect(await copySelection(page)).toBe(language.amount);
      await selectContents(table.getByRole('row').nth(4).getByRole('cell').nth(3));
      expect(await copySelection(page)).toBe(language.unknownAmount);
    });

    test('a selected row copies as one line, its cells separated by tabs', async ({ page }) => {
      const table = await openCheckout(page, language);
      await selectContents(table.getByRole('row').nth(1));
      expect(await copySelection(page)).toBe(language.rows[0]);
    });

    test('three rows dragged over copy as three lines, and no row opens', async ({ page }) => {
      const table = await openCheckout(page, language);
      const rows = table.getByRole('row');
      await dragOver(
        page,
        rows.nth(1).getByRole('cell').first(),
        rows.nth(3).getByRole('cell').last(),
      );
      expect(await copySelection(page)).toBe(language.rows.join('\n'));
      // The drag ended a selection, not a click on a row: no details opened.
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test("the watchlist's rows copy the same, their checkout first", async ({ page }) => {
      await openCheckout(page, language);
      await page.getByRole('button', { name: language.pin }).click();
      await page.goto('/watch');
      const table = page.getByRole('table', { name: language.watchlistName });
      await expect(table.getByRole('row').nth(3)).toBeVisible({ timeout: FIRST_ROWS_TIMEOUT });
      const rows = table.getByRole('row');
      await dragOver(
        page,
        rows.nth(1).getByRole('cell').first(),
        rows.nth(2).getByRole('cell').last(),
      );
      expect(await copySelection(page)).toBe(
        language.rows
          .slice(0, 2)
          .map((row) => `Hoodie drop\t${row}`)
          .join('\n'),
      );
    });

    test("the Summary's table per token copies as lines of tab-separated cells", async ({
      page,
    }) => {
      await openCheckout(page, language);
      await page.getByRole('button', { name: language.showDetails }).click();
      const tokens = page.getByRole('table', { name: language.tokensName });
      await expect(tokens).toBeVisible();
      await selectContents(tokens);
      // The browser ends a copied table with a line break.
      expect(await copySelection(page)).toBe(`${language.summary}\n`);
    });
  });
}
