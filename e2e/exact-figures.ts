import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import type { TransactionInput } from '../src/api/schemas';
import { expect, MOCK_API_URL, TEST_APP_ID } from './fixtures';
import { transactionsTable } from './helpers';

/**
 * Exact expected figures for the browser tests of amounts, totals and exports: the mock
 * server's records read over HTTP with the test app ID (faults included), summed with
 * BigInt scaled integers, never with JavaScript numbers and never with the app's code.
 */
export const BIG = 'big-market'; // 2,500 records, 50 pages of 50
export const PAGED = 'conf-2026'; // 120 records, 3 pages
export const SMALL = 'coffee-club'; // 37 records, 1 page
export const TINY = 'hoodie-drop'; // 8 records, 1 page
/** Load all of 2,500 takes well under a second alone; the machine may be shared. */
export const LOAD_ALL_TIMEOUT = 30_000;

// ---------------------------------------------------------------------------------
// The mock server's data, read as any client would
// ---------------------------------------------------------------------------------

export interface PageBody {
  next?: number | null;
  current: number;
  records: TransactionInput[];
}

/** The records of the first `maxPages` pages (all by default), exactly as the server sends them. */
export async function serverRecords(
  code: string,
  maxPages = Infinity,
): Promise<TransactionInput[]> {
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
export const CHAIN_NAMES: Record<string, string> = {
  eth: 'ETH',
  ethereum: 'ETH',
  tron: 'TRON',
  trx: 'TRON',
  sol: 'SOL',
  solana: 'SOL',
};

export function chainOf(record: TransactionInput): string {
  const chain = CHAIN_NAMES[record.chainName.trim().toLowerCase()];
  if (!chain) throw new Error(`unexpected chain name in the mock data: ${record.chainName}`);
  return chain;
}

export const STATUSES = ['Pending', 'Completed', 'Failed'];

/** A spec status whatever its casing ("COMPLETED" is Completed). */
export function statusOf(record: TransactionInput): string {
  return STATUSES.find((status) => status.toLowerCase() === record.status.toLowerCase()) ?? '?';
}

/** A chain as a token's name says it: "USDT (Ethereum)". */
const CHAIN_SAID: Record<string, string> = { ETH: 'Ethereum', TRON: 'TRON', SOL: 'Solana' };

/** "USDT (TRON)"; a record without a pay symbol is of an "unknown token (Ethereum)". */
export function tokenLabelOf(record: TransactionInput): string {
  const symbol = record.paySymbol?.trim();
  return `${symbol || 'unknown token'} (${CHAIN_SAID[chainOf(record)]})`;
}

/** What the Summary shows for an unknown token's amount or fee: not a sum. */
export const NOT_ADDED = 'not added';

export const count = (n: number): string => n.toLocaleString('en-US');

// ---------------------------------------------------------------------------------
// Exact decimals: BigInt at a fixed scale
// ---------------------------------------------------------------------------------

export const SCALE = 30;

export function toUnits(text: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match || (match[2] ?? '').length > SCALE) throw new Error(`not a decimal: "${text}"`);
  return BigInt(`${match[1]}${(match[2] ?? '').padEnd(SCALE, '0')}`);
}

/** Units back to plain decimal text, trailing zeros dropped: "1234.5". */
export function fromUnits(units: bigint): string {
  const digits = units.toString().padStart(SCALE + 1, '0');
  const whole = digits.slice(0, -SCALE);
  const fraction = digits.slice(-SCALE).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

export function sum(values: readonly string[]): string {
  return fromUnits(values.reduce((total, value) => total + toUnits(value), 0n));
}

/**
 * A number as shown ("1,234.5", "$1,234.50") as plain decimal text, or a marker naming
 * what is wrong with it: thousands must be grouped correctly, USD has two decimals or more.
 */
export function shownDecimal(text: string, kind: 'plain' | 'usd'): string {
  const pattern =
    kind === 'usd' ? /^\$(\d{1,3}(?:,\d{3})*\.\d{2,})$/ : /^(\d{1,3}(?:,\d{3})*(?:\.\d+)?)$/;
  const match = pattern.exec(text.trim());
  return match
    ? fromUnits(toUnits(match[1]!.replaceAll(',', '')))
    : `not a ${kind} figure: "${text}"`;
}

/** "123456789.5" grouped as the table shows it: "123,456,789.5". */
export function grouped(decimal: string): string {
  const [whole = '', fraction] = decimal.split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`;
}

// ---------------------------------------------------------------------------------
// The Summary
// ---------------------------------------------------------------------------------

export interface TokenRow {
  token: string;
  payments: string;
  amount: string;
  fee: string;
  usd: string;
}

/** Completed totals per token, summed by hand from the records. */
export function expectedTokenRows(records: readonly TransactionInput[]): TokenRow[] {
  const groups = new Map<string, TransactionInput[]>();
  for (const record of records.filter((item) => statusOf(item) === 'Completed')) {
    const label = tokenLabelOf(record);
    groups.set(label, [...(groups.get(label) ?? []), record]);
  }
  return [...groups]
    .map(([token, group]) => {
      // The amounts of an unknown token are never added: they may be of different tokens.
      const unknown = token.startsWith('unknown token');
      return {
        token,
        payments: String(group.length),
        amount: unknown ? NOT_ADDED : sum(group.map((record) => record.amount)),
        fee: unknown ? NOT_ADDED : sum(group.map((record) => record.fee)),
        usd: sum(group.map((record) => record.amountUsd)),
      };
    })
    .sort((a, b) => a.token.localeCompare(b.token));
}

/**
 * The "Completed totals per token" as numbers (sorted by token, to compare as a set):
 * from the table, or from its stacked rows where the table is too wide for the panel.
 */
export async function shownTokenRows(page: Page): Promise<TokenRow[]> {
  const table = page.getByRole('table', { name: 'Completed totals per token' });
  const stacked = page.getByRole('list', { name: 'Completed totals per token' });
  // One read of the whole form: the rows change together when the figures do.
  const cells =
    (await table.count()) > 0
      ? await table.evaluate((element) =>
          [...element.querySelectorAll('tbody tr')].map((row) =>
            [...row.children].map((cell) => cell.textContent ?? ''),
          ),
        )
      : (await stacked.count()) > 0
        ? await stacked.evaluate((element) =>
            [...element.querySelectorAll(':scope > li')].map((item) => [
              item.querySelector('.summary-stack-token')?.textContent ?? '',
              // "7 payments" (or "1 payment"): the count alone.
              (item.querySelector('.summary-stack-count')?.textContent ?? '').split(' ')[0] ?? '',
              ...[...item.querySelectorAll('dd')].map((figure) => figure.textContent ?? ''),
            ]),
          )
        : [];
  return cells
    .map(([token = '', payments = '', amount = '', fee = '', usd = '']) => ({
      token,
      payments: shownDecimal(payments, 'plain'),
      amount: amount === NOT_ADDED ? amount : shownDecimal(amount, 'plain'),
      fee: fee === NOT_ADDED ? fee : shownDecimal(fee, 'plain'),
      usd: shownDecimal(usd, 'usd'),
    }))
    .sort((a, b) => a.token.localeCompare(b.token));
}

/** The Summary starts as one line of key figures: its details hold the figures checked here. */
export async function showSummaryDetails(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Show details' }).click();
  await expect(page.getByTestId('summary-scope')).toBeVisible();
}

/**
 * The Summary's completed figures equal a hand sum of exactly `records`, token by token;
 * with `onlyChain`, every token shown is on that chain.
 */
export async function expectSummaryOf(
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
    const match = /^(?:\S+|unknown token) \((\S+)\)$/.exec(token);
    expect(match, `"${token}" is one chain and one pay symbol`).not.toBeNull();
    if (onlyChain) expect(match?.[1]).toBe(CHAIN_SAID[onlyChain]);
  }
  expect(new Set(tokens).size).toBe(tokens.length);

  const completed = records.filter((record) => statusOf(record) === 'Completed');
  const usdShown = toUsd2(grouped(sum(completed.map((record) => record.amountUsd))));
  await expect(
    page.getByText(
      `Completed: ${count(completed.length)} payment${completed.length === 1 ? '' : 's'}, USD value $${usdShown}`,
      { exact: true },
    ),
  ).toBeVisible();
}

/** At least two decimals, none dropped: "12.5" → "12.50", "12" → "12.00", "1.125" stays. */
export function toUsd2(value: string): string {
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

// ---------------------------------------------------------------------------------
// Exports
// ---------------------------------------------------------------------------------

export async function readCsv(download: Download): Promise<Record<string, string>[]> {
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
export function csvFacts(row: Record<string, string>) {
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

export function recordFacts(record: TransactionInput) {
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

export const byHash = <T extends { hash: string | undefined }>(list: T[]): T[] =>
  list.sort((a, b) => ((a.hash ?? '') < (b.hash ?? '') ? -1 : a.hash === b.hash ? 0 : 1));

/** The browser's calendar date, as export names carry it. */
export const browserDate = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const now = new Date();
    const two = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  });

export async function chooseFilter(page: Page, label: 'Chain' | 'Status', option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

// ---------------------------------------------------------------------------------
// The table, scrolled through in the browser
// ---------------------------------------------------------------------------------

export interface ScanResult {
  rowCount: number;
  /** Distinct records whose row was rendered and checked. */
  rowsChecked: number;
  problems: string[];
  /** The amounts, units and USD values checked, as shown (to compare with the server's). */
  numbers: { row: number; column: string; text: string }[];
  badgeTexts: string[];
  tableFits: boolean;
  documentFits: boolean;
}

/**
 * Runs in the page: scrolls the virtualised table (the window scrolls it) from top to
 * bottom in steps of less than a screen, waits at each step until the rows of the visible range are rendered,
 * and checks every rendered row once, plus every column header. A problem is: a header,
 * a status badge, an amount, its unit or a USD value that does not fit its box or its
 * cell (inside the cell's padding); a numeric cell whose content is cut. Nothing may end
 * in an ellipsis. Self-contained: it is serialised into the page.
 */
export async function scanTable(table: HTMLElement): Promise<ScanResult> {
  const problems: string[] = [];
  const numbers: ScanResult['numbers'] = [];
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
        // Inside the cell's padding: a figure that eats it touches the next column.
        const style = getComputedStyle(cell);
        const contentBox = new DOMRect(
          cellBox.left + parseFloat(style.paddingLeft),
          cellBox.top,
          cellBox.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          cellBox.height,
        );
        for (const value of cell.querySelectorAll<HTMLElement>(
          '.tx-num, .tx-amount-whole, .tx-amount-fraction, .tx-unit',
        )) {
          const text = (value.textContent ?? '').trim();
          if (!text) continue;
          if (!inside(value.getBoundingClientRect(), contentBox))
            problems.push(`${where}: "${text}" sticks out of its cell`);
          if (overflows(value))
            problems.push(
              `${where}: "${text}" is cut off (${value.scrollWidth} > ${value.clientWidth} px)`,
            );
          if (getComputedStyle(value).textOverflow === 'ellipsis')
            problems.push(`${where}: "${text}" may end in an ellipsis`);
        }
        // The figure as read: "12,192.500000 USDT" (its parts are separate boxes).
        const amount = cell.querySelector<HTMLElement>('.tx-amount');
        const usd = cell.querySelector<HTMLElement>('.tx-num');
        const part = (selector: string) => amount?.querySelector(selector)?.textContent ?? '';
        if (amount)
          numbers.push({
            row: index + 1,
            column: name,
            text: `${part('.tx-amount-whole')}${part('.tx-amount-fraction')} ${part('.tx-unit')}`,
          });
        else if (usd) numbers.push({ row: index + 1, column: name, text: usd.textContent ?? '' });
        if (cell.classList.contains('tx-cell-num') && overflows(cell))
          problems.push(
            `${where}: the cell's content is cut (${cell.scrollWidth} > ${cell.clientWidth} px)`,
          );
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
    numbers,
    badgeTexts: [...badgeTexts].sort(),
    tableFits: table.scrollWidth <= table.clientWidth,
    documentFits: root.scrollWidth <= root.clientWidth,
  };
}

export const scan = (page: Page): Promise<ScanResult> =>
  transactionsTable(page).evaluate(scanTable);

export const warnings = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ hasText: 'The service sent data the dashboard had to work around' });
