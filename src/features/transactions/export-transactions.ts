import Papa from 'papaparse';
import type { Transaction } from '@/api/schemas';

/**
 * Export of exactly the rows on screen (filtered and sorted). Loaded lazily with
 * papaparse, so neither is in the first page's bundle.
 *
 * CSV decisions: one row per transaction; recipients as `to_count` plus `to` holding
 * the JSON-encoded recipient list (a variable number of numbered columns would change
 * the header from export to export). Decimals stay the exact strings the API sent.
 * Time as ISO 8601 UTC and epoch milliseconds. Cells that a spreadsheet would run as a
 * formula (=, +, @, tab, CR, or "-" not followed by a digit) get a leading apostrophe;
 * negative numbers are left alone. The app ID is never part of a record, so never here.
 */

export const CSV_COLUMNS = [
  'checkout_code',
  'name',
  'pricing',
  'pricing_symbol',
  'status',
  'chain',
  'chain_name',
  'pay_symbol',
  'amount',
  'amount_usd',
  'fee',
  'from',
  'to_count',
  'to',
  'hash',
  'hash_link',
  'updated_at_iso',
  'updated_at_ms',
] as const;

const FORMULA_START = /^[=+@\t\r]|^-(?!\d)/;

function isoTime(epochMs: number): string {
  const date = new Date(epochMs);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

export function transactionsToCsv(records: readonly Transaction[]): string {
  const data = records.map((record) => [
    record.checkoutCode,
    record.name,
    record.pricing,
    record.pricingSymbol,
    record.status,
    record.chain,
    record.chainName,
    record.paySymbol ?? '',
    record.amount,
    record.amountUsd,
    record.fee,
    record.from,
    String(record.to.length),
    JSON.stringify(record.to.map(({ address, amount }) => ({ address, amount }))),
    record.hash,
    record.hashLink,
    isoTime(record.updatedAt),
    String(record.updatedAt),
  ]);
  return Papa.unparse(
    { fields: [...CSV_COLUMNS], data },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
}

interface JsonExport {
  checkoutCode: string;
  exportedAt: string;
  count: number;
  filters: Record<string, unknown>;
  records: (Omit<Transaction, 'paySymbol'> & {
    paySymbol: string | null;
    updatedAtIso: string;
  })[];
}

export function transactionsToJson(
  records: readonly Transaction[],
  meta: { checkoutCode: string; filters: Record<string, unknown>; now?: Date },
): string {
  const body: JsonExport = {
    checkoutCode: meta.checkoutCode,
    exportedAt: (meta.now ?? new Date()).toISOString(),
    count: records.length,
    filters: meta.filters,
    records: records.map((record) => ({
      checkoutCode: record.checkoutCode,
      name: record.name,
      pricing: record.pricing,
      pricingSymbol: record.pricingSymbol,
      status: record.status,
      chain: record.chain,
      chainName: record.chainName,
      paySymbol: record.paySymbol ?? null,
      amount: record.amount,
      amountUsd: record.amountUsd,
      fee: record.fee,
      from: record.from,
      to: record.to.map(({ address, amount }) => ({ address, amount })),
      hash: record.hash,
      hashLink: record.hashLink,
      updatedAt: record.updatedAt,
      updatedAtIso: isoTime(record.updatedAt),
    })),
  };
  return JSON.stringify(body, null, 2);
}

/** `checkout-<code>-<YYYY-MM-DD>.<ext>`; the code keeps only file-name-safe characters. */
export function exportFileName(
  checkoutCode: string,
  extension: 'csv' | 'json',
  now = new Date(),
): string {
  const safe =
    checkoutCode
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/^[._]+/, '')
      .slice(0, 80) || 'checkout';
  // The local calendar date of the person exporting.
  const date = [
    now.getFullYear(),
    String(now.getMonth() + 1).padStart(2, '0'),
    String(now.getDate()).padStart(2, '0'),
  ].join('-');
  return `checkout-${safe}-${date}.${extension}`;
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

export function exportTransactions(
  kind: 'csv' | 'json',
  records: readonly Transaction[],
  meta: { checkoutCode: string; filters: Record<string, unknown> },
): string {
  const fileName = exportFileName(meta.checkoutCode, kind);
  if (kind === 'csv') {
    // BOM so spreadsheet apps read UTF-8 names correctly.
    downloadText(`\uFEFF${transactionsToCsv(records)}`, fileName, 'text/csv');
  } else {
    downloadText(transactionsToJson(records, meta), fileName, 'application/json');
  }
  return fileName;
}
