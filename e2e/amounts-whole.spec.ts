import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  checkoutAction,
  LAYOUT_WIDTHS,
  waitForCryptoCatalogue,
  waitForFiatCatalogue,
  waitForSettledStyles,
} from './helpers';

/**
 * Every amount, its unit, its USD value, every fee, count and status reads whole at
 * every width: nothing cut, no ellipsis. Checked on the pages that list payments and
 * figures (a checkout with five-figure USD values and multi-ETH amounts of 18 decimals,
 * one with tiny 18-decimal amounts and unknown tokens, the details, the watchlist, home
 * and the catalogues), scrolling each page through so that every row comes on screen.
 * The Summary is checked with its "Payments over time" chart open and the chart's
 * numbers shown as a table. On every view the page itself never scrolls sideways.
 * A screenshot of each view is attached to the report. The last tests prove the guard
 * sees a column narrowed by 10 px, a chart number cut and a page wider than the window.
 */

const WIDTHS = LAYOUT_WIDTHS.map(({ width, height }) => ({ width, height }));

/** Figures on screen that do not show whole, in words (runs in the page). */
function figuresCut(): string[] {
  const problems: string[] = [];
  const onScreen = (element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return false;
    if (box.bottom < 0 || box.top > window.innerHeight) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const describe = (element: Element) =>
    `${element.className.toString().split(' ')[0]} "${(element.textContent ?? '').trim().slice(0, 50)}"`;
  // The page itself never scrolls sideways: a figure off its right edge is not read.
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth)
    problems.push(
      `the page scrolls sideways (${root.scrollWidth} px wide in a ${root.clientWidth} px window)`,
    );
  // Cells holding figures: their content fits inside them (they hide what does not, on
  // either side: a right-aligned number that is too wide overflows to the left).
  for (const cell of document.querySelectorAll<HTMLElement>('.tx-cell')) {
    if (!onScreen(cell)) continue;
    if (!cell.querySelector('.tx-amount, .tx-num, .badge')) continue;
    // Inside its padding too: a figure that eats the padding touches the next column.
    const box = cell.getBoundingClientRect();
    const style = getComputedStyle(cell);
    const left = box.left + parseFloat(style.paddingLeft);
    const right = box.right - parseFloat(style.paddingRight);
    const inside = [...cell.children].every((child) => {
      const rect = child.getBoundingClientRect();
      return rect.width === 0 || (rect.left >= left - 0.5 && rect.right <= right + 0.5);
    });
    if (!inside || cell.scrollWidth > cell.clientWidth)
      problems.push(`cell ${describe(cell)} is cut`);
  }
  // The numbers of the Summary's "Payments over time" table, once shown (the table kept
  // for screen readers is visually hidden, 1 px: not checked). Their text has no box of
  // its own: measured as a range, inside the cell's padding and not hidden by the box
  // the table scrolls in.
  for (const cell of document.querySelectorAll<HTMLElement>('.chart-table-scroll .chart-num')) {
    if (!onScreen(cell)) continue;
    const range = document.createRange();
    range.selectNodeContents(cell);
    const text = range.getBoundingClientRect();
    if (text.width === 0) continue;
    const box = cell.getBoundingClientRect();
    const style = getComputedStyle(cell);
    const left = box.left + parseFloat(style.paddingLeft);
    const right = box.right - parseFloat(style.paddingRight);
    if (text.left < left - 0.5 || text.right > right + 0.5 || cell.scrollWidth > cell.clientWidth)
      problems.push(`cell chart-num "${cell.textContent}" is cut`);
    // A box may hide what is to its side only if it says so (as layoutProblems wants).
    const scroller = cell.closest<HTMLElement>('.chart-table-scroll')!;
    const hint = scroller.parentElement?.querySelector<HTMLElement>(':scope > .hscroll-hint');
    const saysSo = scroller.classList.contains('hscroll-box') && hint && onScreen(hint);
    const frame = scroller.getBoundingClientRect();
    const shownLeft = frame.left + scroller.clientLeft;
    if (
      !saysSo &&
      (text.left < shownLeft - 0.5 || text.right > shownLeft + scroller.clientWidth + 0.5)
    )
      problems.push(
        `cell chart-num "${cell.textContent}" is hidden past the side of a box that does not say it scrolls`,
      );
  }
  // The figures themselves, on cards, in the Summary and the catalogues too.
  const figures = [
    '.tx-amount-whole',
    '.tx-amount-fraction',
    '.tx-unit',
    '.tx-num',
    '.tx-card',
    '.badge',
    '.badge-text',
    '.summary-num',
    '.summary-count',
    '.summary-key-figures',
  ].join(', ');
  for (const element of document.querySelectorAll<HTMLElement>(figures)) {
    if (!onScreen(element)) continue;
    // Whatever the overflow style: hidden, clipped or an ellipsis, a longer text is cut.
    if (element.scrollWidth > element.clientWidth)
      problems.push(
        `${describe(element)} is cut (${element.scrollWidth} > ${element.clientWidth})`,
      );
  }
  return problems;
}

/** Scrolls the page through, a window at a time, checking the figures on screen at each step. */
async function checkWholePage(page: Page, testInfo: TestInfo, view: string) {
  await waitForSettledStyles(page);
  const path = testInfo.outputPath(`${view}.png`);
  await page.screenshot({ path });
  await testInfo.attach(view, { path, contentType: 'image/png' });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height - 100;
  for (let top = 0; ; top += step) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    // The virtualiser renders the rows of the new position on its next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect.soft(await page.evaluate(figuresCut), `${view} at ${top} px`).toEqual([]);
    if (top + step >= height) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function openCheckout(page: Page, code: string) {
  await page.goto(`/checkouts/${code}`);
  await expect(page.locator('[data-row-index="0"]').first()).toBeVisible();
}

/**
 * In the Summary's details (open): opens "Payments over time" and shows its numbers as a
 * table. Resolves with the box the table scrolls in, once a number cell shows.
 */
async function showChartNumbers(page: Page) {
  const overTime = page.getByRole('region', { name: 'Payments over time' });
  await overTime.getByRole('button', { name: 'Show chart' }).click();
  await overTime.getByRole('button', { name: 'Show the numbers as a table' }).click();
  const numbers = overTime.getByRole('region', { name: 'Completed payments per day, scrollable' });
  await expect(numbers.getByRole('table', { name: /^Completed payments per day/ })).toBeVisible();
  await expect(numbers.locator('td.chart-num').first()).toBeVisible();
  return numbers;
}

/** Waits until the crypto catalogue's by-chain view shows its matrix. */
async function waitForChainMatrix(page: Page) {
  const matrix = page.getByRole('table', { name: /^Decimals of each currency on each chain/ });
  await expect(matrix.getByRole('rowheader').first()).toBeVisible();
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('every amount, unit, USD value, fee, count and status reads whole', async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      const name = (view: string) => `${size.width}-${view}`;
      // Five-figure USD values, multi-ETH amounts with 18 decimals.
      await openCheckout(page, 'wholesale');
      await checkWholePage(page, testInfo, name('checkout-wholesale'));
      await page.getByRole('button', { name: 'Show details' }).click();
      await checkWholePage(page, testInfo, name('checkout-wholesale-summary'));
      // The Summary's chart, with its numbers as a table.
      await showChartNumbers(page);
      await checkWholePage(page, testInfo, name('checkout-wholesale-chart'));
      await page.getByRole('button', { name: 'Hide details' }).click();

      await page.locator('[data-row-index="0"]').first().click();
      await expect(page.getByRole('dialog', { name: /^Payment of / })).toBeVisible();
      await checkWholePage(page, testInfo, name('details'));
      await page.keyboard.press('Escape');
      await (await checkoutAction(page, 'Pin to watchlist')).click();

      // Tiny amounts with 18 decimals, and payments of an unknown token.
      await openCheckout(page, 'coffee-club');
      await checkWholePage(page, testInfo, name('checkout-coffee-club'));
      await (await checkoutAction(page, 'Pin to watchlist')).click();

      await page.goto('/watch');
      await expect(page.locator('[data-row-index="0"]').first()).toBeVisible();
      await checkWholePage(page, testInfo, name('watchlist'));

      for (const [path, view, loaded] of [
        ['/', 'home', null],
        ['/currencies/crypto', 'crypto', waitForCryptoCatalogue],
        ['/currencies/crypto?view=by-chain', 'crypto-by-chain', waitForChainMatrix],
        ['/currencies/fiat', 'fiat', waitForFiatCatalogue],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await loaded?.(page);
        await checkWholePage(page, testInfo, name(view));
      }
    });
  });
}

test.describe('the guard itself', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('sees an amount column narrowed by 10 px', async ({ page }) => {
    await openCheckout(page, 'wholesale');
    expect(await page.evaluate(figuresCut)).toEqual([]);
    // The amount column's narrowest width (its values' width) less 10 px.
    await page.locator('.tx-table').evaluate((table: HTMLElement) => {
      const tracks = table.style.getPropertyValue('--tx-columns').match(/minmax\([^)]*\)|\S+/g)!;
      const headers = [...table.querySelectorAll('[role="columnheader"]')].map(
        (header) => header.textContent ?? '',
      );
      const index = headers.findIndex((header) => header.startsWith('Amount'));
      const min = Number(/(\d+(?:\.\d+)?)px/.exec(tracks[index]!)![1]);
      tracks[index] = `${min - 10}px`;
      table.style.setProperty('--tx-columns', tracks.join(' '));
    });
    const problems = await page.evaluate(figuresCut);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toMatch(/cell tx-cell .* is cut/);
  });

  test("sees a number of the chart's table cut, or hidden past the side of its box", async ({
    page,
  }) => {
    await openCheckout(page, 'wholesale');
    await page.getByRole('button', { name: 'Show details' }).click();
    const numbers = await showChartNumbers(page);
    await numbers.scrollIntoViewIfNeeded();
    expect(await page.evaluate(figuresCut)).toEqual([]);

    // The USD column 10 px narrower than its widest number: the numbers spill out.
    await numbers.evaluate((box) => {
      const cells = [...box.querySelectorAll<HTMLElement>('td.chart-num:last-child')];
      const widest = Math.max(
        ...cells.map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const style = getComputedStyle(cell);
          const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
          return range.getBoundingClientRect().width + padding;
        }),
      );
      const table = box.querySelector('table')!;
      table.style.tableLayout = 'fixed';
      table.querySelector<HTMLElement>('thead th:last-child')!.style.width = `${widest - 10}px`;
    });
    expect((await page.evaluate(figuresCut)).join('\n')).toMatch(/cell chart-num "\$.*" is cut/);

    // Back to its own width, in a box narrower than the table: the USD values are hidden.
    await numbers.evaluate((box) => {
      box.querySelector('table')!.removeAttribute('style');
      box.querySelector<HTMLElement>('thead th:last-child')!.removeAttribute('style');
      box.style.width = '160px';
    });
    expect((await page.evaluate(figuresCut)).join('\n')).toMatch(
      /cell chart-num "\$.*" is hidden past the side of a box that does not say it scrolls/,
    );
  });

  test('sees the page scroll sideways', async ({ page }) => {
    await openCheckout(page, 'wholesale');
    expect(await page.evaluate(figuresCut)).toEqual([]);
    // A box 40 px wider than the window, as a table that does not give way would be.
    await page.locator('main').evaluate((main) => {
      const wide = document.createElement('div');
      wide.style.width = `${window.innerWidth + 40}px`;
      wide.style.height = '1px';
      main.append(wide);
    });
    expect(await page.evaluate(figuresCut)).toContainEqual(
      expect.stringMatching(/^the page scrolls sideways \(\d+ px wide in a \d+ px window\)$/),
    );
  });
});
