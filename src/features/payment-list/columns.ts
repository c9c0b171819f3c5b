export type ColumnId = 'time' | 'status' | 'chain' | 'amount' | 'usd' | 'from' | 'hash' | 'fee';

export interface Column {
  id: ColumnId;
  label: string;
  /** Narrowest width in px, cell padding included. */
  min: number;
  /** Share of the width left over (none: fixed width). */
  grow?: number;
  /** Right-aligned figures. */
  numeric?: true;
}

/**
 * The transactions table's columns; ids are what preferences.hiddenColumns and
 * preferences.shownColumns store. `min` is the narrowest a column may get; for Amount,
 * USD and Fee it is a floor, the rows' own values widen it (number-widths.ts), so no
 * figure is ever cut. Status is wide enough for "Completed" and its icon, and exact
 * times ("2026-11-21 06:15:49"; the header names the zone) fit in full.
 */
export const COLUMNS: readonly Column[] = [
  { id: 'time', label: 'Time', min: 164, grow: 1.1 },
  { id: 'status', label: 'Status', min: 118 },
  { id: 'chain', label: 'Chain', min: 78 },
  { id: 'amount', label: 'Amount', min: 120, grow: 1.4, numeric: true },
  { id: 'usd', label: 'USD', min: 80, grow: 0.8, numeric: true },
  { id: 'from', label: 'Payer', min: 144, grow: 1 },
  { id: 'hash', label: 'Hash', min: 164, grow: 1 },
  { id: 'fee', label: 'Fee', min: 104, grow: 0.9, numeric: true },
];

/** A CSS grid track: at least `min` px, growing by `grow` shares when there is room. */
export function columnTrack(column: { min: number; grow?: number | undefined }): string {
  return column.grow ? `minmax(${column.min}px, ${column.grow}fr)` : `${column.min}px`;
}
