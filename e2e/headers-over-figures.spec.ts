import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A figure column's header stands over its figures: the header's text lies above part
 * of every figure of the column (the number itself, not its unit), in the payments
 * table (Amount, USD, Fee) and in the Summary's table per token (Amount, Fee, USD value).
 * Amounts line up on their decimal point with their unit after them, so a header drawn
 * at the right of the column stood over the units, or over the end of the longest
 * fraction where most figures have ended. Checked on hoodie-drop, whose amounts have
 * fractions of 1 to 8 digits and whose units run from "SOL" to "unknown token (TRON)",
 * at a tablet's, a laptop's and a desktop's width.
 */

const CODE = 'hoodie-drop';
/** A page's first rows, cold: the machine the tests run on may be shared (ms). */
const FIRST_ROWS_TIMEOUT = 20_000;
/** At least a digit's width of the header over each figure. */
const MIN_OVERLAP_PX = 6;

interface Span {
  left: number;
  right: number;
}

/**
 * Runs in the page: the left and right of `element`'s first number as drawn, from its
 * first digit to its last ("49.9" of "49.9 USDT", "49,90" of "49,90 $"); null without
 * one ("not added").
 */
function figureSpan(element: Element): Span | null {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let started = false;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    for (let i = 0; i < node.data.length; i++) {
      const char = node.data[i]!;
      if (/\d/.test(char)) {
        if (!started) range.setStart(node, i);
        started = true;
        range.setEnd(node, i + 1);
      } else if (started && !/[.,]/.test(char)) {
        const box = range.getBoundingClientRect();
        return { left: box.left, right: box.right };
      }
    }
  }
  if (!started) return null;
  const box = range.getBoundingClientRect();
  return { left: box.left, right: box.right };
}

/** Runs in the page: the left and right of what `element` holds as drawn. */
function contentSpan(element: Element): Span {
  const range = document.createRange();
  range.selectNodeContents(element);
  const box = range.getBoundingClientRect();
  return { left: box.left, right: box.right };
}

/**
 * For each named column of `table`: how far its header's text lies over each figure of
 * the column, in px (negative: that far beside it), and the figures, to say which.
 */
async function headerOverFigures(table: Locator, columns: readonly string[]) {
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const result: Record<string, { figure: string; overlap: number }[]> = {};
  for (const name of columns) {
    const index = headers.findIndex((text) => text.trim().startsWith(name));
    if (index === -1) continue;
    const header = await table.getByRole('columnheader').nth(index).evaluate(contentSpan);
    const rows = table.getByRole('row');
    const overlaps: { figure: string; overlap: number }[] = [];
    for (let row = 1; row < (await rows.count()); row++) {
      // The Summary's rows start with a row header (the token).
      const cells = rows.nth(row).getByRole('rowheader').or(rows.nth(row).getByRole('cell'));
      const cell = cells.nth(index);
      const figure = await cell.evaluate(figureSpan);
      if (!figure) continue;
      overlaps.push({
        figure: (await cell.innerText()).replace(/\s+/g, ' ').trim(),
        overlap: Math.round(
          Math.min(header.right, figure.right) - Math.max(header.left, figure.left),
        ),
      });
    }
    expect(overlaps.length, `figures of ${name}`).toBeGreaterThan(0);
    result[name] = overlaps;
  }
  // Amounts are shown at every width a table is; Fee only where it fits.
  expect(Object.keys(result).length, `columns of ${columns.join(', ')}`).toBeGreaterThan(1);
  return result;
}

/** The figures whose header does not stand over them. */
function notUnder(result: Record<string, { figure: string; overlap: number }[]>) {
  return Object.entries(result).flatMap(([name, figures]) =>
    figures
      .filter(({ overlap }) => overlap < MIN_OVERLAP_PX)
      .map(({ figure, overlap }) => `${name}: "${figure}" (${overlap} px)`),
  );
}

/** The names the page gives the tables, their figure columns and the Summary's button. */
interface Words {
  table: string;
  columns: [amount: string, usd: string, fee: string];
  showDetails: string;
  tokens: string;
  tokenColumns: [amount: string, fee: string, usd: string];
}

const ENGLISH: Words = {
  table: `Payments of checkout ${CODE}`,
  columns: ['Amount', 'USD', 'Fee'],
  showDetails: 'Show details',
  tokens: 'Completed totals per token',
  tokenColumns: ['Amount', 'Fee', 'USD value'],
};

const GERMAN: Words = {
  table: `Zahlungen von Checkout ${CODE}`,
  columns: ['Betrag', 'USD', 'Gebühr'],
  showDetails: 'Details anzeigen',
  tokens: 'Summen abgeschlossener Zahlungen pro Token',
  tokenColumns: ['Betrag', 'Gebühr', 'USD-Wert'],
};

/** The payments table's figure columns, then the Summary's, each header over its figures. */
async function expectHeadersOverFigures(page: Page, words: Words) {
  await page.goto(`/checkouts/${CODE}`);
  const table = page.getByRole('table', { name: words.table });
  await expect(table.getByRole('row').nth(8)).toBeVisible({ timeout: FIRST_ROWS_TIMEOUT });
  const figures = await headerOverFigures(table, words.columns);
  expect(Object.keys(figures)).toContain(words.columns[0]);
  expect(notUnder(figures)).toEqual([]);

  await page.getByRole('button', { name: words.showDetails }).click();
  const tokens = page.getByRole('table', { name: words.tokens });
  await expect(tokens).toBeVisible();
  expect(notUnder(await headerOverFigures(tokens, words.tokenColumns))).toEqual([]);
}

for (const width of [820, 1366, 1920]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 1000 } });

    test('each figure column’s header stands over every figure of its column', async ({ page }) => {
      await expectHeadersOverFigures(page, ENGLISH);
    });
  });
}

test.describe('in German', () => {
  test.use({ locale: 'de-DE', viewport: { width: 1366, height: 1000 } });

  test('each figure column’s header stands over every figure of its column', async ({ page }) => {
    await expectHeadersOverFigures(page, GERMAN);
  });
});
