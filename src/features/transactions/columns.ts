/**
 * The transactions table's columns; ids are what preferences.hiddenColumns stores.
 * Minimum widths add up to about 1,030 px, so every default column fits beside the
 * navigation on a 1366 px laptop (about 1,100 px for the table); status is wide enough
 * for "Completed" and its icon, and exact times ("2026-11-21 06:15:49 UTC") fit in full.
 */
export const COLUMNS = [
  { id: 'time', label: 'Time', width: 'minmax(196px, 1.1fr)' },
  { id: 'status', label: 'Status', width: '118px' },
  { id: 'chain', label: 'Chain', width: '78px' },
  { id: 'amount', label: 'Amount', width: 'minmax(170px, 1.4fr)', numeric: true },
  { id: 'usd', label: 'USD', width: 'minmax(96px, 0.8fr)', numeric: true },
  { id: 'from', label: 'Payer', width: 'minmax(132px, 1fr)' },
  { id: 'hash', label: 'Hash', width: 'minmax(134px, 1fr)' },
  { id: 'fee', label: 'Fee', width: 'minmax(104px, 0.9fr)', numeric: true },
] as const;

export type Column = (typeof COLUMNS)[number];

export function visibleColumns(hidden: readonly string[]): Column[] {
  const visible = COLUMNS.filter((column) => !hidden.includes(column.id));
  // Never an empty table: with everything hidden, time comes back.
  return visible.length ? visible : [COLUMNS[0]];
}
