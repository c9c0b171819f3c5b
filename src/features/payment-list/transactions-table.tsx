import { ActionIcon, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconClockHour4,
  IconHistory,
} from '@tabler/icons-react';
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { Transaction } from '@/api/schemas';
import { ChainBadge } from '@/components/chain-badge';
import { CopyButton } from '@/components/copy-button';
import { ExternalLink } from '@/components/external-link';
import { StatusBadge } from '@/components/status-badge';
import { formatDecimal, formatUsd } from '@/lib/decimal';
import {
  describeTimeKind,
  formatExactTime,
  formatRelativeTime,
  isoTime,
  timeZoneLabel,
} from '@/lib/format-time';
import { displayAddress, displayAmount, shortenMiddle } from '@/lib/mask';
import { setPreference, type Preferences } from '@/lib/preferences';
import { useNow } from '@/lib/use-now';
import { columnTrack, type Column } from './columns';
import { ROW_HINT, rowLabel } from './row-label';
import type { SortDirection, SortKey } from '@/features/payment-filters';
import { useWindowRows } from './use-window-rows';
import './transactions-table.css';

const ROW_HEIGHT = 44;
const HEADER_HEIGHT = 44;

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
  render: (record: Transaction) => ReactNode;
  /** The column as words, said first in the row's accessible name. */
  text?: (record: Transaction) => string;
  /** On a phone's card, inside its one button: text and badges, nothing focusable. */
  renderCard?: (record: Transaction) => ReactNode;
}

export interface TransactionsTableProps {
  /** Accessible name of the table, e.g. "Transactions of checkout coffee-club". */
  label: string;
  leadingColumns?: readonly LeadingColumn[] | undefined;
  /** Extra class for a row (e.g. to highlight a change). */
  rowClassName?: ((record: Transaction) => string | undefined) | undefined;
  rows: readonly Transaction[];
  columns: readonly Column[];
  preferences: Preferences;
  sort: SortKey;
  dir: SortDirection;
  onSort: (sort: SortKey, dir: SortDirection) => void;
  onOpen: (record: Transaction) => void;
  /** Called when the user has scrolled near the last row (the parent decides whether to fetch). */
  onNearEnd: () => void;
}

const NO_LEADING: readonly LeadingColumn[] = [];

function gridTemplate(leading: readonly LeadingColumn[], columns: readonly Column[]): string {
  return [...leading, ...columns].map(columnTrack).join(' ');
}

/** The records of a list, opened by index: stable for memoised rows, whatever the parent passes. */
export function useOpenByIndex(
  rows: readonly Transaction[],
  onOpen: (record: Transaction) => void,
): { openRecord: (record: Transaction) => void; openIndex: (index: number) => void } {
  const latest = useRef({ rows, onOpen });
  useEffect(() => {
    latest.current = { rows, onOpen };
  }, [rows, onOpen]);
  const openRecord = useCallback((record: Transaction) => latest.current.onOpen(record), []);
  const openIndex = useCallback((index: number) => {
    const record = latest.current.rows[index];
    if (record) latest.current.onOpen(record);
  }, []);
  return { openRecord, openIndex };
}

/**
 * The virtualised transactions table: ARIA table semantics on divs (a real <table>
 * cannot hold absolutely positioned rows), fixed-height rows, and only the rows near
 * the window (plus a few) in the DOM. The window scrolls it (one scroll container for
 * the page) and its header sticks under the app header. One row is in the tab order at
 * a time (roving tabindex); arrows, Home and End move between rows; Enter or a click
 * opens the details.
 */
export function TransactionsTable(props: TransactionsTableProps) {
  const { rows, columns, preferences, onNearEnd, onOpen } = props;
  const leading = props.leadingColumns ?? NO_LEADING;
  const { openRecord, openIndex } = useOpenByIndex(rows, onOpen);
  const now = useNow(30_000);
  const { listRef, items, totalSize, listTop, tabbableIndex, setActiveIndex, onRowKeyDown } =
    useWindowRows({
      count: rows.length,
      rowHeight: ROW_HEIGHT,
      stickyPx: HEADER_HEIGHT,
      onNearEnd,
      onOpen: openIndex,
    });

  const template = gridTemplate(leading, columns);
  // Once per zone choice: it builds an Intl formatter, and the table renders every scroll frame.
  const zone = useMemo(() => timeZoneLabel(preferences.timeZone), [preferences.timeZone]);
  const hintId = useId();

  return (
    <div role="table" aria-label={props.label} aria-rowcount={rows.length + 1} className="tx-table">
      <div role="rowgroup" className="tx-head">
        {/* One hint for every row. Hidden, so the table holds rows only; a description
          still reads hidden text it points to. */}
        <span id={hintId} hidden>
          {ROW_HINT}
        </span>
        <div
          role="row"
          aria-rowindex={1}
          style={{
            display: 'grid',
            gridTemplateColumns: template,
            height: HEADER_HEIGHT,
            alignItems: 'center',
            minWidth: 'fit-content',
            fontWeight: 600,
            fontSize: 'var(--mantine-font-size-sm)',
          }}
        >
          {leading.map((column) => (
            <div role="columnheader" key={column.id} style={{ padding: '0 8px', minWidth: 0 }}>
              {column.label}
            </div>
          ))}
          {columns.map((column) => (
            <HeaderCell
              key={column.id}
              column={column}
              sort={props.sort}
              dir={props.dir}
              onSort={props.onSort}
              zone={zone}
              relative={preferences.relativeTime}
            />
          ))}
        </div>
      </div>
      <div
        ref={listRef}
        role="rowgroup"
        style={{ height: totalSize, position: 'relative', minWidth: 'fit-content' }}
      >
        {items.map((item) => {
          const record = rows[item.index];
          if (!record) return null;
          return (
            <TransactionRow
              key={item.key}
              index={item.index}
              top={item.start - listTop}
              record={record}
              columns={columns}
              leading={leading}
              className={props.rowClassName?.(record)}
              template={template}
              preferences={preferences}
              now={now}
              tabbable={item.index === tabbableIndex}
              hintId={hintId}
              onOpen={openRecord}
              onFocusRow={setActiveIndex}
              onKeyDown={onRowKeyDown}
            />
          );
        })}
      </div>
    </div>
  );
}

const HeaderCell = memo(function HeaderCell({
  column,
  sort,
  dir,
  onSort,
  zone,
  relative,
}: {
  column: Column;
  sort: SortKey;
  dir: SortDirection;
  onSort: (sort: SortKey, dir: SortDirection) => void;
  zone: string;
  relative: boolean;
}) {
  const key = SORTABLE[column.id];
  const active = key !== undefined && key === sort;
  // Amounts are only compared within a token: the header says so while they are sorted.
  const label =
    column.id === 'time'
      ? `Time (${zone})`
      : column.id === 'amount' && active
        ? 'Amount, by token'
        : column.label;
  const Icon = active ? (dir === 'asc' ? IconArrowUp : IconArrowDown) : IconArrowsSort;
  return (
    <div
      role="columnheader"
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : key ? 'none' : undefined}
      style={{
        padding: '0 8px',
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        minWidth: 0,
        justifyContent: 'numeric' in column ? 'flex-end' : undefined,
      }}
    >
      {key ? (
        <UnstyledButton
          // One name, written out: text split over flex items is read with stray spaces
          // ("Time (UTC) , sorted"). It starts with the visible label.
          aria-label={
            active
              ? `${label}, sorted ${dir === 'asc' ? 'ascending' : 'descending'}, activate to reverse`
              : `${label}, activate to sort`
          }
          onClick={() => onSort(key, active ? (dir === 'asc' ? 'desc' : 'asc') : 'desc')}
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 4,
            fontWeight: 600,
            fontSize: 'inherit',
          }}
        >
          <span style={{ whiteSpace: 'nowrap' }}>{label}</span>
          <Icon size={14} aria-hidden />
        </UnstyledButton>
      ) : (
        <span>{label}</span>
      )}
      {column.id === 'time' && (
        <Tooltip label={relative ? 'Show exact times' : 'Show relative times'}>
          <ActionIcon
            size="sm"
            variant="subtle"
            onClick={() => setPreference('relativeTime', !relative)}
            aria-label={relative ? 'Show exact times' : 'Show relative times'}
          >
            {relative ? (
              <IconClockHour4 size={14} aria-hidden />
            ) : (
              <IconHistory size={14} aria-hidden />
            )}
          </ActionIcon>
        </Tooltip>
      )}
    </div>
  );
});

interface RowProps {
  index: number;
  top: number;
  record: Transaction;
  columns: readonly Column[];
  leading: readonly LeadingColumn[];
  className: string | undefined;
  template: string;
  preferences: Preferences;
  now: number;
  tabbable: boolean;
  hintId: string;
  onOpen: (record: Transaction) => void;
  onFocusRow: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, index: number) => void;
}

const TransactionRow = memo(function TransactionRow(props: RowProps) {
  const { record, preferences, index } = props;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-row-index={index}
      tabIndex={props.tabbable ? 0 : -1}
      aria-label={rowLabel(record, {
        timeZone: preferences.timeZone,
        hideAmounts: preferences.hideAmounts,
        prefix: props.leading.map((column) => column.text?.(record) ?? '').join(' ') || undefined,
      })}
      aria-describedby={props.hintId}
      className={props.className ? `tx-row ${props.className}` : 'tx-row'}
      onClick={() => props.onOpen(record)}
      onFocus={(event) => event.target === event.currentTarget && props.onFocusRow(index)}
      onKeyDown={(event) => props.onKeyDown(event, index)}
      // Layout lives in transactions-table.css; only the position and the columns vary.
      style={{ transform: `translateY(${props.top}px)`, gridTemplateColumns: props.template }}
    >
      {props.leading.map((column) => (
        <div role="cell" key={column.id} className="tx-cell">
          {column.render(record)}
        </div>
      ))}
      {props.columns.map((column) => (
        <div
          role="cell"
          key={column.id}
          className={'numeric' in column ? 'tx-cell tx-cell-num' : 'tx-cell'}
        >
          <Cell
            id={column.id}
            record={record}
            preferences={preferences}
            now={props.now}
            tabbable={props.tabbable}
          />
        </div>
      ))}
    </div>
  );
});

/** A record's time: relative or exact as preferred; a time that is no date, as sent and marked. */
export function TimeValue({
  record,
  preferences,
  now,
}: {
  record: Transaction;
  preferences: Preferences;
  now: number;
}) {
  if (record.timeKind !== 'ms') {
    // Shown as sent, never as a made-up date (see lib/format-time.ts).
    const why = describeTimeKind(record.timeKind) ?? '';
    return (
      <span className="tx-time-odd" title={why}>
        <IconAlertTriangle size={12} aria-hidden />
        <span className="tx-visually-hidden">{why}: </span>
        {String(record.updatedAt)}
      </span>
    );
  }
  const exact = formatExactTime(record.updatedAt, preferences.timeZone);
  const iso = isoTime(record.updatedAt) ?? undefined;
  return preferences.relativeTime ? (
    <time dateTime={iso} title={exact}>
      {formatRelativeTime(record.updatedAt, now)}
    </time>
  ) : (
    <time dateTime={iso} className="tx-time">
      {exact}
    </time>
  );
}

export function NoPaySymbol() {
  return (
    <span title="No pay symbol" className="tx-dimmed">
      <span aria-hidden>—</span>
      <span className="tx-visually-hidden">no pay symbol</span>
    </span>
  );
}

function Cell({
  id,
  record,
  preferences,
  now,
  tabbable,
}: {
  id: Column['id'];
  record: Transaction;
  preferences: Preferences;
  now: number;
  /** Only the active row's buttons are in the tab order (roving focus), so Tab leaves the table. */
  tabbable: boolean;
}) {
  const hide = preferences.hideAmounts;
  const tabIndex = tabbable ? 0 : -1;
  switch (id) {
    case 'time':
      return <TimeValue record={record} preferences={preferences} now={now} />;
    case 'status':
      return <StatusBadge status={record.status} />;
    case 'chain':
      return <ChainBadge chain={record.chain} />;
    case 'amount':
      return (
        <>
          <FullValue
            text={displayAmount(formatDecimal(record.amount), hide)}
            full={hide ? null : `${record.amount} ${record.paySymbol ?? '(no pay symbol)'}`}
            tabIndex={tabIndex}
          />
          <span className="tx-symbol">{record.paySymbol ?? <NoPaySymbol />}</span>
        </>
      );
    case 'usd':
      return (
        <FullValue
          text={displayAmount(formatUsd(record.amountUsd), hide)}
          full={hide ? null : `${formatUsd(record.amountUsd)} USD`}
          tabIndex={tabIndex}
        />
      );
    case 'from':
      return (
        <>
          <span className="tx-mono" title={hide ? undefined : record.from}>
            {displayAddress(record.from, { hide, short: true })}
          </span>
          <CopyButton value={record.from} label="payer address" size="xs" tabIndex={tabIndex} />
        </>
      );
    case 'hash':
      return (
        <>
          <span className="tx-mono">
            <ExternalLink href={record.hashLink} tabIndex={tabIndex}>
              {shortenMiddle(record.hash)}
            </ExternalLink>
          </span>
          <CopyButton value={record.hash} label="transaction hash" size="xs" tabIndex={tabIndex} />
        </>
      );
    case 'fee':
      return (
        <FullValue
          text={displayAmount(formatDecimal(record.fee), hide)}
          full={hide ? null : `${record.fee} ${record.paySymbol ?? '(no pay symbol)'}`}
          tabIndex={tabIndex}
        />
      );
  }
}

/**
 * A number in a cell: right-aligned in tabular figures, with an explicit ellipsis when
 * the cell is too narrow, and the full value on hover (title) and on keyboard focus
 * (the value is focusable in the active row and shows in full while focused). `full`
 * null: nothing more to show (amounts hidden).
 */
function FullValue({
  text,
  full,
  tabIndex,
}: {
  text: string;
  full: string | null;
  tabIndex: number;
}) {
  if (full === null) return <span className="tx-num">{text}</span>;
  return (
    <span
      className="tx-num tx-num-full mantine-focus-auto"
      title={full}
      tabIndex={tabIndex}
      aria-label={full}
      data-full={text}
    >
      {text}
    </span>
  );
}
