import type { ScanResult } from './exact-figures';
import { BIG, SMALL, TINY, LOAD_ALL_TIMEOUT, serverRecords, grouped, scan } from './exact-figures';
import { expect, test } from './fixtures';
import { transactionsTable } from './helpers';
import type { TransactionInput } from '../src/api/schemas';

/**
 * Every amount, unit, USD value, badge and header of every row is whole at 1366 × 768,
 * to the last decimal the service sent: the table is scrolled through row by row.
 * Expected figures: ./exact-figures.ts.
 */

test.describe('at 1366 × 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  /** What every layout case asserts of a scan of the whole table. */
  function expectNothingCut(result: ScanResult, rows: number) {
    expect(result.problems).toEqual([]);
    expect(result.rowsChecked).toBe(rows);
    expect(result.tableFits, 'the columns fit without scrolling sideways').toBe(true);
    expect(result.documentFits, 'the document is no wider than the viewport').toBe(true);
  }

  /** The amounts shown, as text, are exactly the server's, every digit, with their unit. */
  function expectAmountsAsSent(result: ScanResult, sent: readonly TransactionInput[]) {
    const shown = result.numbers
      .filter((item) => /^Amount/.test(item.column))
      // Where the Chain column gave way, the unit also names the chain: "USDT (TRON)".
      .map((item) => item.text.replace(/ \((ETH|TRON|SOL)\)$/, ''))
      .sort();
    const expected = sent
      .map((record) => `${grouped(record.amount)} ${record.paySymbol?.trim() || 'unknown token'}`)
      .sort();
    expect(shown).toEqual(expected);
  }

  test('big-market, all 2,500 loaded and sorted by amount: every figure whole', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const sent = await serverRecords(BIG);
    await page.goto(`/checkouts/${BIG}`);
    await page.getByRole('button', { name: 'Load all' }).click();
    await expect(page.getByText('2,500 loaded transactions; all pages loaded')).toBeVisible({
      timeout: LOAD_ALL_TIMEOUT,
    });
    await transactionsTable(page)
      .getByRole('button', { name: /^Amount/ })
      .click();
    await expect(
      transactionsTable(page).getByRole('columnheader', { name: /Amount, by token/ }),
    ).toBeVisible();

    const result = await scan(page);
    expectNothingCut(result, 2500);
    expect(result.badgeTexts).toEqual(['Completed', 'Failed', 'Pending']);
    expectAmountsAsSent(result, sent);
    expect(consoleErrors).toEqual([]);
  });

  test('coffee-club: every figure whole', async ({ page, consoleErrors }) => {
    const sent = await serverRecords(SMALL);
    await page.goto(`/checkouts/${SMALL}`);
    await expect(page.getByText('37 loaded transactions; all pages loaded')).toBeVisible();
    const result = await scan(page);
    expectNothingCut(result, 37);
    expectAmountsAsSent(result, sent);
    expect(consoleErrors).toEqual([]);
  });

  test('long-decimals: 30-digit amounts and USD values make room (cards), shown whole', async ({
    page,
    mockApi,
    consoleErrors,
  }) => {
    await mockApi.addFault({ route: 'transactions', checkoutCode: TINY, kind: 'long-decimals' });
    const sent = await serverRecords(TINY);
    await page.goto(`/checkouts/${TINY}`);
    await expect(page.getByText('8 loaded transactions; all pages loaded')).toBeVisible();
    // Too wide for even the essential columns beside each other: a card per payment,
    // the amount on a line of its own.
    const list = page.getByRole('list', { name: `Transactions of checkout ${TINY}` });
    await expect(list).toBeVisible();
    const cards = await list.locator('.tx-card').evaluateAll((elements) =>
      elements.map((card) => ({
        amount: (card.querySelector('.tx-card-amount')?.textContent ?? '').replace(/\s+/g, ' '),
        usd: card.querySelector('.tx-card-usd')?.textContent ?? '',
        fits: card.scrollWidth <= card.clientWidth,
      })),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const [index, card] of cards.entries()) {
      const record = sent[index]!;
      expect(card.amount).toBe(
        `${grouped(record.amount)} ${record.paySymbol?.trim() || 'unknown token'}`,
      );
      expect(card.usd).toBe(`$${grouped(record.amountUsd)}`);
      expect(card.fits, `card ${index + 1} fits`).toBe(true);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
