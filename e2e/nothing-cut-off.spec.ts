import type { ScanResult } from './exact-figures';
import { BIG, SMALL, TINY, LOAD_ALL_TIMEOUT, serverRecords, grouped, scan } from './exact-figures';
import { expect, test } from './fixtures';
import { transactionsTable } from './helpers';
import type { TransactionInput } from '../src/api/schemas';

/** Where a row's amount (or fee) has its decimal point, in px from the window's left. */
interface PointPosition {
  row: number;
  text: string;
  /** The right edge of the whole part's box and of its digits. */
  wholeBox: number;
  wholeDigits: number;
  /** The left edge of the fraction's box and of its decimal point; null without a fraction. */
  fractionBox: number | null;
  point: number | null;
}

/**
 * Runs in the page: scrolls the window through the table and reads, in every row once,
 * where the decimal point of the column `name` sits (null when the column is not shown).
 */
async function decimalPoints(table: HTMLElement, name: string): Promise<PointPosition[] | null> {
  const headers = [...table.querySelectorAll<HTMLElement>('[role="columnheader"]')].map((header) =>
    (header.querySelector('span')?.textContent ?? header.textContent ?? '').trim(),
  );
  const column = headers.findIndex((header) => header.startsWith(name));
  if (column === -1) return null;
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const edges = (node: Node | null, from: number, to?: number) => {
    const range = document.createRange();
    range.setStart(node!, from);
    range.setEnd(node!, to ?? node!.textContent!.length);
    return range.getBoundingClientRect();
  };
  const seen = new Map<number, PointPosition>();
  window.scrollTo(0, 0);
  for (let top = 0; ; top += window.innerHeight / 2) {
    window.scrollTo(0, top);
    await frame();
    await frame();
    for (const row of table.querySelectorAll<HTMLElement>('[role="row"][data-row-index]')) {
      const index = Number(row.dataset.rowIndex);
      const cell = row.querySelectorAll(':scope > [role="cell"]')[column];
      const whole = cell?.querySelector<HTMLElement>('.tx-amount-whole');
      const fraction = cell?.querySelector<HTMLElement>('.tx-amount-fraction');
      if (seen.has(index) || !whole || !fraction) continue;
      const hasFraction = (fraction.textContent ?? '') !== '';
      seen.set(index, {
        row: index + 1,
        text: `${whole.textContent}${fraction.textContent}`,
        wholeBox: whole.getBoundingClientRect().right,
        wholeDigits: edges(whole.firstChild, 0).right,
        fractionBox: hasFraction ? fraction.getBoundingClientRect().left : null,
        point: hasFraction ? edges(fraction.firstChild, 0, 1).left : null,
      });
    }
    if (top + window.innerHeight >= document.documentElement.scrollHeight) break;
  }
  window.scrollTo(0, 0);
  return [...seen.values()].sort((a, b) => a.row - b.row);
}

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
    await expect(page.getByText('2,500 loaded payments; all pages loaded')).toBeVisible({
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
    await expect(page.getByText('37 loaded payments; all pages loaded')).toBeVisible();
    const result = await scan(page);
    expectNothingCut(result, 37);
    expectAmountsAsSent(result, sent);
    expect(consoleErrors).toEqual([]);
  });

  test('coffee-club: in the Amount and Fee columns every decimal point is within 1 px of the others', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`/checkouts/${SMALL}`);
    await expect(page.getByText('37 loaded payments; all pages loaded')).toBeVisible();
    // Fee is too wide beside Payer and Hash at this width: those two make room for it.
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('group', { name: 'Visible columns' });
    for (const name of ['Payer', 'Hash']) await chooser.getByRole('checkbox', { name }).uncheck();
    await chooser.getByRole('checkbox', { name: 'Fee' }).check();
    await page.getByRole('button', { name: 'Columns' }).click();
    await expect(chooser).toBeHidden();
    const table = transactionsTable(page);
    await expect(table.getByRole('columnheader', { name: /^Fee/ })).toBeVisible();

    for (const column of ['Amount', 'Fee']) {
      const rows = await table.evaluate(decimalPoints, column);
      expect(rows, `the ${column} column is shown`).not.toBeNull();
      expect(rows!.map((item) => item.row)).toEqual(Array.from({ length: 37 }, (_, i) => i + 1));
      // Mixed precisions: fractions of several lengths (among the amounts, none at all).
      const fractions = rows!.map((item) => /\.(\d+)$/.exec(item.text)?.[1]?.length ?? 0);
      if (column === 'Amount') expect(fractions, 'amounts without a fraction').toContain(0);
      expect(new Set(fractions).size, `${column}: precisions`).toBeGreaterThan(2);

      const points = rows!.flatMap((item) =>
        [item.wholeBox, item.wholeDigits, item.fractionBox, item.point]
          .filter((x): x is number => x !== null)
          .map((x) => ({ x, where: `row ${item.row} "${item.text}"` })),
      );
      const left = points.reduce((a, b) => (b.x < a.x ? b : a));
      const right = points.reduce((a, b) => (b.x > a.x ? b : a));
      expect(
        right.x - left.x,
        `${column}: decimal points from ${left.x} px (${left.where}) to ${right.x} px (${right.where})`,
      ).toBeLessThanOrEqual(1);
    }
    expect(consoleErrors).toEqual([]);
  });

  test("the Summary's per-token totals line up on the decimal point, amounts and fees", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`/checkouts/${SMALL}`);
    await expect(page.getByText('37 loaded payments; all pages loaded')).toBeVisible();
    await page.getByRole('button', { name: 'Show details' }).click();
    const tokens = page.getByRole('table', { name: 'Completed totals per token' });
    await expect(tokens).toBeVisible();
    for (const kind of ['amount', 'fee']) {
      const points = await tokens.evaluate((table, kind) => {
        const found: { text: string; x: number }[] = [];
        for (const cell of table.querySelectorAll(`td[data-kind="${kind}"]`)) {
          const whole = cell.querySelector('.summary-whole');
          const fraction = cell.querySelector('.summary-fraction');
          // An unknown token's total is "not added": no figure to line up.
          if (!whole || !fraction) continue;
          const text = `${whole.textContent}${fraction.textContent}`;
          found.push({ text, x: whole.getBoundingClientRect().right });
          if (fraction.textContent) {
            const range = document.createRange();
            range.setStart(fraction.firstChild!, 0);
            range.setEnd(fraction.firstChild!, 1);
            found.push({ text, x: range.getBoundingClientRect().left });
          }
        }
        return found;
      }, kind);
      // Several tokens of different precisions, so the check means something.
      expect(new Set(points.map((point) => point.text)).size, kind).toBeGreaterThan(1);
      const xs = points.map((point) => point.x);
      expect(
        Math.max(...xs) - Math.min(...xs),
        `${kind}: ${JSON.stringify(points)}`,
      ).toBeLessThanOrEqual(1);
    }
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
    await expect(page.getByText('8 loaded payments; all pages loaded')).toBeVisible();
    // Too wide for even the essential columns beside each other: a card per payment,
    // the amount on a line of its own.
    const list = page.getByRole('list', { name: `Payments of checkout ${TINY}` });
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

test("the Summary's per-token totals never scroll sideways: too wide for the panel, they are stacked", async ({
  page,
  consoleErrors,
}) => {
  const shownForms: string[] = [];
  for (const width of [820, 1366]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto('/checkouts/wholesale');
    // The details stay open once opened (a preference): open them only the first time.
    const show = page.getByRole('button', { name: 'Show details' });
    const hide = page.getByRole('button', { name: 'Hide details' });
    await expect(show.or(hide)).toBeVisible();
    if (await show.isVisible()) await show.click();
    const table = page.getByRole('table', { name: 'Completed totals per token' });
    const stack = page.getByRole('list', { name: 'Completed totals per token' });
    await expect(table.or(stack)).toBeVisible();
    if (await table.isVisible()) {
      shownForms.push(`${width}: table`);
      // The table's box never scrolls: every figure is in view.
      const overflow = await table.evaluate((element) => {
        const box = element.parentElement!;
        return box.scrollWidth - box.clientWidth;
      });
      expect(
        overflow,
        `${width}: the table overflows its box by ${overflow} px`,
      ).toBeLessThanOrEqual(0);
      await expect(stack).toBeHidden();
    } else {
      shownForms.push(`${width}: stacked`);
      await expect(stack.getByRole('listitem').first()).toBeVisible();
    }
  }
  // At 820 px wholesale's figures, lined up on their points, need more room than the
  // panel has; at 1366 they fit: both ways are checked.
  expect(shownForms).toEqual(['820: stacked', '1366: table']);
  expect(consoleErrors).toEqual([]);
});
