import Papa from 'papaparse';
import type { Transaction } from '@/api/schemas';
import { describeTimeKind, isoTime, type TimeZoneChoice } from '@/lib/format-time';
import { summarizeTransactions } from '@/features/payment-summary';
import { tokenLabel, UNKNOWN_TOKEN_NOTE } from '@/features/payment-records';

/**
 * Exports of payments. Loaded lazily with papaparse, so neither is in a page's first
 * bundle.
 *
 * Decisions: one row per payment; recipients as `to_count` plus `to` holding the
 * JSON-encoded recipient list (a variable number of numbered columns would change the
 * header from export to export). Decimals stay the exact strings the API sent. The
 * time in the chosen zone as ISO 8601 (with its offset) and as epoch milliseconds; a
 * time that does not read as epoch milliseconds is left out of the ISO column and
 * explained in `updated_at_note`. Cells that a spreadsheet would run as a formula get a
 * leading apostrophe (FORMULA_START); a cell that is a plain decimal number is left
 * alone. The app ID is never part of a record, so never here. JSON needs no such guard:
 * it is data, read by programs, not evaluated.
 */

export interface ExportColumn {
  id: string;
  label: string;
  /** The CSV header (the time column's says its zone). */
  header: (zone: TimeZoneChoice) => string;
  value: (record: Transaction, zone: TimeZoneChoice) => string;
}

const plain = (
  id: string,
  label: string,
  value: (record: Transaction) => string,
): ExportColumn => ({ id, label, header: () => id, value });

export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  plain('checkout_code', 'Checkout code', (record) => record.checkoutCode),
  plain('name', 'Checkout name', (record) => record.name),
  plain('pricing', 'Price', (record) => record.pricing),
  plain('pricing_symbol', 'Price symbol', (record) => record.pricingSymbol),
  plain('status', 'Status', (record) => record.status),
  plain('chain', 'Chain', (record) => record.chain),
  plain('chain_name', 'Chain, as the service wrote it', (record) => record.chainName),
  plain('pay_symbol', 'Pay symbol', (record) => record.paySymbol ?? ''),
  plain('amount', 'Amount', (record) => record.amount),
  plain('amount_usd', 'USD value', (record) => record.amountUsd),
  plain('fee', 'Fee', (record) => record.fee),
  plain('from', 'Payer', (record) => record.from),
  plain('to_count', 'Recipient count', (record) => String(record.to.length)),
  plain('to', 'Recipients (JSON)', (record) =>
    JSON.stringify(record.to.map(({ address, amount }) => ({ address, amount }))),
  ),
  plain('hash', 'Hash', (record) => record.hash),
  plain('hash_link', 'Explorer link', (record) => record.hashLink),
  {
    id: 'updated_at',
    label: 'Time',
    header: (zone) => (zone === 'utc' ? 'updated_at_utc' : 'updated_at_local'),
    value: (record, zone) => (record.timeKind === 'ms' ? isoInZone(record.updatedAt, zone) : ''),
  },
  plain('updated_at_ms', 'Time in milliseconds (for programs)', (record) =>
    String(record.updatedAt),
  ),
  plain(
    'updated_at_note',
    'Why a time is not a date',
    (record) => describeTimeKind(record.timeKind) ?? '',
  ),
];

export const DEFAULT_COLUMN_IDS: readonly string[] = EXPORT_COLUMNS.map((column) => column.id);

/** ISO 8601: "2026-11-21T10:15:27.000Z" in UTC, "2026-11-21T11:15:27.000+01:00" in local time. */
export function isoInZone(epochMs: number, zone: TimeZoneChoice): string {
  const iso = isoTime(epochMs);
  if (iso === null || zone === 'utc') return iso ?? '';
  const date = new Date(epochMs);
  const offset = -date.getTimezoneOffset();
  const local = new Date(epochMs + offset * 60_000).toISOString().slice(0, 23);
  const sign = offset >= 0 ? '+' : '-';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

/**
 * A cell a spreadsheet would evaluate: it starts with =, +, -, @, a tab, CR or LF, or
 * their full-width forms (＝ ＋ － ＠, which some spreadsheets read as the ASCII ones).
 * Only a cell that is entirely a plain decimal number ("-12.5") is left as it is: "-1+2"
 * or "-2+cmd|' /C calc'!A0" are text from the API and get the leading apostrophe.
 */
export const FORMULA_START = /^(?!-?\d+(?:\.\d+)?$)[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

function columnsOf(ids: readonly string[]): ExportColumn[] {
  const chosen = EXPORT_COLUMNS.filter((column) => ids.includes(column.id));
  return chosen.length ? chosen : [...EXPORT_COLUMNS];
}

export function transactionsToCsv(
  records: readonly Transaction[],
  options: { columns?: readonly string[]; timeZone?: TimeZoneChoice } = {},
): string {
  const zone = options.timeZone ?? 'utc';
  const columns = columnsOf(options.columns ?? DEFAULT_COLUMN_IDS);
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header(zone)),
      data: records.map((record) => columns.map((column) => column.value(record, zone))),
    },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
}

/** What an export holds, written into the file and shown before and after. */
export interface ExportScope {
  /** "checkout" for one checkout's payments, "watchlist" for the pinned checkouts'. */
  subject: { kind: 'checkout'; checkoutCode: string } | { kind: 'watchlist' };
  /**
   * `all`: every payment of the checkout (all pages loaded first); `filtered`: the rows
   * the filters select among the loaded ones; `loaded`: the loaded rows, no filter set.
   */
  scope: 'all' | 'filtered' | 'loaded';
  /** The filters in force, for the record (empty for `all` and `loaded`). */
  filters: Record<string, unknown>;
  /** Whether every page of the server was loaded when the file was written. */
  complete: boolean;
}

export function transactionsToJson(
  records: readonly Transaction[],
  scope: ExportScope,
  options: { columns?: readonly string[]; timeZone?: TimeZoneChoice; now?: Date } = {},
): string {
  const zone = options.timeZone ?? 'utc';
  const columns = columnsOf(options.columns ?? DEFAULT_COLUMN_IDS);
  const summary = summarizeTransactions(records);
  const body = {
    exportedAt: (options.now ?? new Date()).toISOString(),
    ...scope,
    timeZone: zone,
    count: records.length,
    // Completed totals per token (a chain and a pay symbol): amounts never added across tokens.
    completedTotals: summary.completed.byToken.map((row) => ({
      token: tokenLabel(row.token),
      chain: row.token.chain,
      paySymbol: row.token.paySymbol,
      payments: row.count,
      // null for an unknown token: its amounts are not added up (they may be of different tokens).
      amount: row.amount,
      fee: row.fee,
      amountUsd: row.amountUsd,
      ...(row.amount === null ? { note: UNKNOWN_TOKEN_NOTE } : {}),
    })),
    completedUsd: summary.completed.amountUsd,
    records: records.map((record) =>
      Object.fromEntries(
        columns.map((column) => [
          column.header(zone),
          column.id === 'to'
            ? record.to.map(({ address, amount }) => ({ address, amount }))
            : column.id === 'updated_at_ms'
              ? record.updatedAt
              : column.value(record, zone),
        ]),
      ),
    ),
  };
  return JSON.stringify(body, null, 2);
}

/** File-name-safe text: letters, digits, ".", "_", "+" and "-", at most `max` characters. */
function safePart(text: string, max: number): string {
  return (
    text
      .replace(/[^A-Za-z0-9._+-]+/g, '_')
      .replace(/^[._]+/, '')
      .replace(/_+$/, '')
      .slice(0, max) || 'x'
  );
}

/** "chain-TRON_status-Completed": the filters in a file name, shortened when long. */
export function filtersSlug(filters: Record<string, unknown>): string {
  const parts = Object.entries(filters)
    .filter(
      ([, value]) =>
        value !== undefined && value !== '' && !(Array.isArray(value) && !value.length),
    )
    .map(([key, value]) => `${key}-${Array.isArray(value) ? value.join('+') : String(value)}`);
  return safePart(parts.join('_'), 80);
}

/**
 * `checkout-<code>-all-<date>.csv`, `checkout-<code>-filtered-<filters>-<date>.csv`,
 * `checkout-<code>-loaded-<date>.csv`, or `watchlist-...`: the name says what it holds.
 * The date is the local calendar date of the person exporting.
 */
export function exportFileName(
  scope: Pick<ExportScope, 'subject' | 'scope' | 'filters'>,
  extension: 'csv' | 'json',
  now = new Date(),
): string {
  const subject =
    scope.subject.kind === 'watchlist'
      ? 'watchlist'
      : `checkout-${safePart(scope.subject.checkoutCode, 80)}`;
  const what = scope.scope === 'filtered' ? `filtered-${filtersSlug(scope.filters)}` : scope.scope;
  const date = [
    now.getFullYear(),
    String(now.getMonth() + 1).padStart(2, '0'),
    String(now.getDate()).padStart(2, '0'),
  ].join('-');
  return `${subject}-${what}-${date}.${extension}`;
}

function downloadText(text: string, fileName: string, mimeType: string): void {
  const blob = new Blob([text], { type: `${mimeType};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Writes the file and returns its name. */
export function exportTransactions(
  kind: 'csv' | 'json',
  records: readonly Transaction[],
  scope: ExportScope,
  options: { columns: readonly string[]; timeZone: TimeZoneChoice },
): string {
  const fileName = exportFileName(scope, kind);
  if (kind === 'csv') {
    // BOM so spreadsheet apps read UTF-8 names correctly.
    downloadText(`\uFEFF${transactionsToCsv(records, options)}`, fileName, 'text/csv');
  } else {
    downloadText(transactionsToJson(records, scope, options), fileName, 'application/json');
  }
  return fileName;
}
