import { memo, type KeyboardEvent } from 'react';
import type { Transaction } from '@/api/schemas';
import { ChainBadge } from '@/components/chain-badge';
import { StatusBadge } from '@/components/status-badge';
import { formatDecimal, formatUsd } from '@/lib/decimal';
import { displayAmount } from '@/lib/mask';
import type { Preferences } from '@/lib/preferences';
import { useNow } from '@/lib/use-now';
import { NoPaySymbol, TimeValue, useOpenByIndex, type LeadingColumn } from './transactions-table';
import { useWindowRows } from './use-window-rows';
import './transaction-cards.css';

/** Card heights (px, the 8 px gap below included): two lines, three with leading columns. */
const CARD_HEIGHT = 84;
const CARD_HEIGHT_LEADING = 108;

export interface TransactionCardsProps {
  /** Accessible name of the list, e.g. "Transactions of checkout coffee-club". */
  label: string;
  rows: readonly Transaction[];
  leadingColumns?: readonly LeadingColumn[] | undefined;
  rowClassName?: ((record: Transaction) => string | undefined) | undefined;
  preferences: Preferences;
  onOpen: (record: Transaction) => void;
  onNearEnd: () => void;
}

const NO_LEADING: readonly LeadingColumn[] = [];

/**
 * The payments on a phone: a virtualised list of cards scrolled by the window, each
 * card one button (amount with its symbol, USD value, status, chain, time) that opens
 * the details. One card is in the tab order at a time; arrows, Page Up/Down, Home and
 * End move between cards, as in the table.
 */
export function TransactionCards(props: TransactionCardsProps) {
  const { rows, preferences } = props;
  const leading = props.leadingColumns ?? NO_LEADING;
  const { openRecord, openIndex } = useOpenByIndex(rows, props.onOpen);
  const now = useNow(30_000);
  const rowHeight = leading.length ? CARD_HEIGHT_LEADING : CARD_HEIGHT;
  const { listRef, items, totalSize, listTop, tabbableIndex, setActiveIndex, onRowKeyDown } =
    useWindowRows({
      count: rows.length,
      rowHeight,
      stickyPx: 0,
      onNearEnd: props.onNearEnd,
      onOpen: openIndex,
    });

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={props.label}
      className="tx-cards"
      style={{ height: totalSize }}
    >
      {items.map((item) => {
        const record = rows[item.index];
        if (!record) return null;
        return (
          <TransactionCard
            key={item.key}
            index={item.index}
            count={rows.length}
            top={item.start - listTop}
            height={rowHeight}
            record={record}
            leading={leading}
            className={props.rowClassName?.(record)}
            preferences={preferences}
            now={now}
            tabbable={item.index === tabbableIndex}
            onOpen={openRecord}
            onFocusRow={setActiveIndex}
            onKeyDown={onRowKeyDown}
          />
        );
      })}
    </div>
  );
}

interface CardProps {
  index: number;
  count: number;
  top: number;
  height: number;
  record: Transaction;
  leading: readonly LeadingColumn[];
  className: string | undefined;
  preferences: Preferences;
  now: number;
  tabbable: boolean;
  onOpen: (record: Transaction) => void;
  onFocusRow: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, index: number) => void;
}

/** Read between the parts of a card's name: "12.5 USDT, $12.50, Completed, TRON, 3 minutes ago". */
const Pause = () => <span className="tx-visually-hidden">, </span>;

const TransactionCard = memo(function TransactionCard(props: CardProps) {
  const { record, preferences, index } = props;
  const hide = preferences.hideAmounts;
  const symbol = record.paySymbol ?? '(no pay symbol)';
  return (
    <div
      role="listitem"
      aria-setsize={props.count}
      aria-posinset={index + 1}
      className="tx-card-slot"
      style={{ transform: `translateY(${props.top}px)`, height: props.height }}
    >
      <button
        type="button"
        data-row-index={index}
        tabIndex={props.tabbable ? 0 : -1}
        className={props.className ? `tx-card ${props.className}` : 'tx-card'}
        onClick={() => props.onOpen(record)}
        onFocus={() => props.onFocusRow(index)}
        onKeyDown={(event) => props.onKeyDown(event, index)}
      >
        {/* While the card has keyboard focus, these two show in full over the card. */}
        <span className="tx-card-line tx-card-nums">
          <span className="tx-card-amount">
            <CardNumber
              text={displayAmount(formatDecimal(record.amount), hide)}
              full={hide ? null : `${record.amount} ${symbol}`}
            />{' '}
            <span className="tx-symbol">{record.paySymbol ?? <NoPaySymbol />}</span>
          </span>
          <Pause />
          <span className="tx-card-usd">
            <CardNumber
              text={displayAmount(formatUsd(record.amountUsd), hide)}
              full={hide ? null : `${formatUsd(record.amountUsd)} USD`}
            />
          </span>
          <Pause />
        </span>
        <span className="tx-card-line">
          <span className="tx-card-badges">
            <StatusBadge status={record.status} />
            <Pause />
            <ChainBadge chain={record.chain} />
          </span>
          <Pause />
          <span className="tx-card-time">
            <TimeValue record={record} preferences={preferences} now={props.now} />
          </span>
        </span>
        {props.leading.length > 0 && (
          <span className="tx-card-line tx-card-leading">
            {props.leading.map((column) => (
              <span key={column.id} className="tx-card-leading-item">
                <Pause />
                {(column.renderCard ?? column.render)(record)}
              </span>
            ))}
          </span>
        )}
      </button>
    </div>
  );
});

/** A number on a card: an explicit ellipsis when too long, in full while the card has focus. */
function CardNumber({ text, full }: { text: string; full: string | null }) {
  return full === null ? (
    <span className="tx-num">{text}</span>
  ) : (
    <span className="tx-num tx-num-full" title={full} data-full={text}>
      {text}
    </span>
  );
}
