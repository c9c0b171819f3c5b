import type { ScanResult } from './exact-figures';
import {
  BIG,
  SMALL,
  TINY,
  LOAD_ALL_TIMEOUT,
  serverRecords,
  grouped,
  scan,
  tabThroughRow,
  expectClippedValuesShowOnFocus,
} from './exact-figures';
import { expect, test } from './fixtures';
import { transactionsTable } from './helpers';

/** Numbers, badges and headers are never cut off at 1366 × 768. Expected figures: ./exact-figures.ts. */

test.describe('at 1366 × 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  /** What every layout case asserts of a scan of the whole table. */
  function expectNothingCutSilently(result: ScanResult, rows: number) {
    expect(result.problems).toEqual([]);
    expect(result.rowsChecked).toBe(rows);
    expect(result.tableFits, 'the default columns fit without scrolling sideways').toBe(true);
    expect(result.documentFits, 'the document is no wider than the viewport').toBe(true);
    test.info().annotations.push({
      type: 'ellipsized at 1366 px',
      description: `${result.ellipsized.length} values (${[
        ...new Set(result.ellipsized.map((item) => item.column)),
      ].join(', ')})`,
    });
  }

  test('big-market, all 2,500 loaded and sorted by amount: nothing cut off silently', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
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
    expectNothingCutSilently(result, 2500);
    expect(result.badgeTexts).toEqual(['Completed', 'Failed', 'Pending']);
    // Two-decimal USD values always fit; long amounts and fees may give way, visibly.
    expect(result.ellipsized.filter((item) => item.column === 'USD')).toEqual([]);
    await expectClippedValuesShowOnFocus(page, result);
    expect(consoleErrors).toEqual([]);
  });

  test('coffee-club: nothing cut off silently', async ({ page, consoleErrors }) => {
    await page.goto(`/checkouts/${SMALL}`);
    await expect(page.getByText('37 loaded transactions; all pages loaded')).toBeVisible();
    const result = await scan(page);
    expectNothingCutSilently(result, 37);
    expect(result.ellipsized.filter((item) => item.column === 'USD')).toEqual([]);
    await expectClippedValuesShowOnFocus(page, result);
    expect(consoleErrors).toEqual([]);
  });

  test('long-decimals: a number too long for its cell has an ellipsis and shows in full on keyboard focus', async ({
    page,
    mockApi,
    consoleErrors,
  }) => {
    await mockApi.addFault({ route: 'transactions', checkoutCode: TINY, kind: 'long-decimals' });
    const sent = await serverRecords(TINY);
    await page.goto(`/checkouts/${TINY}`);
    await expect(page.getByText('8 loaded transactions; all pages loaded')).toBeVisible();

    const result = await scan(page);
    expectNothingCutSilently(result, 8);
    // 30-digit values: every USD value must give way (else this test proves nothing).
    const firstRow = result.ellipsized.filter((item) => item.row === 1);
    expect(firstRow.map((item) => item.column)).toContain('USD');

    // Keyboard: Tab visits the newest row's values; each shows in full while focused.
    const newest = sent[0]!;
    const focused = await tabThroughRow(page, 1);
    expect(focused.map((value) => value.text)).toEqual([
      grouped(newest.amount),
      `$${grouped(newest.amountUsd)}`,
      grouped(newest.fee),
    ]);
    for (const value of focused) {
      expect(value.clipped, `"${value.text}" while focused`).toBe(false);
      expect(value.drawn, `"${value.text}" while focused`).toBe(true);
    }
    // Every value cut off in that row was among them.
    for (const item of firstRow) expect(focused.map((value) => value.text)).toContain(item.text);
    // Hover: the exact value as sent, with its unit.
    expect(focused[0]!.title).toBe(`${newest.amount} ${newest.paySymbol ?? '(no pay symbol)'}`);
    expect(consoleErrors).toEqual([]);
  });
});
