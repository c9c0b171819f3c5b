import { KNOWN_STATUSES, statusLabel } from '@/api/statuses';
import type { MessageId } from '@/i18n';
import { formatExactTime } from '@/lib/format-time';

export type ColumnId = 'time' | 'status' | 'chain' | 'amount' | 'usd' | 'from' | 'hash' | 'fee';

export interface Column {
  id: ColumnId;
  /** The header's message id: read with `t` where the column is shown. */
  label: MessageId;
  /** Narrowest width in px, cell padding included. */
  min: number;
  /** Share of the width left over (none: fixed width). */
  grow?: number;
  /**
   * Figures: right-aligned under a right-aligned header (`end`), or lined up on their
   * decimal point with their unit after them, the header starting where they start
   * (`decimal`: a right-aligned header would stand over the units, or over nothing
   * where the fractions are short).
   */
  figures?: 'end' | 'decimal';
}

const TIME_MIN_PX = 164;
/** A generous width per character of a time cell (14 px, tabular figures). */
const TIME_CHAR_PX = 8;
/**
 * A generous width per character of the Time header's zone, which wraps under "Time"
 * as one unbroken piece ("(America/North_Dakota/New_Salem)", 12 px bold: "_", "M" and
 * "W" run ~8 px); and the header's padding and sort arrow.
 */
const ZONE_CHAR_PX = 8;
const HEADER_EXTRA_PX = 16 + 20;
const STATUS_MIN_PX = 118;
/** A generous width per character of a status badge's text (11 px, bold). */
const STATUS_CHAR_PX = 6.5;

/**
 * The payments table's columns; ids are what preferences.hiddenColumns and
 * preferences.shownColumns store. `min` is the narrowest a column may get; for Amount,
 * USD and Fee it is a floor, the rows' own values widen it (number-widths.ts), so no
 * figure is ever cut. Status is wide enough for "Completed" and its icon, and exact
 * times ("2026-11-21 06:15:49"; the header names the zone) fit in full; longer forms
 * of other languages widen both (languageMins).
 */
export const COLUMNS: readonly Column[] = [
  { id: 'time', label: 'payment-list.columnTime', min: TIME_MIN_PX, grow: 1.1 },
  { id: 'status', label: 'payment-list.columnStatus', min: STATUS_MIN_PX },
  { id: 'chain', label: 'payment-list.columnChain', min: 78 },
  { id: 'amount', label: 'payment-list.columnAmount', min: 120, grow: 1.4, figures: 'decimal' },
  { id: 'usd', label: 'payment-list.columnUsd', min: 80, grow: 0.8, figures: 'end' },
  { id: 'from', label: 'payment-list.columnPayer', min: 144, grow: 1 },
  { id: 'hash', label: 'payment-list.columnHash', min: 164, grow: 1 },
  { id: 'fee', label: 'payment-list.columnFee', min: 104, grow: 0.9, figures: 'decimal' },
];

/**
 * Narrowest widths in the current language, where its text is longer than the English
 * the `min`s are made for: a status label ("Fehlgeschlagen" beside "Completed") and an
 * exact time ("21.11.2026, 06:15:49" beside "2026-11-21 06:15:49"), so neither is cut;
 * and the Time header's zone ("(America/Argentina/Buenos_Aires)", on its own line under
 * "Time"), so it never runs into the Status header.
 */
export function languageMins(zone = ''): Partial<Record<ColumnId, number>> {
  const longestStatus = Math.max(...KNOWN_STATUSES.map((status) => statusLabel(status).length));
  const time = formatExactTime(Date.UTC(2026, 10, 21, 6, 15, 49), 'utc', { zoneName: false });
  const extra = (length: number, english: number) => Math.max(0, length - english);
  return {
    status: Math.ceil(STATUS_MIN_PX + extra(longestStatus, 'Completed'.length) * STATUS_CHAR_PX),
    time: Math.ceil(
      Math.max(
        TIME_MIN_PX + extra(time.length, '2026-11-21 06:15:49'.length) * TIME_CHAR_PX,
        zone ? (zone.length + 2) * ZONE_CHAR_PX + HEADER_EXTRA_PX : 0,
      ),
    ),
  };
}

/** A CSS grid track: at least `min` px, growing by `grow` shares when there is room. */
export function columnTrack(column: { min: number; grow?: number | undefined }): string {
  return column.grow ? `minmax(${column.min}px, ${column.grow}fr)` : `${column.min}px`;
}
