import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import type { TransactionInput } from '../src/api/schemas';
import { expect, MOCK_API_URL, test, TEST_APP_ID } from './fixtures';
import { firstRecordRow, openExportDialog, transactionsTable } from './helpers';

/**
 * Issue 11, "Numbers a finance person can sign off": the Summary covers exactly the
 * filtered rows, per token; exports say their scope and hold every payment they claim;
 * copies count once; odd statuses and times never break the page; numbers, badges and
 * headers are never clipped silently at 1366 px.
 *
 * Expected figures come from the mock server itself (its pages read over HTTP with the
 * test app ID, faults included) and are summed here with BigInt scaled integers, never
 * with JavaScript numbers and never with the app's own code.
 */

const BIG = 'big-market'; // 2,500 records, 50 pages of 50
const PAGED = 'conf-2026'; // 120 records, 3 pages
const SMALL = 'coffee-club'; // 37 records, 1 page
const TINY = 'hoodie-drop'; // 8 records, 1 page
/** Load all of 2,500 takes well under a second alone; the machine may be shared. */
const LOAD_ALL_TIMEOUT = 30_000;

// ---------------------------------------------------------------------------------
// The mock server's data, read as any client would
// ---------------------------------------------------------------------------------

interface PageBody {
  next?: number | null;
  current: number;
  records: TransactionInput[];
}

/** The records of the first `maxPages` pages (all by default), exactly as the server sends them. */
async function serverRecords(code: string, maxPages = Infinity): Promise<TransactionInput[]> {
  const records: TransactionInput[] = [];
  let page = 1;
  for (let read = 0; read < maxPages; read++) {
    const path = `/checkout/transactions/${encodeURIComponent(code)}${page === 1 ? '' : `/${page}`}`;
    const response = await fetch(`${MOCK_API_URL}${path}`, {
      headers: { Accept: 'application/json', 'X-TX-AppId': TEST_APP_ID },
    });
    const body = (await response.json()) as { status: string; result: PageBody };
    if (!response.ok || body.status !== 'success')
      throw new Error(`GET ${path}: ${response.status}`);
    records.push(...body.result.records);
    const next = body.result.next;
    if (typeof next !== 'number' || next <= body.result.current) break;
    if (read > 1000) throw new Error(`${code}: paging does not end`);
    page = next;
  }
  return records;
}

/** How the service spells chains in records (spec §2.1): one name per chain. */
const CHAIN_NAMES: Record<string, string> = {
  eth: 'ETH',
  ethereum: 'ETH',
  tron: 'TRON',
  trx: 'TRON',
  sol: 'SOL',
  solana: 'SOL',
};

function chainOf(record: TransactionInput): string {
  const chain = CHAIN_NAMES[record.chainName.trim().toLowerCase()];
  if (!chain) throw new Error(`unexpected chain name in the mock data: ${record.chainName}`);
  return chain;
}

const STATUSES = ['Pending', 'Completed', 'Failed'];

/** A spec status whatever its casing ("COMPLETED" is Completed). */
function statusOf(record: TransactionInput): string {
  return STATUSES.find((status) => status.toLowerCase() === record.status.toLowerCase()) ?? '?';
}

function tokenLabelOf(record: TransactionInput): string {
  const symbol = record.paySymbol?.trim();
  return symbol ? `${symbol} on ${chainOf(record)}` : `${chainOf(record)} · no pay symbol`;
}

const count = (n: number): string => n.toLocaleString('en-US');

// ---------------------------------------------------------------------------------
// Exact decimals: BigInt at a fixed scale
// ---------------------------------------------------------------------------------

const SCALE = 30;

function toUnits(text: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match || (match[2] ?? '').length > SCALE) throw new Error(`not a decimal: "${text}"`);
  return BigInt(`${match[1]}${(match[2] ?? '').padEnd(SCALE, '0')}`);
}

/** Units back to plain decimal text, trailing zeros dropped: "1234.5". */
function fromUnits(units: bigint): string {
  const digits = units.toString().padStart(SCALE + 1, '0');
  const whole = digits.slice(0, -SCALE);
  const fraction = digits.slice(-SCALE).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

function sum(values: readonly string[]): string {
  return fromUnits(values.reduce((total, value) => total + toUnits(value), 0n));
}

/**
 * A number as shown ("1,234.5", "$1,234.50") as plain decimal text, or a marker naming
 * what is wrong with it: thousands must be grouped correctly, USD has two decimals or more.
 */
function shownDecimal(text: string, kind: 'plain' | 'usd'): string {
  const pattern =
    kind === 'usd' ? /^\$(\d{1,3}(?:,\d{3})*\.\d{2,})$/ : /^(\d{1,3}(?:,\d{3})*(?:\.\d+)?)$/;
  const match = pattern.exec(text.trim());
  return match
    ? fromUnits(toUnits(match[1]!.replaceAll(',', '')))
    : `not a ${kind} figure: "${text}"`;
}

/** "123456789.5" grouped as the table shows it: "123,456,789.5". */
function grouped(decimal: string): string {
  const [whole = '', fraction] = decimal.split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`;
}

// ---------------------------------------------------------------------------------
// The Summary
// ---------------------------------------------------------------------------------

interface TokenRow {
  token: string;
  payments: string;
  amount: string;
  fee: string;
  usd: string;
}

/** Completed totals per token, summed by hand from the records. */
function expectedTokenRows(records: readonly TransactionInput[]): TokenRow[] {
  const groups = new Map<string, TransactionInput[]>();
  for (const record of records.filter((item) => statusOf(item) === 'Completed')) {
    const label = tokenLabelOf(record);
    groups.set(label, [...(groups.get(label) ?? []), record]);
  }
  return [...groups]
    .map(([token, group]) => ({
      token,
      payments: String(group.length),
      amount: sum(group.map((record) => record.amount)),
      fee: sum(group.map((record) => record.fee)),
      usd: sum(group.map((record) => record.amountUsd)),
    }))
    .sort((a, b) => a.token.localeCompare(b.token));
}

/** The "Completed totals per token" table as numbers (sorted by token, to compare as a set). */
async function shownTokenRows(page: Page): Promise<TokenRow[]> {
  const table = page.getByRole('table', { name: 'Completed totals per token' });
  if ((await table.count()) === 0) return [];
  // One read of the whole table: the rows change together when the figures do.
  const cells = await table.evaluate((element) =>
    [...element.querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent ?? ''),
    ),
  );
  return cells
    .map(([token = '', payments = '', amount = '', fee = '', usd = '']) => ({
      token,
      payments: shownDecimal(payments, 'plain'),
      amount: shownDecimal(amount, 'plain'),
      fee: shownDecimal(fee, 'plain'),
      usd: shownDecimal(usd, 'usd'),
    }))
    .sort((a, b) => a.token.localeCompare(b.token));
}

/** The Summary starts as one line of key figures: its details hold the figures checked here. */
async function showSummaryDetails(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Show details' }).click();
  await expect(page.getByTestId('summary-scope')).toBeVisible();
}

/**
 * The Summary's completed figures equal a hand sum of exactly `records`, token by token;
 * with `onlyChain`, every token shown is on that chain.
 */
async function expectSummaryOf(
  page: Page,
  records: readonly TransactionInput[],
  onlyChain?: string,
): Promise<void> {
  const expected = expectedTokenRows(records);
  expect(expected.length, 'the data must hold completed payments to compare').toBeGreaterThan(0);
  await expect.poll(() => shownTokenRows(page)).toEqual(expected);

  // No figure mixes tokens: each row is one chain and one pay symbol, each token once.
  const tokens = (await shownTokenRows(page)).map((row) => row.token);
  for (const token of tokens) {
    const match = /^(?:\S+ on (\S+)|(\S+) · no pay symbol)$/.exec(token);
    expect(match, `"${token}" is one chain and one pay symbol`).not.toBeNull();
    if (onlyChain) expect(match?.[1] ?? match?.[2]).toBe(onlyChain);
  }
  expect(new Set(tokens).size).toBe(tokens.length);

  const completed = records.filter((record) => statusOf(record) === 'Completed');
  const usdShown = toUsd2(grouped(sum(completed.map((record) => record.amountUsd))));
  await expect(
    page.getByText(
      `Completed: ${count(completed.length)} transaction${completed.length === 1 ? '' : 's'}, $${usdShown} USD value`,
      { exact: true },
    ),
  ).toBeVisible();
}

/** At least two decimals, none dropped: "12.5" → "12.50", "12" → "12.00", "1.125" stays. */
function toUsd2(value: string): string {
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

// ---------------------------------------------------------------------------------
// Exports
// ---------------------------------------------------------------------------------

async function readCsv(download: Download): Promise<Record<string, string>[]> {
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF'), 'the CSV starts with a UTF-8 BOM').toBe(true);
  const parsed = Papa.parse<Record<string, string>>(text.slice(1), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** What a CSV row must say about a payment: the exact strings the service sent. */
function csvFacts(row: Record<string, string>) {
  return {
    hash: row.hash,
    checkout: row.checkout_code,
    status: row.status,
    chainAsSent: row.chain_name,
    paySymbol: row.pay_symbol,
    amount: row.amount,
    amountUsd: row.amount_usd,
    fee: row.fee,
    to: JSON.parse(row.to ?? 'null') as unknown,
    updatedAtMs: row.updated_at_ms,
  };
}

function recordFacts(record: TransactionInput) {
  return {
    hash: record.hash,
    checkout: record.checkoutCode,
    status: record.status,
    chainAsSent: record.chainName,
    paySymbol: record.paySymbol ?? '',
    amount: record.amount,
    amountUsd: record.amountUsd,
    fee: record.fee,
    to: record.to.map(({ address, amount }) => ({ address, amount })),
    updatedAtMs: String(record.updatedAt),
  };
}

const byHash = <T extends { hash: string | undefined }>(list: T[]): T[] =>
  list.sort((a, b) => ((a.hash ?? '') < (b.hash ?? '') ? -1 : a.hash === b.hash ? 0 : 1));

/** The browser's calendar date, as export names carry it. */
const browserDate = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const now = new Date();
    const two = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  });

async function chooseFilter(page: Page, label: 'Chain' | 'Status', option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

// ---------------------------------------------------------------------------------
// The table, scrolled through in the browser
// ---------------------------------------------------------------------------------

interface ScanResult {
  rowCount: number;
  /** Distinct records whose row was rendered and checked. */
  rowsChecked: number;
  problems: string[];
  /** Numbers too long for their cell, drawn with an ellipsis (1-based row numbers). */
  ellipsized: { row: number; column: string; text: string }[];
  badgeTexts: string[];
  tableFits: boolean;
  documentFits: boolean;
}

/**
 * Runs in the page: scrolls the virtualised table (the window scrolls it) from top to
 * bottom in steps of less than a screen, waits at each step until the rows of the visible range are rendered,
 * and checks every rendered row once, plus every column header. A problem is: a header,
 * a status badge or a pay symbol that does not fit its box; a number cut off without an
 * ellipsis or without its full value in the title (hover); a numeric cell whose content
 * is cut. Self-contained: it is serialised into the page.
 */
async function scanTable(table: HTMLElement): Promise<ScanResult> {
  const problems: string[] = [];
  const ellipsized: ScanResult['ellipsized'] = [];
  const badgeTexts = new Set<string>();
  const seen = new Set<number>();
  const rowCount = Number(table.getAttribute('aria-rowcount')) - 1;
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const overflows = (element: Element) => element.scrollWidth > element.clientWidth;
  const inside = (inner: DOMRect, outer: DOMRect) =>
    inner.left >= outer.left - 0.5 &&
    inner.right <= outer.right + 0.5 &&
    inner.top >= outer.top - 0.5 &&
    inner.bottom <= outer.bottom + 0.5;
  const digits = (text: string) => text.replace(/[$,]/g, '');

  const headers = [...table.querySelectorAll<HTMLElement>('[role="columnheader"]')];
  // The visible label (the first span), not the screen-reader text after it.
  const names = headers.map((header) =>
    (header.querySelector('span')?.textContent ?? header.textContent ?? '').trim(),
  );
  headers.forEach((header, index) => {
    if (overflows(header))
      problems.push(`header "${names[index]}": ${header.scrollWidth} > ${header.clientWidth} px`);
    const box = header.getBoundingClientRect();
    for (const child of header.querySelectorAll<HTMLElement>(':scope > *, :scope > * > span')) {
      const childBox = child.getBoundingClientRect();
      // Visually hidden text (1 px, clipped) is for screen readers, not drawn.
      if (childBox.width <= 1) continue;
      if (!inside(childBox, box) || (child.tagName === 'SPAN' && overflows(child)))
        problems.push(`header "${names[index]}": "${child.textContent}" does not fit`);
    }
  });

  const checkRenderedRows = () => {
    for (const row of table.querySelectorAll<HTMLElement>('[role="row"][data-row-index]')) {
      const index = Number(row.dataset.rowIndex);
      if (seen.has(index)) continue;
      seen.add(index);
      const cells = [...row.querySelectorAll<HTMLElement>(':scope > [role="cell"]')];
      cells.forEach((cell, column) => {
        const name = names[column] ?? `column ${column + 1}`;
        const where = `row ${index + 1}, ${name}`;
        const cellBox = cell.getBoundingClientRect();
        for (const badge of cell.querySelectorAll<HTMLElement>('.badge[data-status]')) {
          const text = (badge.textContent ?? '').trim();
          badgeTexts.add(text);
          const textPart = badge.querySelector('.badge-text');
          if (
            overflows(badge) ||
            (textPart && overflows(textPart)) ||
            overflows(cell) ||
            !inside(badge.getBoundingClientRect(), cellBox)
          )
            problems.push(`${where}: status badge "${text}" is clipped`);
        }
        for (const value of cell.querySelectorAll<HTMLElement>('.tx-num')) {
          const text = (value.textContent ?? '').trim();
          if (!inside(value.getBoundingClientRect(), cellBox))
            problems.push(`${where}: "${text}" sticks out of its cell`);
          if (!overflows(value)) continue;
          const size = `${value.scrollWidth} > ${value.clientWidth} px`;
          if (getComputedStyle(value).textOverflow !== 'ellipsis')
            problems.push(`${where}: "${text}" is cut off with no ellipsis (${size})`);
          else if (!digits(value.title).startsWith(`${digits(text)} `))
            problems.push(`${where}: "${text}" is cut off and its title "${value.title}" lacks it`);
          else ellipsized.push({ row: index + 1, column: name, text });
        }
        if (cell.classList.contains('tx-cell-num') && overflows(cell))
          problems.push(
            `${where}: the cell's content is cut (${cell.scrollWidth} > ${cell.clientWidth} px)`,
          );
        for (const symbol of cell.querySelectorAll<HTMLElement>('.tx-symbol')) {
          if (overflows(symbol) || !inside(symbol.getBoundingClientRect(), cellBox))
            problems.push(`${where}: pay symbol "${(symbol.textContent ?? '').trim()}" is cut off`);
        }
      });
    }
  };

  // The window scrolls the table (its header sticks under the app's): step the window
  // through the list, less than a screen at a time.
  const firstRow = table.querySelector<HTMLElement>('[role="row"][data-row-index]');
  const rowHeight = firstRow?.getBoundingClientRect().height || 44;
  const list = firstRow?.parentElement ?? table;
  const listTop = list.getBoundingClientRect().top + window.scrollY;
  const listHeight = rowCount * rowHeight;
  window.scrollTo(0, 0);
  for (let step = 0; step < 100_000; step++) {
    const top = window.scrollY;
    const offset = top - listTop;
    const first = Math.max(0, Math.min(rowCount - 1, Math.floor(offset / rowHeight)));
    const last = Math.max(
      first,
      Math.min(rowCount - 1, Math.floor((offset + window.innerHeight) / rowHeight)),
    );
    let ready = false;
    for (let wait = 0; wait < 300 && !ready; wait++) {
      await frame();
      ready =
        table.querySelector(`[data-row-index="${first}"]`) !== null &&
        table.querySelector(`[data-row-index="${last}"]`) !== null;
    }
    if (!ready) {
      problems.push(`rows ${first + 1}–${last + 1} were not rendered at scrollY ${top}`);
      break;
    }
    checkRenderedRows();
    const end = document.documentElement.scrollHeight - window.innerHeight;
    if (offset + window.innerHeight >= listHeight || top >= end - 1) break;
    window.scrollTo(0, top + Math.max(rowHeight, window.innerHeight - 4 * rowHeight));
  }
  window.scrollTo(0, 0);
  const root = document.documentElement;
  return {
    rowCount,
    rowsChecked: seen.size,
    problems,
    ellipsized,
    badgeTexts: [...badgeTexts].sort(),
    tableFits: table.scrollWidth <= table.clientWidth,
    documentFits: root.scrollWidth <= root.clientWidth,
  };
}

const scan = (page: Page): Promise<ScanResult> => transactionsTable(page).evaluate(scanTable);

interface FocusedValue {
  text: string;
  title: string;
  /** Still cut off while focused. */
  clipped: boolean;
  /** Drawn at both ends, inside its row and the window (not covered, not clipped away). */
  drawn: boolean;
}

/**
 * Keyboard only: focuses the first row, moves down to row `rowNumber` (1-based) with
 * the arrow key, then Tabs through that row and reports each number value it focuses.
 */
async function tabThroughRow(page: Page, rowNumber: number): Promise<FocusedValue[]> {
  const table = transactionsTable(page);
  const first = table.locator('[role="row"][aria-rowindex="2"]');
  await expect(first).toBeVisible();
  await first.focus();
  for (let step = 1; step < rowNumber; step++) await page.keyboard.press('ArrowDown');
  await expect(table.locator(`[role="row"][aria-rowindex="${rowNumber + 1}"]`)).toBeFocused();
  const values: FocusedValue[] = [];
  for (let tab = 0; tab < 12; tab++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate((rowIndex) => {
      const element = document.activeElement as HTMLElement | null;
      const row = element?.closest<HTMLElement>('[role="row"]');
      if (!element || !row || row.dataset.rowIndex !== String(rowIndex)) return 'left the row';
      if (!element.classList.contains('tx-num-full')) return 'not a number';
      const box = element.getBoundingClientRect();
      const rowBox = row.getBoundingClientRect();
      const y = box.top + box.height / 2;
      const drawnAt = (x: number) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (hit === element || element.contains(hit));
      };
      return {
        text: element.innerText,
        title: element.title,
        clipped: element.scrollWidth > element.clientWidth,
        drawn:
          drawnAt(box.left + 2) &&
          drawnAt(box.right - 2) &&
          box.left >= rowBox.left &&
          box.right <= rowBox.right &&
          box.right <= window.innerWidth,
      };
    }, rowNumber - 1);
    if (focused === 'left the row') break;
    if (focused !== 'not a number') values.push(focused);
  }
  return values;
}

/** The clipped values of the first row that has any show in full when focused by keyboard. */
async function expectClippedValuesShowOnFocus(page: Page, result: ScanResult) {
  const firstClipped = result.ellipsized[0];
  if (!firstClipped) return;
  const row = Math.min(...result.ellipsized.map((item) => item.row));
  const clipped = result.ellipsized.filter((item) => item.row === row).map((item) => item.text);
  const focused = await tabThroughRow(page, row);
  for (const text of clipped) {
    const value = focused.find((item) => item.text === text);
    expect(value, `row ${row}: "${text}" is reached by Tab`).toBeDefined();
    expect(value?.clipped, `row ${row}: "${text}" while focused`).toBe(false);
    expect(value?.drawn, `row ${row}: "${text}" while focused`).toBe(true);
  }
}

const warnings = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ hasText: 'The service sent data the dashboard had to work around' });

// ---------------------------------------------------------------------------------
// 1. The filtered Summary
// ---------------------------------------------------------------------------------

test('the filtered Summary equals a hand sum of exactly the filtered rows, per token', async ({
  page,
  consoleErrors,
}) => {
  const selected = (record: TransactionInput) =>
    chainOf(record) === 'TRON' && statusOf(record) === 'Completed';
  const firstPage = await serverRecords(BIG, 1);
  const all = await serverRecords(BIG);
  expect(firstPage).toHaveLength(50);
  expect(all).toHaveLength(2500);

  await page.goto(`/checkouts/${BIG}?chain=TRON&status=Completed`);
  await showSummaryDetails(page);
  await expect(page.getByText('Partial: 50 loaded, more on the server')).toBeVisible();
  const matching = firstPage.filter(selected);
  const n = count(matching.length);
  await expect(
    page.getByText(`${n} of 50 loaded transactions match the filters; totals of these ${n}.`),
  ).toBeVisible();
  await expectSummaryOf(page, matching, 'TRON');

  // Every loaded record is one click away, and back.
  await page.getByRole('button', { name: 'Show totals of all 50 loaded' }).click();
  await expect(
    page.getByText('Totals of all 50 loaded transactions, filters not applied.'),
  ).toBeVisible();
  await expectSummaryOf(page, firstPage);
  await page.getByRole('button', { name: `Show totals of the ${n} that match` }).click();
  await expectSummaryOf(page, matching, 'TRON');

  // Load all: the same figures over all 2,500, and the label says they are complete.
  await page.getByRole('button', { name: 'Load all' }).click();
  await expect(page.getByText('All 2,500 transactions loaded')).toBeVisible({
    timeout: LOAD_ALL_TIMEOUT,
  });
  await expect(page.getByText(/^Partial:/)).toHaveCount(0);
  const allMatching = all.filter(selected);
  const m = count(allMatching.length);
  await expect(
    page.getByText(`${m} of 2,500 loaded transactions match the filters; totals of these ${m}.`),
  ).toBeVisible();
  await expectSummaryOf(page, allMatching, 'TRON');
  expect(consoleErrors).toEqual([]);
});

// ---------------------------------------------------------------------------------
// 2. Exports
// ---------------------------------------------------------------------------------

test('"All payments" after a partial load writes every payment; a filtered export names its filters', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const all = await serverRecords(BIG);
  expect(all).toHaveLength(2500);
  await page.goto(`/checkouts/${BIG}`);
  await expect(page.getByText('50 loaded transactions; more on the server')).toBeVisible();
  const today = await browserDate(page);

  let dialog = await openExportDialog(page);
  await expect(dialog.getByRole('radio', { name: 'All payments of this checkout' })).toBeChecked();
  await expect(
    dialog.getByText(
      'Loads the remaining pages first (50 payments loaded so far), then writes every payment.',
    ),
  ).toBeVisible();
  // The file name is shown before anything is written.
  const allName = `checkout-${BIG}-all-${today}.csv`;
  await expect(dialog.getByText(allName, { exact: true })).toBeVisible();

  let downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export CSV' }).click();
  let download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(allName);
  await expect(dialog.getByRole('status').filter({ hasText: 'Wrote' })).toHaveText(
    `Wrote 2,500 payments to ${allName}: every payment of the checkout.`,
  );
  let rows = await readCsv(download);
  expect(rows).toHaveLength(2500);
  expect(new Set(rows.map((row) => row.hash)).size).toBe(2500);
  expect(byHash(rows.map(csvFacts))).toEqual(byHash(all.map(recordFacts)));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Loading every page for the export left them loaded.
  await expect(page.getByText('2,500 loaded transactions; all pages loaded')).toBeVisible({
    timeout: LOAD_ALL_TIMEOUT,
  });

  // A filtered export: its name carries the filters, its rows are exactly the filtered ones.
  await chooseFilter(page, 'Chain', 'TRON');
  await chooseFilter(page, 'Status', 'Completed');
  const selected = all.filter(
    (record) => chainOf(record) === 'TRON' && statusOf(record) === 'Completed',
  );
  const n = count(selected.length);
  await expect(
    page.getByText(`${n} of 2,500 loaded transactions match; all pages loaded`),
  ).toBeVisible();

  dialog = await openExportDialog(page);
  await dialog.getByRole('radio', { name: 'The rows the filters select' }).check();
  await expect(
    dialog.getByText(`${n} of 2,500 loaded payments, as sorted on screen.`),
  ).toBeVisible();
  const filteredName = `checkout-${BIG}-filtered-chain-TRON_status-Completed-${today}.csv`;
  await expect(dialog.getByText(filteredName, { exact: true })).toBeVisible();
  await expect(dialog.getByText(`· ${n} payments`)).toBeVisible();

  downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export CSV' }).click();
  download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(filteredName);
  await expect(dialog.getByRole('status').filter({ hasText: 'Wrote' })).toHaveText(
    `Wrote ${n} payments to ${filteredName}.`,
  );
  rows = await readCsv(download);
  expect(rows).toHaveLength(selected.length);
  expect(byHash(rows.map(csvFacts))).toEqual(byHash(selected.map(recordFacts)));
  expect(consoleErrors).toEqual([]);
});

// ---------------------------------------------------------------------------------
// 3. Copies
// ---------------------------------------------------------------------------------

test('a payment sent twice, also across pages, is shown and counted once', async ({
  page,
  mockApi,
  consoleErrors,
}) => {
  await mockApi.addFault({ route: 'transactions', checkoutCode: PAGED, kind: 'duplicate-records' });
  const sent = await serverRecords(PAGED);
  const firstCopy = new Map<string, TransactionInput>();
  for (const record of sent) {
    const key = `${chainOf(record)}|${record.hash}`;
    const earlier = firstCopy.get(key);
    // The fault sends exact copies (not conflicting versions).
    if (earlier) expect(record).toEqual(earlier);
    else firstCopy.set(key, record);
  }
  const unique = [...firstCopy.values()];
  const copies = sent.length - unique.length;
  expect(unique).toHaveLength(120);
  expect(copies).toBeGreaterThan(1);

  await page.goto(`/checkouts/${PAGED}`);
  await showSummaryDetails(page);
  await expect(page.getByText('50 loaded transactions; more on the server')).toBeVisible();
  await page.getByRole('button', { name: 'Load all' }).click();
  await expect(page.getByText('120 loaded transactions; all pages loaded')).toBeVisible({
    timeout: LOAD_ALL_TIMEOUT,
  });
  await expect(warnings(page)).toContainText(
    `${copies} copies of payments already loaded (same chain, hash and details): each payment is shown and counted once.`,
  );
  await expect(transactionsTable(page)).toHaveAttribute('aria-rowcount', '121');

  await expect(page.getByText('All 120 transactions loaded')).toBeVisible();
  await expect(page.getByText('Totals of all 120 loaded transactions.')).toBeVisible();
  for (const status of STATUSES) {
    const times = unique.filter((record) => statusOf(record) === status).length;
    if (times > 0)
      await expect(page.getByText(`${status}: ${count(times)}`, { exact: true })).toBeVisible();
  }
  await expectSummaryOf(page, unique);
  expect(consoleErrors).toEqual([]);
});

// ---------------------------------------------------------------------------------
// 4. Times that cannot be shown as dates
// ---------------------------------------------------------------------------------

const TIME_CASES = [
  {
    kind: 'time-out-of-range' as const,
    odd: [{ index: 0, warning: '1 payment has an updatedAt that no date can hold' }],
  },
  {
    kind: 'time-not-ms' as const,
    odd: [
      {
        index: 1,
        warning:
          '1 payment has an updatedAt that does not look like epoch milliseconds (it looks like seconds)',
      },
      {
        index: 2,
        warning:
          '1 payment has an updatedAt that does not look like epoch milliseconds (it looks like microseconds)',
      },
    ],
  },
];

for (const timeCase of TIME_CASES) {
  test(`${timeCase.kind}: the odd time is shown as sent, the other rows stay`, async ({
    page,
    mockApi,
    consoleErrors,
  }) => {
    await mockApi.addFault({ route: 'transactions', checkoutCode: SMALL, kind: timeCase.kind });
    const sent = await serverRecords(SMALL);
    expect(sent).toHaveLength(37);
    if (timeCase.kind === 'time-out-of-range') expect(sent[0]!.updatedAt).toBe(8640000000000001);

    await page.goto(`/checkouts/${SMALL}`);
    await expect(page.getByText('37 loaded transactions; all pages loaded')).toBeVisible();
    await expect(transactionsTable(page)).toHaveAttribute('aria-rowcount', '38');
    await expect(firstRecordRow(page)).toBeVisible();
    const warning = warnings(page);
    for (const odd of timeCase.odd) await expect(warning).toContainText(odd.warning);
    await expect(warning.getByText('updatedAt', { exact: true }).first()).toBeVisible();

    const search = page.getByRole('textbox', { name: 'Search' });
    for (const odd of timeCase.odd) {
      const record = sent[odd.index]!;
      const asSent = String(record.updatedAt);
      await search.fill(record.hash);
      await search.press('Enter');
      await expect(
        page.getByText('1 of 37 loaded transactions matches; all pages loaded'),
      ).toBeVisible();
      const row = firstRecordRow(page);
      // Shown as sent, with a marker that says why.
      await expect(row.getByRole('cell').first()).toContainText(asSent);
      await expect(row.getByTitle(/shown as sent$/)).toBeVisible();

      await row.getByRole('cell').first().click();
      const drawer = page.getByRole('dialog', { name: /^Payment of / });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByText(record.hash, { exact: true })).toBeVisible();
      const sentRow = drawer
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'Updated (as sent)' }) });
      await expect(sentRow.getByRole('cell')).toHaveText(asSent);
      await expect(drawer.getByText(/shown as sent$/)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
    await search.fill('');
    await search.press('Enter');
    await expect(page.getByText('37 loaded transactions; all pages loaded')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

// ---------------------------------------------------------------------------------
// 5. Nothing clipped at 1366 × 768
// ---------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------
// 6. Statuses in other casings
// ---------------------------------------------------------------------------------

test('statuses in other casings are counted by the status filter and shown canonically', async ({
  page,
  mockApi,
  consoleErrors,
}) => {
  await mockApi.addFault({ route: 'transactions', checkoutCode: SMALL, kind: 'status-casing' });
  const sent = await serverRecords(SMALL);
  // The fault is on: the service sends "completed", "PENDING", ...
  expect(sent.filter((record) => !STATUSES.includes(record.status)).length).toBeGreaterThan(0);
  const completed = sent.filter((record) => statusOf(record) === 'Completed');
  expect(completed.map((record) => record.status)).toContain('COMPLETED');
  expect(completed.map((record) => record.status)).toContain('completed');

  await page.goto(`/checkouts/${SMALL}`);
  await expect(page.getByText('37 loaded transactions; all pages loaded')).toBeVisible();
  await showSummaryDetails(page);
  for (const status of STATUSES) {
    const times = sent.filter((record) => statusOf(record) === status).length;
    if (times > 0)
      await expect(page.getByText(`${status}: ${times}`, { exact: true })).toBeVisible();
  }
  const unfiltered = await scan(page);
  expect(unfiltered.rowsChecked).toBe(37);
  expect(unfiltered.badgeTexts).toEqual(
    [...new Set(sent.map((record) => statusOf(record)))].sort(),
  );

  await chooseFilter(page, 'Status', 'Completed');
  const n = completed.length;
  await expect(
    page.getByText(`${n} of 37 loaded transactions match; all pages loaded`),
  ).toBeVisible();
  await expect(transactionsTable(page)).toHaveAttribute('aria-rowcount', String(n + 1));
  await expect(
    page.getByText(`${n} of 37 loaded transactions match the filters; totals of these ${n}.`),
  ).toBeVisible();
  await expectSummaryOf(page, completed);
  const filtered = await scan(page);
  expect(filtered.rowsChecked).toBe(n);
  expect(filtered.badgeTexts).toEqual(['Completed']);
  expect(consoleErrors).toEqual([]);
});
