import Papa from 'papaparse';
import { t, type Locale, type MessageId } from '@/i18n';
import { csvWriteOptions, downloadCsv, downloadText, fileDate } from '@/lib/csv-text';
import { typedDecimal } from '@/lib/decimal';
import type { KeptReconciliation } from './reconciliation-store';

/**
 * The reconciliation as a file: one row per order, then one per payment in scope that
 * settles no order (Unmatched, Ambiguous, Failed), under a header block that states
 * the scope, the window, the tolerance and the time of the run. Canonical CSV (English
 * keys, decimal point, comma), a CSV for a spreadsheet in the user's language, or JSON.
 * Every cell goes through the payments export's formula guard (lib/csv-text.ts).
 */

interface ExportRow {
  kind: 'order' | 'payment';
  id: string;
  line: string;
  result: string;
  rule: string;
  matchedFields: string;
  amount: string;
  unit: string;
  received: string;
  pending: string;
  underpaidBy: string;
  overpaidBy: string;
  payments: string;
  note: string;
}

const COLUMNS: readonly { key: keyof ExportRow; label: MessageId; decimal?: true }[] = [
  { key: 'kind', label: 'reconcile.exportKind' },
  { key: 'id', label: 'reconcile.columnOrderId' },
  { key: 'line', label: 'reconcile.columnLine' },
  { key: 'result', label: 'reconcile.columnResult' },
  { key: 'rule', label: 'reconcile.columnRule' },
  { key: 'matchedFields', label: 'reconcile.columnMatchedFields' },
  { key: 'amount', label: 'reconcile.columnAmount', decimal: true },
  { key: 'unit', label: 'reconcile.columnUnit' },
  { key: 'received', label: 'reconcile.columnReceived', decimal: true },
  { key: 'pending', label: 'reconcile.columnPending', decimal: true },
  { key: 'underpaidBy', label: 'reconcile.columnUnderpaidBy', decimal: true },
  { key: 'overpaidBy', label: 'reconcile.columnOverpaidBy', decimal: true },
  { key: 'payments', label: 'reconcile.columnPayments' },
  { key: 'note', label: 'reconcile.columnNote' },
];

/** The rows, in the screen's order: orders as in the file, then the payments left over. */
export function reconciliationRows(kept: KeptReconciliation): ExportRow[] {
  const { orders, payments } = kept.reconciliation;
  const orderRows = orders.map((match): ExportRow => ({
    kind: 'order',
    id: match.order.orderId,
    line: String(match.order.line),
    result: match.result,
    rule: match.rule ?? '',
    matchedFields: match.matchedFields.join(' '),
    amount: match.order.amount,
    unit: match.comparedIn ?? match.order.currency ?? '',
    received: match.received ?? '',
    pending: match.pending ?? '',
    underpaidBy: match.underpaidBy ?? '',
    overpaidBy: match.overpaidBy ?? '',
    payments: (match.ambiguity?.paymentKeys ?? match.paymentKeys).join(' '),
    note: match.ambiguity?.reason ?? '',
  }));
  const paymentRows = payments
    .filter((payment) => payment.result !== 'matched')
    .map((payment): ExportRow => ({
      kind: 'payment',
      id: payment.payment.hash,
      line: '',
      result: payment.result,
      rule: '',
      matchedFields: '',
      amount: payment.payment.amount,
      unit: payment.token,
      received: '',
      pending: '',
      underpaidBy: '',
      overpaidBy: '',
      payments: payment.key,
      note: payment.candidateOrderIds.join(' '),
    }));
  return [...orderRows, ...paymentRows];
}

/** What the file was made from, as its header block and the JSON's `meta`. */
export function reconciliationMeta(kept: KeptReconciliation) {
  return {
    checkoutCodes: kept.checkoutCodes,
    complete: kept.complete,
    windowHours: kept.reconciliation.windowHours,
    usdTolerance: kept.reconciliation.usdTolerance,
    ranAt: new Date(kept.ranAt).toISOString(),
    orders: kept.reconciliation.orders.length,
    payments: kept.reconciliation.payments.length,
  };
}

export function reconciliationToCsv(kept: KeptReconciliation, localized?: Locale): string {
  const meta = reconciliationMeta(kept);
  const value = (row: ExportRow, column: (typeof COLUMNS)[number]) =>
    localized && column.decimal ? typedDecimal(row[column.key], localized) : row[column.key];
  const label = (key: MessageId, canonical: string) => (localized ? t(key) : canonical);
  const header: string[][] = [
    [label('reconcile.exportScope', 'scope'), meta.checkoutCodes.join(' ')],
    [label('reconcile.exportComplete', 'every_page_loaded'), String(meta.complete)],
    [label('reconcile.exportWindow', 'window_hours'), String(meta.windowHours)],
    [
      label('reconcile.exportTolerance', 'usd_tolerance'),
      localized ? typedDecimal(meta.usdTolerance, localized) : meta.usdTolerance,
    ],
    [label('reconcile.exportRanAt', 'ran_at'), meta.ranAt],
    [],
  ];
  const rows = reconciliationRows(kept);
  const table = [
    COLUMNS.map((column) => (localized ? t(column.label) : column.key)),
    ...rows.map((row) => COLUMNS.map((column) => value(row, column))),
  ];
  return Papa.unparse([...header, ...table], csvWriteOptions(localized));
}

export function reconciliationToJson(kept: KeptReconciliation): string {
  return JSON.stringify(
    {
      meta: reconciliationMeta(kept),
      summary: kept.reconciliation.summary,
      rows: reconciliationRows(kept),
    },
    null,
    2,
  );
}

export type ReconciliationExportKind = 'csv' | 'csv-localized' | 'json';

/** Writes the file and returns its name: `reconciliation-<date>[-<lang>].csv|json`. */
export function exportReconciliation(
  kind: ReconciliationExportKind,
  kept: KeptReconciliation,
  locale: Locale,
): string {
  const date = fileDate(new Date(kept.ranAt));
  if (kind === 'json') {
    const name = `reconciliation-${date}.json`;
    downloadText(reconciliationToJson(kept), name, 'application/json');
    return name;
  }
  const localized = kind === 'csv-localized' ? locale : undefined;
  const name = `reconciliation-${date}${localized ? `-${localized}` : ''}.csv`;
  // BOM so spreadsheet apps read UTF-8 names correctly.
  downloadCsv(reconciliationToCsv(kept, localized), name);
  return name;
}
