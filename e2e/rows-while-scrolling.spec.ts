import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The table's rows reuse their elements while the window scrolls, and the hovered row's
// tint is one band drawn under the rows (payments-table.css): these check what a user
// sees of both.
test.use({ viewport: { width: 1366, height: 768 } });

const CODE = 'conf-2026';

async function openAllRows(page: Page): Promise<Locator> {
  await page.goto(`/checkouts/${CODE}`);
  await page.getByRole('button', { name: 'Load all' }).click();
  await expect(page.getByText('120 loaded payments; all pages loaded')).toBeVisible();
  return page.getByRole('table', { name: `Payments of checkout ${CODE}` });
}

/** The data rows' positions (aria-rowindex), in the order the DOM has them. */
function rowIndexes(table: Locator): Promise<number[]> {
  return table
    .locator('tbody [role="row"]')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('aria-rowindex'))));
}

/** The top of the hover band in the window's coordinates, or null while it is hidden. */
function bandTop(table: Locator): Promise<number | null> {
  return table
    .locator('.tx-hover-band')
    .evaluate((band) =>
      getComputedStyle(band).visibility === 'visible' ? band.getBoundingClientRect().top : null,
    );
}

test('rows scrolled into view show and open their own payment, in reading order once the scroll stops, and closing it keeps the place', async ({
  page,
}) => {
  const table = await openAllRows(page);
  await table.locator('[data-row-index="0"]').hover();
  for (let step = 0; step < 12; step += 1) await page.mouse.wheel(0, 400);

  // Once the scroll stops, the DOM has the rows in their order: a screen reader's
  // reading order is the table's.
  await expect
    .poll(async () => {
      const indexes = await rowIndexes(table);
      const inOrder = indexes.every((index, at) => at === 0 || index === indexes[at - 1]! + 1);
      return inOrder && indexes[0]! > 40;
    })
    .toBe(true);

  // Rows that came in during the scroll open their own payment, and show its hash: two
  // of those in the window, the middle one and the last whole one.
  const inWindow = await table.locator('tbody [role="row"]').evaluateAll((rows) =>
    rows
      .filter((row) => {
        const box = row.getBoundingClientRect();
        return box.top >= 160 && box.bottom <= window.innerHeight - 80;
      })
      .map((row) => row.getAttribute('data-row-index')),
  );
  expect(inWindow.length).toBeGreaterThan(4);
  const scrolledTo = await page.evaluate(() => window.scrollY);
  for (const index of [inWindow[Math.floor(inWindow.length / 2)], inWindow.at(-1)]) {
    const row = table.locator(`[data-row-index="${index}"]`);
    const shownHash = await row.getByRole('link').first().innerText();
    await row.getByRole('cell').first().click();
    const drawer = page.getByRole('dialog', { name: /^Payment of / });
    await expect(drawer).toBeVisible();
    const openedHash = new URL(page.url()).searchParams.get('tx') ?? '';
    // Shortened in the middle: its first 6 and last 4 characters.
    expect(shownHash).toContain(`${openedHash.slice(0, 6)}…${openedHash.slice(-4)}`);
    await expect(drawer.getByText(openedHash, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    // Opening and closing a payment leaves the list where it was.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  }
});

test('the row under the pointer is tinted, and the tint follows the rows that scroll under it', async ({
  page,
}) => {
  const table = await openAllRows(page);
  const row = table.locator('[data-row-index="3"]');
  const cell = (await row.getByRole('cell').first().boundingBox())!;
  const pointer = { x: cell.x + 4, y: cell.y + cell.height / 2 };
  await page.mouse.move(pointer.x, pointer.y);
  await expect.poll(() => bandTop(table)).toBeCloseTo((await row.boundingBox())!.y, 0);

  // The pointer stays still while the rows scroll under it.
  await page.mouse.wheel(0, 600);
  await expect
    .poll(async () => {
      const under = await page.evaluate(({ x, y }) => {
        const hovered = document.elementFromPoint(x, y)?.closest('[role="row"]');
        return hovered
          ? [hovered.getAttribute('aria-rowindex'), hovered.getBoundingClientRect().top]
          : null;
      }, pointer);
      const top = await bandTop(table);
      return (
        under !== null &&
        top !== null &&
        Number(under[0]) > 10 &&
        Math.abs(top - Number(under[1])) < 1
      );
    })
    .toBe(true);

  // Off the rows, the band is hidden.
  await page.mouse.move(pointer.x, 5);
  await expect.poll(() => bandTop(table)).toBeNull();
});

test('the tint does not stay where a search has left no row', async ({ page }) => {
  const table = await openAllRows(page);
  // The first row's hash, read from its details (opened by keyboard: the pointer stays).
  await table.locator('[data-row-index="0"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /^Payment of / })).toBeVisible();
  const hash = new URL(page.url()).searchParams.get('tx') ?? '';
  expect(hash).not.toBe('');
  await page.keyboard.press('Escape');

  const row = table.locator('[data-row-index="5"]');
  const cell = (await row.getByRole('cell').first().boundingBox())!;
  await page.mouse.move(cell.x + 4, cell.y + cell.height / 2);
  await expect.poll(() => bandTop(table)).toBeCloseTo((await row.boundingBox())!.y, 0);

  // The search, typed with the pointer still over the sixth row's place, leaves one row.
  await page.getByRole('textbox', { name: 'Search', exact: true }).focus();
  await page.keyboard.type(hash);
  await expect(table.locator('tbody [role="row"]')).toHaveCount(1);
  await expect.poll(() => bandTop(table)).toBeNull();
});

test('a time says how long ago it was while the pointer is on it, and no reused row keeps it', async ({
  page,
}) => {
  const table = await openAllRows(page);
  const time = table.locator('[data-row-index="2"] time');
  await time.hover();
  // Its relative form ("last month", "3 hours ago"): any words.
  await expect(time).toHaveAttribute('title', /\p{L}/u);
  // The pointer leaves: the title goes with it, so the element carries nothing of this
  // payment once the scroll hands it to another.
  await page.mouse.move(5, 5);
  await expect(time).not.toHaveAttribute('title');
  // Scrolled with the pointer off the table, no row's time has a title.
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => table.locator('time[title]').count()).toBe(0);
});

test('a dragged table draws its rows as plain text while it jumps, the same words, and in full once it rests', async ({
  page,
}) => {
  const table = await openAllRows(page);
  await expect(table.locator('[data-row-index="0"]').getByRole('link')).toBeVisible();
  // 1000 px a frame, as a dragged scrollbar moves it: no row of one frame is in the next.
  // The last frame's plainly drawn row, by its index and its cells' text.
  const plain = await page.evaluate(
    () =>
      new Promise<{ plainRows: number; index: string | null; cells: string[] }>((resolve) => {
        let frames = 0;
        let plainRows = 0;
        let index: string | null = null;
        let cells: string[] = [];
        const frame = () => {
          const rows = [...document.querySelectorAll('tbody [role="row"][data-row-index]')];
          const drawnPlain = rows.filter((row) => !row.querySelector('a, button'));
          plainRows += drawnPlain.length;
          const last = drawnPlain.at(-1);
          if (last) {
            index = last.getAttribute('data-row-index');
            cells = [...last.querySelectorAll('[role="cell"]')].map(
              (cell) => cell.textContent ?? '',
            );
          }
          if (++frames > 4) return resolve({ plainRows, index, cells });
          window.scrollBy(0, 1000);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  expect(plain.plainRows).toBeGreaterThan(0);
  expect(plain.index).not.toBeNull();

  // Once the list rests, the same row is drawn in full: badges, link and copy buttons,
  // and each cell says what its plain cell said (the link's text adds "opens in a new tab").
  const row = table.locator(`[data-row-index="${plain.index}"]`);
  await expect(row.getByRole('link')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Copy / })).toHaveCount(2);
  const full = await row
    .getByRole('cell')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent ?? ''));
  expect(full).toHaveLength(plain.cells.length);
  full.forEach((text, at) => expect(text).toContain(plain.cells[at]!));
  // Amounts read in full as plain text too: the amount with its unit.
  expect(plain.cells.some((text) => /^\d[\d,]*(\.\d+)? \S+/.test(text))).toBe(true);
});
