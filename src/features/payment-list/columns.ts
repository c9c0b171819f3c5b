/**
 * The transactions table's columns; ids are what preferences.hiddenColumns and
 * preferences.shownColumns store. `min` is the narrowest a column may get (px, cell
 * padding included) and `grow` its share of any width left over (none: fixed width).
 * Minimum widths add up to about 1,030 px, so every column fits beside the navigation
 * on a 1366 px laptop (about 1,100 px for the table); status is wide enough for
 * "Completed" and its icon, and exact times ("2026-11-21 06:15:49 UTC") fit in full.
 */
export const COLUMNS = [
  { id: 'time', label: 'Time', min: 196, grow: 1.1 },
  { id: 'status', label: 'Status', min: 118 },
  { id: 'chain', label: 'Chain', min: 78 },
  { id: 'amount', label: 'Amount', min: 170, grow: 1.4, numeric: true },
  { id: 'usd', label: 'USD', min: 96, grow: 0.8, numeric: true },
  { id: 'from', label: 'Payer', min: 132, grow: 1 },
  { id: 'hash', label: 'Hash', min: 134, grow: 1 },
  { id: 'fee', label: 'Fee', min: 104, grow: 0.9, numeric: true },
] as const;

export type Column = (typeof COLUMNS)[number];
export type ColumnId = Column['id'];

/** A CSS grid track: at least `min` px, growing by `grow` shares when there is room. */
export function columnTrack(column: { min: number; grow?: number | undefined }): string {
  return column.grow ? `minmax(${column.min}px, ${column.grow}fr)` : `${column.min}px`;
}
