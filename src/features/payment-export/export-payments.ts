import Papa from 'papaparse';
import type { Payment } from '@/model/payments';
import { t, type Locale, type MessageId } from '@/i18n';
import { chainDisplayName } from '@/lib/chain';
import { csvDelimiter, csvWriteOptions, downloadCsv, downloadText, fileDate } from '@/lib/csv-text';
import { typedDecimal } from '@/lib/decimal';
import {
  describeTimeKind,
  formatExactTime,
  isoTime,
  type TimeKind,
  type TimeZoneChoice,
} from '@/lib/format-time';
import { summarizePayments } from '@/features/payment-summary';
import type { Token } from '@/model/payments';

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
 * alone. The app ID is never part of a payment, so never here. JSON needs no such guard:
 * it is data, read by programs, not evaluated.
 *
 * The file is canonical by default, whatever the language of the dashboard: English
 * column keys, dot decimals, ISO 8601 times, commas between cells, notes in English
 * (CANONICAL below), so spreadsheets and ledgers read it the same everywhere. A CSV can
 * instead be written for a spreadsheet in the reader's language (`localized`): the
 * column names and notes in that language, its decimal mark (never grouping, which
 * spreadsheets would misread), its date order, and `;` between cells where the decimal
 * mark is a comma, as spreadsheet programs expect there. Amounts stay every digit the
 * service sent either way. The file name says which (`…-de.csv`).
 */

/**
 * The file's own words, fixed here rather than borrowed from the screen's helpers
 * (describeTimeKind, tokenLabel, UNKNOWN_TOKEN_NOTE), which follow the language.
 */
const CANONICAL = {
  unknownToken: 'unknown token',
  unknownTokenNote:
    'The service did not name the token of these payments, so their amounts are not added up; their USD values are.',
  timeNote: {
    ms: '',
    seconds: 'The service gave this time in seconds, not milliseconds: shown unchanged',
    microseconds: 'The service gave this time in microseconds, not milliseconds: shown unchanged',
    nanoseconds: 'The service gave this time in nanoseconds, not milliseconds: shown unchanged',
    unusual: 'The service gave a time that is not a date of a payment: shown unchanged',
    unreadable: 'The service gave a time no date can hold: shown unchanged',
  } satisfies Record<TimeKind, string>,
};

/** "USDT (TRON)", "unknown token (Ethereum)": a token as the file names it. */
function canonicalTokenLabel(token: Token): string {
  return `${token.paySymbol ?? CANONICAL.unknownToken} (${chainDisplayName(token.chain)})`;
}

export interface ExportColumn {
  id: string;
  /** The column's name in the dialog and in a localized file (the canonical header is `header`). */
  label: MessageId;
  /** The CSV header (the time column's says its zone). */
  header: (zone: TimeZoneChoice) => string;
  value: (payment: Payment, zone: TimeZoneChoice) => string;
  /** A decimal column: a localized file writes it with the language's decimal mark. */
  decimal?: boolean;
}

const plain = (
  id: string,
  label: MessageId,
  value: (payment: Payment) => string,
  decimal = false,
): ExportColumn => ({ id, label, header: () => id, value, decimal });

export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  plain('checkout_code', 'payment-export.columnCheckoutCode', (payment) => payment.checkoutCode),
  plain('name', 'payment-export.columnName', (payment) => payment.name),
  plain('pricing', 'payment-export.columnPricing', (payment) => payment.pricing),
  plain('pricing_symbol', 'payment-export.columnPricingSymbol', (payment) => payment.pricingSymbol),
  plain('status', 'payment-export.columnStatus', (payment) => payment.status),
  plain('chain', 'payment-export.columnChain', (payment) => payment.chain),
  plain('chain_name', 'payment-export.columnChainName', (payment) => payment.chainName),
  plain('pay_symbol', 'payment-export.columnPaySymbol', (payment) => payment.paySymbol ?? ''),
  plain('amount', 'payment-export.columnAmount', (payment) => payment.amount, true),
  plain('amount_usd', 'payment-export.columnAmountUsd', (payment) => payment.amountUsd, true),
  plain('fee', 'payment-export.columnFee', (payment) => payment.fee, true),
  plain('from', 'payment-export.columnFrom', (payment) => payment.from),
  plain('to_count', 'payment-export.columnToCount', (payment) => String(payment.to.length)),
  plain('to', 'payment-export.columnTo', (payment) =>
    JSON.stringify(payment.to.map(({ address, amount }) => ({ address, amount }))),
  ),
  plain('hash', 'payment-export.columnHash', (payment) => payment.hash),
  plain('hash_link', 'payment-export.columnHashLink', (payment) => payment.hashLink),
  {
    id: 'updated_at',
    label: 'payment-export.columnUpdatedAt',
    header: (zone) => (zone === 'utc' ? 'updated_at_utc' : 'updated_at_local'),
    value: (payment, zone) => (payment.timeKind === 'ms' ? isoInZone(payment.updatedAt, zone) : ''),
  },
  plain('updated_at_ms', 'payment-export.columnUpdatedAtMs', (payment) =>
    String(payment.updatedAt),
  ),
  plain(
    'updated_at_note',
    'payment-export.columnUpdatedAtNote',
    (payment) => CANONICAL.timeNote[payment.timeKind],
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

// The dialog reads the separator here, beside the export it describes.
export { csvDelimiter };

function columnsOf(ids: readonly string[]): ExportColumn[] {
  const chosen = EXPORT_COLUMNS.filter((column) => ids.includes(column.id));
  return chosen.length ? chosen : [...EXPORT_COLUMNS];
}

export interface CsvOptions {
  columns?: readonly string[];
  timeZone?: TimeZoneChoice;
  /** Written for a spreadsheet in this language; canonical when absent. */
  localized?: Locale | undefined;
}

/** A column as a localized file writes it: named and valued in the language. */
function localizedColumn(column: ExportColumn, locale: Locale): ExportColumn {
  const zoneName = (zone: TimeZoneChoice) => (zone === 'utc' ? 'UTC' : t('common.localTime'));
  if (column.id === 'updated_at')
    return {
      ...column,
      header: (zone) => `${t(column.label)} (${zoneName(zone)})`,
      value: (payment, zone) =>
        payment.timeKind === 'ms'
          ? formatExactTime(payment.updatedAt, zone, { zoneName: false })
          : '',
    };
  if (column.id === 'updated_at_note')
    return {
      ...column,
      header: () => t(column.label),
      value: (payment) => describeTimeKind(payment.timeKind) ?? '',
    };
  return {
    ...column,
    header: () => t(column.label),
    value: column.decimal
      ? (payment, zone) => typedDecimal(column.value(payment, zone), locale)
      : column.value,
  };
}

export function paymentsToCsv(payments: readonly Payment[], options: CsvOptions = {}): string {
  const zone = options.timeZone ?? 'utc';
  const locale = options.localized;
  const columns = columnsOf(options.columns ?? DEFAULT_COLUMN_IDS).map((column) =>
    locale ? localizedColumn(column, locale) : column,
  );
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header(zone)),
      data: payments.map((payment) => columns.map((column) => column.value(payment, zone))),
    },
    csvWriteOptions(locale),
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
  /** The filters in force, for the payment (empty for `all` and `loaded`). */
  filters: Record<string, unknown>;
  /** Whether every page of the server was loaded when the file was written. */
  complete: boolean;
}

export function paymentsToJson(
  payments: readonly Payment[],
  scope: ExportScope,
  options: { columns?: readonly string[]; timeZone?: TimeZoneChoice; now?: Date } = {},
): string {
  const zone = options.timeZone ?? 'utc';
  const columns = columnsOf(options.columns ?? DEFAULT_COLUMN_IDS);
  const summary = summarizePayments(payments);
  const body = {
    exportedAt: (options.now ?? new Date()).toISOString(),
    ...scope,
    timeZone: zone,
    count: payments.length,
    // Completed totals per token (a chain and a pay symbol): amounts never added across tokens.
    completedTotals: summary.completed.byToken.map((row) => ({
      token: canonicalTokenLabel(row.token),
      chain: row.token.chain,
      paySymbol: row.token.paySymbol,
      payments: row.count,
      // null for an unknown token: its amounts are not added up (they may be of different tokens).
      amount: row.amount,
      fee: row.fee,
      amountUsd: row.amountUsd,
      ...(row.amount === null ? { note: CANONICAL.unknownTokenNote } : {}),
    })),
    completedUsd: summary.completed.amountUsd,
    payments: payments.map((payment) =>
      Object.fromEntries(
        columns.map((column) => [
          column.header(zone),
          column.id === 'to'
            ? payment.to.map(({ address, amount }) => ({ address, amount }))
            : column.id === 'updated_at_ms'
              ? payment.updatedAt
              : column.value(payment, zone),
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
  /** A CSV written in a language's format says so: `…-de.csv`. */
  localized?: Locale,
): string {
  const subject =
    scope.subject.kind === 'watchlist'
      ? 'watchlist'
      : `checkout-${safePart(scope.subject.checkoutCode, 80)}`;
  const what = scope.scope === 'filtered' ? `filtered-${filtersSlug(scope.filters)}` : scope.scope;
  const date = fileDate(now);
  return `${subject}-${what}-${date}${localized ? `-${localized}` : ''}.${extension}`;
}

/** Writes the file and returns its name. */
export function exportPayments(
  kind: 'csv' | 'json',
  payments: readonly Payment[],
  scope: ExportScope,
  options: { columns: readonly string[]; timeZone: TimeZoneChoice; localized?: Locale | undefined },
): string {
  const localized = kind === 'csv' ? options.localized : undefined;
  const fileName = exportFileName(scope, kind, new Date(), localized);
  if (kind === 'csv') {
    downloadCsv(paymentsToCsv(payments, { ...options, localized }), fileName);
  } else {
    downloadText(paymentsToJson(payments, scope, options), fileName, 'application/json');
  }
  return fileName;
}
