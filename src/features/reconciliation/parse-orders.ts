import Papa from 'papaparse';
import { normalizeChainName } from '@/lib/chain';
import { parseTypedDecimal } from '@/lib/decimal';
import {
  proposeMapping,
  REQUIRED_ORDER_FIELDS,
  type ColumnMapping,
  type OrderField,
} from './propose-mapping';

/**
 * The merchant's orders, read from the text of a file they picked or pasted: a CSV
 * (delimiter sniffed among , ; tab |, columns in any order, UTF-8 with or without BOM,
 * quoted fields, decimal comma or point) or a JSON array of objects. Nothing is ever
 * evaluated: a cell like "=1+2" stays that text (the export's formula guard handles it
 * on the way out). Every row that cannot become an order is listed with its line and
 * why; none is dropped silently.
 *
 * Decisions where the issue is silent:
 * - The first row of a CSV is its header. Blank lines are skipped (they hold nothing).
 * - A JSON file is an array of objects; a record's "line" is the line it starts on.
 *   Numbers in JSON are read from their source text, never through a JavaScript number.
 * - The decimal mark is decided once per file from the amount column ("12,5" or
 *   "1.234,56" mean a comma; "12.5" or "1,234.56" a point); when the column does not
 *   say, a `;`-separated file is taken to use the comma (as German and Spanish
 *   spreadsheets write it), any other the point. Grouping marks, spaces and
 *   apostrophes between digit groups are accepted; signs, currency marks and exponents
 *   are not.
 * - Negative amounts are refused: an order is never priced below zero.
 * - Times: ISO 8601 (with or without a time and offset), epoch milliseconds (13 digits)
 *   or seconds (10 digits), "31.12.2026 10:00" and "31/12/2026 10:00" (day first; a file
 *   whose slashed dates have a second part over 12 is read month first). A time without
 *   an offset is read as UTC. A time that cannot be read refuses its row (an order
 *   without a time would match anywhere); an empty one is an order without a time.
 * - An order ID seen twice: an identical row is counted once (and listed); a row with
 *   different content is kept and flagged, both rows then take part in the matching.
 */

/** A file over this size is refused before it is read: 50 MiB. */
export const MAX_ORDER_FILE_BYTES = 50 * 1024 * 1024;

export type OrderProblemCode =
  | 'file-too-large'
  | 'file-empty'
  | 'json-invalid'
  | 'json-not-array'
  | 'record-not-object'
  | 'bad-quotes'
  | 'wrong-field-count'
  | 'column-missing'
  | 'order-id-empty'
  | 'amount-empty'
  | 'amount-not-decimal'
  | 'amount-negative'
  | 'time-unreadable'
  | 'order-repeated'
  | 'order-id-repeated';

export interface OrderProblem {
  code: OrderProblemCode;
  /** The 1-based line in the file (the header is line 1), or null for the whole file. */
  line: number | null;
  /** Refused rows are not among the orders; flagged ones are, with this note. */
  severity: 'refused' | 'flagged';
  /** The field concerned, when it is one cell (amount, order time, order ID). */
  field?: OrderField;
  /** The offending cell as written, or the file's size in bytes. */
  value?: string;
  /** For repeats: the line where this order ID was first seen. */
  firstLine?: number;
  /** For a wrong field count: how many the header has and how many the line has. */
  expected?: number;
  found?: number;
}

/** The size guard: a problem for a file over MAX_ORDER_FILE_BYTES, or null to read it. */
export function checkOrderFileSize(bytes: number): OrderProblem | null {
  return bytes > MAX_ORDER_FILE_BYTES
    ? { code: 'file-too-large', line: null, severity: 'refused', value: String(bytes) }
    : null;
}

export type OrderFileFormat = 'csv' | 'json';
export type CsvDelimiter = ',' | ';' | '\t' | '|';
const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t', '|'];

/** A file as a table of text cells, before its columns are mapped. */
export interface OrderTable {
  format: OrderFileFormat;
  /** The CSV delimiter found (null for JSON). */
  delimiter: CsvDelimiter | null;
  header: string[];
  rows: { line: number; cells: string[] }[];
  problems: OrderProblem[];
}

/** CRLF and lone CR as LF, and no BOM: Papa guesses one line break for the whole file. */
function normalizeText(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/**
 * The delimiter whose first lines have the most rows with the header's field count
 * (more than one field), then the most fields; ties in the order , ; tab |. A decimal
 * comma in a `;` file gives a ragged table with `,`, so `;` wins there.
 */
function sniffDelimiter(text: string): CsvDelimiter {
  let best: { delimiter: CsvDelimiter; rows: number; fields: number } = {
    delimiter: ',',
    rows: -1,
    fields: 0,
  };
  for (const delimiter of DELIMITERS) {
    const rows = Papa.parse<string[]>(text, {
      delimiter,
      newline: '\n',
      preview: 20,
      skipEmptyLines: true,
    }).data;
    const fields = rows[0]?.length ?? 0;
    const consistent = fields > 1 ? rows.filter((row) => row.length === fields).length : 0;
    if (consistent > best.rows || (consistent === best.rows && fields > best.fields))
      best = { delimiter, rows: consistent, fields };
  }
  return best.delimiter;
}

function readCsv(text: string): OrderTable {
  const delimiter = sniffDelimiter(text);
  const problems: OrderProblem[] = [];
  const rows: { line: number; cells: string[] }[] = [];
  let header: string[] | null = null;
  // Papa gives each row's end (cursor); the row's line is 1 + the line breaks before its start.
  let rowStart = 0;
  let countedTo = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimiter,
    newline: '\n',
    step: (result) => {
      for (let index = countedTo; index < rowStart; index++) if (text[index] === '\n') line++;
      countedTo = rowStart;
      const rowLine = line;
      rowStart = result.meta.cursor;
      const cells = result.data;
      if (cells.length === 1 && cells[0]!.trim() === '') return;
      if (result.errors.length > 0) {
        problems.push({ code: 'bad-quotes', line: rowLine, severity: 'refused' });
        return;
      }
      if (header === null) {
        header = cells.map((cell) => cell.trim());
        return;
      }
      if (cells.length !== header.length) {
        problems.push({
          code: 'wrong-field-count',
          line: rowLine,
          severity: 'refused',
          expected: header.length,
          found: cells.length,
        });
        return;
      }
      rows.push({ line: rowLine, cells });
    },
  });
  if (header === null) problems.push({ code: 'file-empty', line: null, severity: 'refused' });
  return { format: 'csv', delimiter, header: header ?? [], rows, problems };
}

/**
 * The JSON text with every number literal outside a string turned into a string of its
 * own digits (so 12.345678901234567891 is not rounded by JSON.parse), and the line each
 * element of the top-level array starts on.
 */
function quoteJsonNumbers(text: string): { text: string; elementLines: number[] } {
  const parts: string[] = [];
  const elementLines: number[] = [];
  let line = 1;
  let depth = 0;
  let expectElement = false;
  let copiedTo = 0;
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (char === '\n') line++;
    const blank = char === ' ' || char === '\n' || char === '\t' || char === '\r';
    if (depth === 1 && expectElement && !blank && char !== ']') {
      elementLines.push(line);
      expectElement = false;
    }
    if (char === '"') {
      // Skip the string, escapes included.
      index++;
      while (index < text.length && text[index] !== '"') {
        if (text[index] === '\\') index++;
        else if (text[index] === '\n') line++;
        index++;
      }
      index++;
      continue;
    }
    if (char === '[' || char === '{') {
      depth++;
      if (depth === 1) expectElement = true;
    } else if (char === ']' || char === '}') depth--;
    else if (char === ',' && depth === 1) expectElement = true;
    else if (char === '-' || (char >= '0' && char <= '9')) {
      const match = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(index, index + 400));
      if (match) {
        parts.push(text.slice(copiedTo, index), `"${match[0]}"`);
        index += match[0].length;
        copiedTo = index;
        continue;
      }
    }
    index++;
  }
  parts.push(text.slice(copiedTo));
  return { text: parts.join(''), elementLines };
}

function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function readJson(text: string): OrderTable {
  const table: OrderTable = { format: 'json', delimiter: null, header: [], rows: [], problems: [] };
  const quoted = quoteJsonNumbers(text);
  let data: unknown;
  try {
    data = JSON.parse(quoted.text);
  } catch {
    table.problems.push({ code: 'json-invalid', line: null, severity: 'refused' });
    return table;
  }
  if (!Array.isArray(data)) {
    table.problems.push({ code: 'json-not-array', line: null, severity: 'refused' });
    return table;
  }
  // The header is every key, in the order first seen.
  const columns = new Map<string, number>();
  const payments: { line: number; payment: Record<string, unknown> }[] = [];
  data.forEach((item: unknown, position) => {
    const isObject = typeof item === 'object' && item !== null && !Array.isArray(item);
    const line = quoted.elementLines[position] ?? position + 1;
    if (!isObject) {
      table.problems.push({ code: 'record-not-object', line, severity: 'refused' });
      return;
    }
    const payment = item as Record<string, unknown>;
    for (const key of Object.keys(payment)) if (!columns.has(key)) columns.set(key, columns.size);
    payments.push({ line, payment });
  });
  table.header = [...columns.keys()];
  table.rows = payments.map(({ line, payment }) => ({
    line,
    cells: table.header.map((key) => (Object.hasOwn(payment, key) ? cellOf(payment[key]) : '')),
  }));
  return table;
}

/** The file as a table: JSON when it starts with `[`, else CSV. */
export function readOrderTable(text: string): OrderTable {
  const normalized = normalizeText(text);
  if (normalized.trim() === '')
    return {
      format: 'csv',
      delimiter: null,
      header: [],
      rows: [],
      problems: [{ code: 'file-empty', line: null, severity: 'refused' }],
    };
  return normalized.trimStart().startsWith('[') ? readJson(normalized) : readCsv(normalized);
}

/** An order of the merchant, as the matcher takes it. */
export interface Order {
  /** Where it came from in the file (1-based line; see OrderTable). */
  line: number;
  orderId: string;
  /** Plain decimal text, point as mark, no grouping: "1234.56". */
  amount: string;
  /** The currency or token as written (trimmed; "USD", "USDT"), or null. */
  currency: string | null;
  /** The canonical chain (lib/chain: "ETH", "TRON"), or null. */
  chain: string | null;
  payer: string | null;
  /** Transaction hashes named by the order (a cell may list several). */
  txHashes: string[];
  /** Epoch milliseconds, or null for an order without a time (it matches anywhere). */
  time: number | null;
  checkoutCode: string | null;
}

export type DecimalMark = '.' | ',';

/** Decimal text already canonical: no leading zeros, no trailing fraction zeros, no "-0". */
const CANONICAL = /^(?:0|-?[1-9]\d*)(?:\.\d*[1-9])?$|^-0\.\d*[1-9]$/;

/** Plain decimal text without leading zeros or trailing fraction zeros: "0012.50" → "12.5". */
export function canonicalDecimal(value: string): string {
  // Most values are canonical already (the service's amounts): kept as they are.
  if (CANONICAL.test(value)) return value;
  const negative = value.startsWith('-');
  const [rawInt = '0', rawFraction = ''] = (negative ? value.slice(1) : value).split('.');
  const int = rawInt.replace(/^0+(?=\d)/, '');
  const fraction = rawFraction.replace(/0+$/, '');
  const text = fraction ? `${int}.${fraction}` : int;
  return negative && text !== '0' ? `-${text}` : text;
}

const COMMA_DECIMAL = /^-?\d+,(\d{1,2}|\d{4,})$|^-?\d{1,3}(\.\d{3})+,\d+$|^-?\d{1,3}(\.\d{3}){2,}$/;
const POINT_DECIMAL = /^-?\d+\.(\d{1,2}|\d{4,})$|^-?\d{1,3}(,\d{3})+\.\d+$|^-?\d{1,3}(,\d{3}){2,}$/;

function decideDecimalMark(cells: readonly string[], delimiter: CsvDelimiter | null): DecimalMark {
  let comma = false;
  let point = false;
  for (const cell of cells) {
    const compact = cell.replace(/[\s\u00a0\u202f']/g, '');
    if (COMMA_DECIMAL.test(compact)) comma = true;
    else if (POINT_DECIMAL.test(compact)) point = true;
    if (comma && point) break;
  }
  if (comma !== point) return comma ? ',' : '.';
  return delimiter === ';' ? ',' : '.';
}

/** An amount cell as canonical decimal text, or null when it is not a plain decimal. */
export function parseOrderAmount(cell: string, mark: DecimalMark): string | null {
  const parsed = parseTypedDecimal(cell, mark === ',' ? 'de' : 'en');
  return parsed === null ? null : canonicalDecimal(parsed);
}

const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const DAY_FIRST_TIME =
  /^(\d{1,2})([./])(\d{1,2})\2(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

function utc(
  year: number,
  month: number,
  day: number,
  hours: number,
  minutes: number,
  seconds: number,
  ms: number,
): number | undefined {
  const time = Date.UTC(year, month - 1, day, hours, minutes, seconds, ms);
  const date = new Date(time);
  const valid =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hours < 24 &&
    minutes < 60 &&
    seconds < 60;
  return valid ? time : undefined;
}

/**
 * An order time as epoch milliseconds, null when the cell is empty, undefined when it
 * cannot be read. `monthFirst` reads "01/02/2026" as January 2.
 */
export function parseOrderTime(cell: string, monthFirst = false): number | null | undefined {
  const text = cell.trim();
  if (text === '') return null;
  if (/^\d{13}$/.test(text)) return Number(text);
  if (/^\d{10}$/.test(text)) return Number(text) * 1000;
  const iso = ISO_TIME.exec(text);
  if (iso) {
    const [, year, month, day, hours = '0', minutes = '0', seconds = '0', fraction = '', zone] =
      iso;
    const local = utc(
      Number(year),
      Number(month),
      Number(day),
      Number(hours),
      Number(minutes),
      Number(seconds),
      Number(fraction.slice(0, 3).padEnd(3, '0')),
    );
    if (local === undefined) return undefined;
    if (!zone || zone.toUpperCase() === 'Z') return local;
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const offset = (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
    return local - sign * offset;
  }
  const dayFirst = DAY_FIRST_TIME.exec(text);
  if (dayFirst) {
    const [, first, separator, second, year, hours = '0', minutes = '0', seconds = '0'] = dayFirst;
    const swap = monthFirst && separator === '/';
    return utc(
      Number(year),
      Number(swap ? first : second),
      Number(swap ? second : first),
      Number(hours),
      Number(minutes),
      Number(seconds),
      0,
    );
  }
  return undefined;
}

/** Whether the slashed dates of a column are month first ("12/31/2026" somewhere in it). */
function slashedDatesMonthFirst(cells: readonly string[]): boolean {
  return cells.some((cell) => {
    const match = DAY_FIRST_TIME.exec(cell.trim());
    return match !== null && match[2] === '/' && Number(match[3]) > 12;
  });
}

/** Hashes in one cell: separated by spaces, commas, semicolons or bars. */
function splitHashes(cell: string): string[] {
  return cell
    .split(/[\s,;|]+/)
    .map((hash) => hash.trim())
    .filter((hash) => hash !== '');
}

export interface ReadOrders {
  orders: Order[];
  problems: OrderProblem[];
  decimalMark: DecimalMark;
}

/** The orders of a table under a column mapping, and every row refused or flagged. */
export function ordersFromTable(table: OrderTable, mapping: ColumnMapping): ReadOrders {
  const problems: OrderProblem[] = [...table.problems];
  const missing = REQUIRED_ORDER_FIELDS.filter((field) => mapping[field] === undefined);
  const amountColumn = mapping.amount;
  const timeColumn = mapping.orderTime;
  const decimalMark = decideDecimalMark(
    amountColumn === undefined ? [] : table.rows.map((row) => row.cells[amountColumn] ?? ''),
    table.delimiter,
  );
  if (missing.length > 0) {
    for (const field of missing)
      problems.push({ code: 'column-missing', line: null, severity: 'refused', field });
    return { orders: [], problems, decimalMark };
  }
  const monthFirst =
    timeColumn !== undefined &&
    slashedDatesMonthFirst(table.rows.map((row) => row.cells[timeColumn] ?? ''));
  const cell = (cells: readonly string[], field: OrderField): string => {
    const column = mapping[field];
    return column === undefined ? '' : (cells[column] ?? '').trim();
  };
  const optional = (cells: readonly string[], field: OrderField): string | null =>
    cell(cells, field) || null;

  const orders: Order[] = [];
  const firstSeen = new Map<string, { line: number; content: string }>();
  for (const { line, cells } of table.rows) {
    const orderId = cell(cells, 'orderId');
    if (orderId === '') {
      problems.push({ code: 'order-id-empty', line, severity: 'refused', field: 'orderId' });
      continue;
    }
    const amountCell = cell(cells, 'amount');
    if (amountCell === '') {
      problems.push({ code: 'amount-empty', line, severity: 'refused', field: 'amount' });
      continue;
    }
    const amount = parseOrderAmount(amountCell, decimalMark);
    if (amount === null) {
      const code = 'amount-not-decimal';
      problems.push({ code, line, severity: 'refused', field: 'amount', value: amountCell });
      continue;
    }
    if (amount.startsWith('-')) {
      const code = 'amount-negative';
      problems.push({ code, line, severity: 'refused', field: 'amount', value: amountCell });
      continue;
    }
    const timeCell = cell(cells, 'orderTime');
    const time = parseOrderTime(timeCell, monthFirst);
    if (time === undefined) {
      const code = 'time-unreadable';
      problems.push({ code, line, severity: 'refused', field: 'orderTime', value: timeCell });
      continue;
    }
    const chainCell = optional(cells, 'chain');
    const order: Order = {
      line,
      orderId,
      amount,
      currency: optional(cells, 'currency'),
      chain: chainCell === null ? null : normalizeChainName(chainCell),
      payer: optional(cells, 'payer'),
      txHashes: splitHashes(cell(cells, 'txHash')),
      time,
      checkoutCode: optional(cells, 'checkoutCode'),
    };
    const content = JSON.stringify({ ...order, line: 0 });
    const first = firstSeen.get(orderId);
    if (first) {
      const same = first.content === content;
      problems.push({
        code: same ? 'order-repeated' : 'order-id-repeated',
        line,
        severity: same ? 'refused' : 'flagged',
        field: 'orderId',
        value: orderId,
        firstLine: first.line,
      });
      if (same) continue;
    } else firstSeen.set(orderId, { line, content });
    orders.push(order);
  }
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { orders, problems, decimalMark };
}

export interface ParsedOrders extends ReadOrders {
  table: OrderTable;
  mapping: ColumnMapping;
}

/**
 * Reads a whole order file in one go: the table, the mapping (the one given, or the one
 * proposed from the header), the orders and every problem.
 */
export function parseOrders(text: string, mapping?: ColumnMapping): ParsedOrders {
  const table = readOrderTable(text);
  const chosen = mapping ?? proposeMapping(table.header).mapping;
  return { table, mapping: chosen, ...ordersFromTable(table, chosen) };
}
