import { COLUMNS, languageMins, type Column, type ColumnId } from './columns';

/**
 * Which columns the payments list shows at the width it has, or whether it shows
 * cards instead. Pure, so the rules are tested without a browser.
 *
 * - Cards when even the essential columns (time, status, amount with its symbol, USD)
 *   do not fit beside the leading ones: a phone.
 * - Below WIDE_TABLE_PX only the essential columns are on by default (a tablet); the
 *   rest are in the details, and the column chooser adds them back where they fit.
 * - A column the user hid stays hidden; one the user added is shown when it fits.
 * - Columns never add up to more than the width: the lowest-priority ones give way.
 */

/** The order in which columns give way (last first). */
const PRIORITY: readonly ColumnId[] = [
  'time',
  'status',
  'amount',
  'usd',
  'chain',
  'hash',
  'from',
  'fee',
];
const ESSENTIAL: ReadonlySet<ColumnId> = new Set(['time', 'status', 'amount', 'usd']);
/** From this table width on, every column is on by default. */
export const WIDE_TABLE_PX = 1000;
/** The table's own border, left and right. */
const BORDERS_PX = 2;

export interface ColumnChoice {
  column: Column;
  /** In the table now. */
  shown: boolean;
  /** Could be added at this width (always true for a shown column). */
  fits: boolean;
}

export interface ColumnLayout {
  mode: 'table' | 'cards';
  /** In table order. */
  columns: Column[];
  choices: ColumnChoice[];
  /** Columns wanted at this width (by default or added by the user) that found no room. */
  dropped: Column[];
}

const byId = new Map<ColumnId, Column>(COLUMNS.map((column) => [column.id, column]));

export function layoutColumns({
  width,
  leadingPx,
  hidden,
  shown,
  mins = {},
  zone,
}: {
  /** The list's width in px; 0 when unknown (no layout yet): the wide table. */
  width: number;
  /** Minimum width of the leading columns (a Checkout or Change column). */
  leadingPx: number;
  hidden: readonly string[];
  shown: readonly string[];
  /** Narrowest widths that depend on the rows (number columns: number-widths.ts). */
  mins?: Partial<Record<ColumnId, number>>;
  /** The time zone the Time header names ("Europe/Berlin"): the column fits it whole. */
  zone?: string;
}): ColumnLayout {
  const available = width > 0 ? width - BORDERS_PX - leadingPx : Infinity;
  // Status labels and times as long as the current language writes them.
  const language = languageMins(zone);
  const minOf = (id: ColumnId) =>
    Math.max(mins[id] ?? 0, language[id] ?? 0, byId.get(id)?.min ?? 0);
  const essentialPx = [...ESSENTIAL].reduce((total, id) => total + minOf(id), 0);
  const mode = available < essentialPx ? 'cards' : 'table';
  const wide = width === 0 || width >= WIDE_TABLE_PX;
  const wanted = (id: ColumnId) =>
    shown.includes(id) || (!hidden.includes(id) && (wide || ESSENTIAL.has(id)));

  const included = new Set<ColumnId>();
  let used = 0;
  for (const id of PRIORITY) {
    if (!wanted(id) || used + minOf(id) > available) continue;
    included.add(id);
    used += minOf(id);
  }
  // Never an empty table: with everything hidden, time comes back.
  if (included.size === 0) included.add('time');

  const sized = COLUMNS.map((column): Column => ({ ...column, min: minOf(column.id) }));
  return {
    mode,
    columns: sized.filter((column) => included.has(column.id)),
    // Columns this width would show (or the user added) that found no room: said, not dropped silently.
    dropped: sized.filter((column) => wanted(column.id) && !included.has(column.id)),
    choices: sized.map((column) => ({
      column,
      shown: included.has(column.id),
      fits: included.has(column.id) || used + column.min <= available,
    })),
  };
}

/** The preferences after the user switches a column on or off in the chooser. */
export function toggleColumn(
  preferences: { hiddenColumns: readonly string[]; shownColumns: readonly string[] },
  id: ColumnId,
  show: boolean,
): { hiddenColumns: string[]; shownColumns: string[] } {
  const hidden = preferences.hiddenColumns.filter((item) => item !== id);
  const shown = preferences.shownColumns.filter((item) => item !== id);
  return show
    ? { hiddenColumns: hidden, shownColumns: [...shown, id] }
    : { hiddenColumns: [...hidden, id], shownColumns: shown };
}
