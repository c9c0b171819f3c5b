import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  type CSSProperties,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import type { Payment } from '@/model/payments';
import { ChainBadge } from '@/components/chain-badge';
import { CopyButton } from '@/components/copy-button';
import { ExternalLink } from '@/components/external-link';
import { StatusBadge } from '@/components/status-badge';
import { t } from '@/i18n';
import {
  describeTimeKind,
  formatExactTime,
  formatRelativeTime,
  isoTime,
  timeZoneLabel,
} from '@/lib/format-time';
import { decimalParts, formatDecimal } from '@/lib/decimal';
import { normalizeChainName } from '@/lib/chain';
import { statusLabel } from '@/api/statuses';
import { displayAddress, MASK, shortenMiddle } from '@/lib/mask';
import type { Preferences } from '@/lib/preferences';
import { useDocumentClass } from '@/lib/use-document-class';
import { amountUnit } from '@/model/payments';
import type { SortDirection, SortKey } from '@/features/payment-filters';
import { columnTrack, type Column } from './columns';
import { copyRowsAsText, endsTextSelection } from './copy-rows';
import { unitWithChain, usdText, type NumberWidths } from './number-widths';
import { rowHint, rowLabel } from './row-label';
import { useWindowRows } from './use-window-rows';
import '@/components/visually-hidden.css';
import './payments-table.css';

const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 40;

const SORTABLE: Partial<Record<Column['id'], SortKey>> = {
  time: 'time',
  amount: 'amount',
  usd: 'usd',
};

/** An extra column before the standard ones (e.g. the checkout, on a combined list). */
export interface LeadingColumn {
  id: string;
  label: string;
  /** Narrowest width in px, and share of the room left over (none: fixed). */
  min: number;
  grow?: number;
  render: (payment: Payment) => ReactNode;
  /** The column as words, said first in the row's accessible name. */
  text?: (payment: Payment) => string;
  /** On a phone's card, inside its one button: text and badges, nothing focusable. */
  renderCard?: (payment: Payment) => ReactNode;
}

export interface PaymentsTableProps {
  /** Accessible name of the table, e.g. "Payments of checkout coffee-club". */
  label: string;
  leadingColumns?: readonly LeadingColumn[] | undefined;
  /** Extra class for a row (e.g. to highlight a change). */
  rowClassName?: ((payment: Payment) => string | undefined) | undefined;
  rows: readonly Payment[];
  /** The columns that fit, with their widths for these rows (see column-layout.ts). */
  columns: readonly Column[];
  /** Widths of the number columns' parts: amounts line up on their decimal point. */
  widths: NumberWidths;
  preferences: Preferences;
  sort: SortKey;
  dir: SortDirection;
  onSort: (sort: SortKey, dir: SortDirection) => void;
  onOpen: (payment: Payment) => void;
  /** Called when the user has scrolled near the last row (the parent decides whether to fetch). */
  onNearEnd: () => void;
  /**
   * The filters and order the rows are of (not the rows, which grow as pages load): when
   * it changes, the rows in the window are drawn before those below it.
   */
  listKey?: string | undefined;
}

const NO_LEADING: readonly LeadingColumn[] = [];
/** Cells' and headers' classes by a column's figures (constants: class names, not words). */
const CELL_CLASS = { end: 'tx-cell tx-cell-num', decimal: 'tx-cell tx-cell-num tx-cell-decimal' };
const HEADER_CLASS = { end: 'tx-th tx-th-num', decimal: 'tx-th' };

function gridTemplate(leading: readonly LeadingColumn[], columns: readonly Column[]): string {
  return [...leading, ...columns].map(columnTrack).join(' ');
}

/** The payments of a list, opened by index: stable for memoised rows, whatever the parent passes. */
export function useOpenByIndex(
  rows: readonly Payment[],
  onOpen: (payment: Payment) => void,
): { openPayment: (payment: Payment) => void; openIndex: (index: number) => void } {
  const latest = useRef({ rows, onOpen });
  useEffect(() => {
    latest.current = { rows, onOpen };
  }, [rows, onOpen]);
  const openPayment = useCallback((payment: Payment) => latest.current.onOpen(payment), []);
  const openIndex = useCallback((index: number) => {
    const payment = latest.current.rows[index];
    if (payment) latest.current.onOpen(payment);
  }, []);
  return { openPayment, openIndex };
}

/**
 * A time's relative form ("3 hours ago") as its title, written when the pointer reaches
 * it: the cells show exact times, and no row re-renders on a clock.
 */
export function titleRelativeTime(event: PointerEvent<HTMLElement>) {
  const time = (event.target as HTMLElement).closest<HTMLElement>('time[data-ms]');
  if (time) time.title = formatRelativeTime(Number(time.dataset.ms), Date.now());
}

/**
 * Takes the title off a time the pointer leaves: a row's element is reused for another
 * payment while scrolling, and must not keep the last one's relative time. (Keying the
 * element by its time instead made each reused row insert a new one, the scroll's
 * largest source of new nodes.)
 */
export function untitleRelativeTime(event: PointerEvent<HTMLElement>) {
  const time = (event.target as HTMLElement).closest<HTMLElement>('time[data-ms]');
  if (time && !(event.relatedTarget instanceof Node && time.contains(event.relatedTarget)))
    time.removeAttribute('title');
}

/** The band's offset in the body (a CSS variable its transform reads). */
const BAND_TOP = '--tx-band-top';

/**
 * Moves the hover band (payments-table.css) under the row the pointer is on: the
 * row's own `top`, read from its style (no layout read). Pointer events follow the rows
 * as they scroll under a still pointer, once per row rather than every frame. The band
 * moves by its transform, which needs no layout: a moved `top` left the layout dirty
 * for the next scroll event's first read of the window's offset to redo.
 */
function followRowHover(event: PointerEvent<HTMLElement>, band: HTMLElement | null) {
  if (!band) return;
  const row = (event.target as HTMLElement).closest<HTMLElement>('.tx-row');
  const top = row?.style.top ?? '';
  if (!top) return parkBand(band);
  if (band.style.getPropertyValue(BAND_TOP) !== top) band.style.setProperty(BAND_TOP, top);
  if (band.dataset.shown === undefined) band.dataset.shown = '';
}

/** The row an event happened in (on it or inside it), with its index. */
function rowOf(event: SyntheticEvent): { element: HTMLElement; index: number } | null {
  const element = (event.target as HTMLElement).closest<HTMLElement>('tr[data-row-index]');
  return element ? { element, index: Number(element.dataset.rowIndex) } : null;
}

/** Hides the hover band (off the rows, or the pointer gone). */
function parkBand(band: HTMLElement | null) {
  if (band) delete band.dataset.shown;
}

/**
 * The virtualised payments table, after TanStack Table's virtualised-rows example:
 * a real table laid out as a grid (roles kept explicit, since a grid display can drop
 * them), plain cells, fixed-height rows positioned by the virtualiser, and only the rows
 * near the window (plus a few) in the DOM. The window scrolls it and its header sticks
 * under the app header. One row is in the tab order at a time (roving tabindex);
 * arrows, Home and End move between rows; Enter or a click opens the details.
 */
export function PaymentsTable(props: PaymentsTableProps) {
  const { rows, columns, preferences, widths, onNearEnd, onOpen } = props;
  const leading = props.leadingColumns ?? NO_LEADING;
  const { openIndex } = useOpenByIndex(rows, onOpen);
  // Stable, like the rows' handlers it replaces: the table redraws every scroll frame.
  const openClickedRow = useCallback(
    (event: SyntheticEvent) => {
      const row = rowOf(event);
      if (row && !endsTextSelection(row.element)) openIndex(row.index);
    },
    [openIndex],
  );
  const {
    listRef,
    items,
    totalSize,
    listTop,
    jumping,
    tabbableIndex,
    setActiveIndex,
    onRowKeyDown,
  } = useWindowRows<HTMLTableSectionElement>({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    stickyPx: HEADER_HEIGHT,
    listKey: props.listKey,
    onNearEnd,
    onOpen: openIndex,
    recycle: true,
  });

  const template = gridTemplate(leading, columns);
  // Without a Chain column, each amount's unit names its chain: "USDT (TRON)".
  const chainInUnit = !columns.some((column) => column.id === 'chain');
  // Once per zone choice: it builds an Intl formatter, and the table renders every scroll frame.
  const zone = useMemo(() => timeZoneLabel(preferences.timeZone), [preferences.timeZone]);
  const hintId = useId();
  const bandRef = useRef<HTMLTableRowElement>(null);
  // A band left where a shorter list (a filter) has no row any more is hidden, not drawn
  // below the table. Pixels of layout, not money: the band's offset as written ("120px").
  useEffect(() => {
    const band = bandRef.current;
    if (band && parseFloat(band.style.getPropertyValue(BAND_TOP)) + ROW_HEIGHT > totalSize)
      parkBand(band);
  }, [totalSize]);
  // Scroll padding under the sticky header (payments-table.css).
  useDocumentClass('tx-table-shown');
  const style = {
    '--tx-amount-whole': `${widths.amountWhole}px`,
    '--tx-amount-fraction': `${widths.amountFraction}px`,
    '--tx-fee-whole': `${widths.feeWhole}px`,
    '--tx-fee-fraction': `${widths.feeFraction}px`,
    '--tx-columns': template,
  } as CSSProperties;

  return (
    <>
      {/* One hint for every row, outside the table (a description reads hidden text). */}
      <span id={hintId} hidden>
        {rowHint()}
      </span>
      <table
        role="table"
        aria-label={props.label}
        aria-rowcount={rows.length + 1}
        className="tx-table"
        style={style}
        onCopy={copyRowsAsText}
        onPointerOver={(event) => {
          titleRelativeTime(event);
          followRowHover(event, bandRef.current);
        }}
        onPointerOut={untitleRelativeTime}
        onPointerLeave={() => parkBand(bandRef.current)}
        // The rows' own events, handled here for every row: a row's handler changes with
        // its payment, and React writes a changed onClick to the element anew
        // (`element.onclick`, a native listener each time), several per reused row and
        // scroll frame, garbage that made each frame's style work slower until collected.
        onClick={openClickedRow}
        onFocus={(event) => {
          const row = rowOf(event);
          if (row && event.target === row.element) setActiveIndex(row.index);
        }}
        onKeyDown={(event) => {
          const row = rowOf(event);
          if (row) onRowKeyDown(event, row.index, row.element);
        }}
      >
        <thead role="rowgroup" className="tx-head">
          <tr role="row" aria-rowindex={1} className="tx-head-row">
            {leading.map((column) => (
              <th role="columnheader" key={column.id} className="tx-th">
                {column.label}
              </th>
            ))}
            {columns.map((column) => (
              <HeaderCell
                key={column.id}
                column={column}
                sort={props.sort}
                dir={props.dir}
                onSort={props.onSort}
                zone={zone}
              />
            ))}
          </tr>
        </thead>
        <tbody ref={listRef} role="rowgroup" className="tx-body" style={{ height: totalSize }}>
          {/* The hovered row's tint, drawn under the rows (not part of the table). */}
          <tr ref={bandRef} aria-hidden="true" className="tx-hover-band" />
          {items.map((item) => {
            const payment = rows[item.index];
            if (!payment) return null;
            return (
              <PaymentRow
                key={item.key}
                index={item.index}
                top={item.start - listTop}
                payment={payment}
                columns={columns}
                leading={leading}
                className={props.rowClassName?.(payment)}
                preferences={preferences}
                chainInUnit={chainInUnit}
                tabbable={item.index === tabbableIndex}
                hintId={hintId}
                plain={jumping}
              />
            );
          })}
        </tbody>
      </table>
    </>
  );
}

/**
 * "Time (Europe/Berlin)", where the zone's part may wrap under "Time" as one piece: a
 * long zone name needs a narrower column that way, and never runs into Status.
 */
function TimeLabel({ label, zone }: { label: string; zone: string }) {
  const at = label.lastIndexOf(`(${zone})`);
  if (at <= 0) return label;
  return (
    <span className="tx-sort-wrap">
      {label.slice(0, at)}
      <span className="tx-sort-zone">{label.slice(at)}</span>
    </span>
  );
}

const HeaderCell = memo(function HeaderCell({
  column,
  sort,
  dir,
  onSort,
  zone,
}: {
  column: Column;
  sort: SortKey;
  dir: SortDirection;
  onSort: (sort: SortKey, dir: SortDirection) => void;
  zone: string;
}) {
  const key = SORTABLE[column.id];
  const active = key !== undefined && key === sort;
  // Amounts are only compared within a token: the header says so while they are sorted.
  const label =
    column.id === 'time'
      ? t('payment-list.columnTimeInZone', { zone })
      : column.id === 'amount' && active
        ? t('payment-list.columnAmountByToken')
        : t(column.label);
  return (
    <th
      role="columnheader"
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : key ? 'none' : undefined}
      className={column.figures ? HEADER_CLASS[column.figures] : 'tx-th'}
    >
      {key ? (
        <button
          type="button"
          className="tx-sort mantine-focus-auto"
          data-sort={active ? dir : undefined}
          // One name, written out: text split over flex items is read with stray spaces
          // ("Time (UTC) , sorted"). It starts with the visible label.
          aria-label={
            active
              ? dir === 'asc'
                ? t('payment-list.sortedAscending', { label })
                : t('payment-list.sortedDescending', { label })
              : t('payment-list.activateToSort', { label })
          }
          onClick={() => onSort(key, active ? (dir === 'asc' ? 'desc' : 'asc') : 'desc')}
        >
          {column.id === 'time' ? <TimeLabel label={label} zone={zone} /> : label}
        </button>
      ) : (
        label
      )}
    </th>
  );
});

interface RowProps {
  index: number;
  top: number;
  payment: Payment;
  columns: readonly Column[];
  leading: readonly LeadingColumn[];
  className: string | undefined;
  preferences: Preferences;
  chainInUnit: boolean;
  tabbable: boolean;
  hintId: string;
  /** Cells as plain text, while the list jumps (see `PlainCell`). */
  plain: boolean;
}

/**
 * Written on each cell, not in payments-table.css: the browser's own `td { vertical-align:
 * inherit }` makes a cell's style depend on its row's, so each row moved to a new `top`
 * (every row that scrolls in) restyled its cells too. A class rule, even `!important`,
 * does not end that in Chromium; the cell's own declaration does. Cells are grid items,
 * where vertical-align does nothing. Measured (2,500 payments, ×1.7, 60 frames): a scroll
 * of 200 px a frame restyled 3,972 elements, now 1,977; a drag of 1,000 px, 10,376, now
 * 1,318; the bench's scroll p95 33.4 → 16.8 ms and drag p95 66.7 → 33.3 ms.
 */
const CELL_STYLE = { verticalAlign: 'top' } as const;

const PaymentRow = memo(function PaymentRow(props: RowProps) {
  const { payment, preferences, index, leading } = props;
  const { timeZone, hideAmounts } = preferences;
  // Written again only when the row shows another payment or how it reads changes; a
  // row that scrolls in with a recycled element is one of those.
  const label = useMemo(
    () =>
      rowLabel(payment, {
        timeZone,
        hideAmounts,
        prefix: leading.map((column) => column.text?.(payment) ?? '').join(' ') || undefined,
      }),
    [payment, timeZone, hideAmounts, leading],
  );
  return (
    <tr
      role="row"
      aria-rowindex={index + 2}
      data-row-index={index}
      tabIndex={props.tabbable ? 0 : -1}
      aria-label={label}
      aria-describedby={props.hintId}
      className={props.className ? `tx-row ${props.className}` : 'tx-row'}
      // Clicks, focus and keys: handled by the table (PaymentsTable).
      // Layout lives in payments-table.css; only the position varies. `top`, not a
      // transform: rows are 40 px and never animate, and a transform per row is one more
      // paint property to build for each row that scrolls in.
      style={{ top: props.top }}
    >
      {leading.map((column) => (
        <td role="cell" key={column.id} className="tx-cell" style={CELL_STYLE}>
          {column.render(payment)}
        </td>
      ))}
      {props.columns.map((column) => (
        <td
          role="cell"
          key={column.id}
          className={column.figures ? CELL_CLASS[column.figures] : 'tx-cell'}
          style={CELL_STYLE}
        >
          {props.plain
            ? plainCellContent(column.id, payment, preferences, props.chainInUnit)
            : cellContent(column.id, payment, preferences, props.chainInUnit, props.tabbable)}
        </td>
      ))}
    </tr>
  );
});

/**
 * A record's exact time in the chosen zone (without the zone's name in a table, whose
 * header says it); a time that is no date, as sent and marked.
 */
export function TimeValue({
  payment,
  preferences,
  zoneName = true,
}: {
  payment: Payment;
  preferences: Preferences;
  zoneName?: boolean;
}) {
  if (payment.timeKind !== 'ms') {
    // Shown as sent, never as a made-up date (see lib/format-time.ts).
    const why = describeTimeKind(payment.timeKind) ?? '';
    return (
      <span className="tx-time-odd" title={why}>
        <span className="tx-warn-icon" aria-hidden />
        <span className="visually-hidden">{why}: </span>
        {String(payment.updatedAt)}
      </span>
    );
  }
  return (
    <time
      dateTime={isoTime(payment.updatedAt) ?? undefined}
      data-ms={payment.updatedAt}
      className="tx-time"
    >
      {formatExactTime(payment.updatedAt, preferences.timeZone, { zoneName })}
    </time>
  );
}

/**
 * An amount lined up on its decimal point: the whole part right-aligned in a box as wide
 * as the column's widest, the fraction left-aligned after it, then a space and the unit.
 * `kind` picks the boxes (amounts and fees line up separately). Never cut: the column is
 * as wide as these boxes (number-widths.ts). The boxes are inline blocks in one line of
 * text, so a selection copies the amount as it reads ("10.111111 ETH"): boxes of a flex
 * or grid layout would copy as a line each.
 */
export function AlignedAmount({
  value,
  payment,
  hide,
  chainInUnit,
  kind = 'amount',
}: {
  value: string;
  payment: Pick<Payment, 'paySymbol' | 'chain'>;
  hide: boolean;
  chainInUnit: boolean;
  kind?: 'amount' | 'fee';
}) {
  const { whole, fraction } = hide ? { whole: MASK, fraction: '' } : decimalParts(value);
  return (
    <span className="tx-amount" data-kind={kind}>
      <span className="tx-amount-whole">{whole}</span>
      <span className="tx-amount-fraction">{fraction}</span>{' '}
      <Unit payment={payment} chainInUnit={chainInUnit} />
    </span>
  );
}

/** An amount's unit: its pay symbol, or "unknown token" saying why. */
export function Unit({
  payment,
  chainInUnit = false,
}: {
  payment: Pick<Payment, 'paySymbol' | 'chain'>;
  chainInUnit?: boolean;
}) {
  const unit = unitText(payment, chainInUnit);
  return payment.paySymbol?.trim() ? (
    <span className="tx-unit">{unit}</span>
  ) : (
    <span className="tx-unit" data-unknown title={t('payment-list.unknownTokenTitle')}>
      {unit}
    </span>
  );
}

/**
 * A cell's content by column. A plain function, not a component: it holds no state, and
 * each visible row would otherwise add 6–8 components to every render of the table (a
 * filter or sort renders each visible row anew).
 */
function cellContent(
  id: Column['id'],
  payment: Payment,
  preferences: Preferences,
  chainInUnit: boolean,
  /** Only the active row's buttons are in the tab order (roving focus), so Tab leaves the table. */
  tabbable: boolean,
): ReactNode {
  const hide = preferences.hideAmounts;
  const tabIndex = tabbable ? 0 : -1;
  switch (id) {
    case 'time':
      return <TimeValue payment={payment} preferences={preferences} zoneName={false} />;
    case 'status':
      return <StatusBadge status={payment.status} />;
    case 'chain':
      return <ChainBadge chain={payment.chain} />;
    case 'amount':
      return (
        <AlignedAmount
          value={payment.amount}
          payment={payment}
          hide={hide}
          chainInUnit={chainInUnit}
        />
      );
    case 'usd':
      return <span className="tx-num">{usdText(payment, hide)}</span>;
    case 'from':
      return (
        <>
          <span className="tx-mono" title={hide ? undefined : payment.from}>
            {displayAddress(payment.from, { hide, short: true })}
          </span>
          <CopyButton
            value={payment.from}
            label={t('payment-list.copyPayerAddress')}
            size="xs"
            tabIndex={tabIndex}
          />
        </>
      );
    case 'hash':
      return (
        <>
          <ExternalLink href={payment.hashLink} tabIndex={tabIndex} className="tx-mono">
            {shortenMiddle(payment.hash)}
          </ExternalLink>
          <CopyButton
            value={payment.hash}
            label={t('payment-list.copyTransactionHash')}
            size="xs"
            tabIndex={tabIndex}
          />
        </>
      );
    case 'fee':
      return (
        <AlignedAmount
          value={payment.fee}
          payment={payment}
          hide={hide}
          chainInUnit={chainInUnit}
          kind="fee"
        />
      );
  }
}

/**
 * A cell as plain text, for the frames of a jump (a dragged scrollbar, End): the same
 * words and figures as `cellContent`, without the elements that cost each new row its style
 * work (badges, boxes of an aligned amount, links, copy buttons), so a drag keeps up
 * with the pointer. The rows are drawn in full once the list rests. Nothing is cut:
 * the columns are as wide as the full cells, which these never exceed.
 */
function plainCellContent(
  id: Column['id'],
  payment: Payment,
  preferences: Preferences,
  chainInUnit: boolean,
): ReactNode {
  const hide = preferences.hideAmounts;
  switch (id) {
    case 'time':
      return <TimeValue payment={payment} preferences={preferences} zoneName={false} />;
    case 'status':
      return statusLabel(payment.status);
    case 'chain':
      return normalizeChainName(payment.chain);
    case 'amount':
      return plainAmount(payment.amount, payment, hide, chainInUnit);
    case 'usd':
      return usdText(payment, hide);
    case 'from':
      return displayAddress(payment.from, { hide, short: true });
    case 'hash':
      return shortenMiddle(payment.hash);
    case 'fee':
      return plainAmount(payment.fee, payment, hide, chainInUnit);
  }
}

/** "10.111111 ETH" as `AlignedAmount` reads, in one piece of text. */
function plainAmount(
  value: string,
  payment: Pick<Payment, 'paySymbol' | 'chain'>,
  hide: boolean,
  chainInUnit: boolean,
): string {
  return `${hide ? MASK : formatDecimal(value)} ${unitText(payment, chainInUnit)}`;
}

/** An amount's unit as written: its pay symbol (or "unknown token"), with its chain if asked. */
function unitText(payment: Pick<Payment, 'paySymbol' | 'chain'>, chainInUnit: boolean): string {
  return chainInUnit ? unitWithChain(amountUnit(payment), payment.chain) : amountUnit(payment);
}
