import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { LAYOUT_WIDTHS, waitForSettledStyles } from './helpers';

/**
 * Every amount, its unit, its USD value, every fee, count and status reads whole at
 * every width: nothing cut, no ellipsis. Checked on the pages that list payments and
 * figures (a checkout with five-figure USD values and multi-ETH amounts of 18 decimals,
 * one with tiny 18-decimal amounts and unknown tokens, the details, the watchlist, home
 * and the catalogues), scrolling each page through so that every row comes on screen.
 * A screenshot of each view is attached to the report. The last test proves the guard
 * sees a column narrowed by 10 px.
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
      await page.getByRole('button', { name: 'Hide details' }).click();

      await page.locator('[data-row-index="0"]').first().click();
      await expect(page.getByRole('dialog', { name: /^Payment of / })).toBeVisible();
      await checkWholePage(page, testInfo, name('details'));
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Pin to watchlist' }).click();

      // Tiny amounts with 18 decimals, and payments of an unknown token.
      await openCheckout(page, 'coffee-club');
      await checkWholePage(page, testInfo, name('checkout-coffee-club'));
      await page.getByRole('button', { name: 'Pin to watchlist' }).click();

      await page.goto('/watch');
      await expect(page.locator('[data-row-index="0"]').first()).toBeVisible();
      await checkWholePage(page, testInfo, name('watchlist'));

      for (const [path, view] of [
        ['/', 'home'],
        ['/currencies/crypto', 'crypto'],
        ['/currencies/fiat', 'fiat'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
});
