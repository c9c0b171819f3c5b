/**
 * The transactions table's columns; ids are what preferences.hiddenColumns stores.
 * Minimum widths add up to under 1,000 px so the whole row fits beside the navigation
 * on a 1280 px screen; status is wide enough for "Completed" in full.
 */
export const COLUMNS = [
  { id: 'time', label: 'Time', width: 'minmax(170px, 1.1fr)' },
  { id: 'status', label: 'Status', width: '124px' },
  { id: 'chain', label: 'Chain', width: '84px' },
  { id: 'amount', label: 'Amount', width: 'minmax(150px, 1.4fr)' },
  { id: 'usd', label: 'USD', width: 'minmax(88px, 0.8fr)' },
  { id: 'from', label: 'Payer', width: 'minmax(130px, 1fr)' },
  { id: 'hash', label: 'Hash', width: 'minmax(150px, 1.1fr)' },
  { id: 'fee', label: 'Fee', width: 'minmax(90px, 0.9fr)' },
] as const;

export type Column = (typeof COLUMNS)[number];

export function visibleColumns(hidden: readonly string[]): Column[] {
  const visible = COLUMNS.filter((column) => !hidden.includes(column.id));
  // Never an empty table: with everything hidden, time comes back.
  return visible.length ? visible : [COLUMNS[0]];
}
