import { memo, useCallback, type KeyboardEvent } from 'react';
import type { Payment } from '@/model/payments';
import { ChainBadge } from '@/components/chain-badge';
import { StatusBadge } from '@/components/status-badge';
import { formatDecimal } from '@/lib/decimal';
import { displayAmount } from '@/lib/mask';
import type { Preferences } from '@/lib/preferences';
import { windowMetrics } from '@/lib/window-metrics';
import { amountUnit } from '@/model/payments';
import { usdText } from './number-widths';
import {
  TimeValue,
  Unit,
  titleRelativeTime,
  untitleRelativeTime,
  useOpenByIndex,
  type LeadingColumn,
} from './payments-table';
import { useWindowRows } from './use-window-rows';
import '@/components/visually-hidden.css';
import './payment-cards.css';

/**
 * Estimated card heights (px, the 8 px gap below included): three lines, four with
 * leading columns. Each card is measured once rendered: an amount too long for one line
 * wraps (it is never cut) and makes its card taller.
 */
const CARD_HEIGHT = 104;
const CARD_HEIGHT_LEADING = 128;
/** One more line of the amount, where it wraps. */
const AMOUNT_LINE = 26;
/** A generous width per character of the card's amount line (16 px, semibold). */
const AMOUNT_CHAR_PX = 10.5;

/**
 * Whether a card's amount line may not fit on one line of the card: only those cards
 * are measured once rendered (a layout read each), the others have the fixed height.
 */
function mayWrap(payment: Payment, cardPx: number): boolean {
  const chars = payment.amount.length * 1.34 + amountUnit(payment).length + 1;
  return chars * AMOUNT_CHAR_PX > cardPx - 24;
}

export interface PaymentCardsProps {
  /** Accessible name of the list, e.g. "Payments of checkout coffee-club". */
  label: string;
  rows: readonly Payment[];
  leadingColumns?: readonly LeadingColumn[] | undefined;
  rowClassName?: ((payment: Payment) => string | undefined) | undefined;
  preferences: Preferences;
  onOpen: (payment: Payment) => void;
  onNearEnd: () => void;
  /**
   * The filters and order the rows are of (not the rows, which grow as pages load): when
   * it changes, the rows in the window are drawn before those below it.
   */
  listKey?: string | undefined;
}

const NO_LEADING: readonly LeadingColumn[] = [];

/**
 * The payments on a phone: a virtualised list of cards scrolled by the window, each
 * card one button (amount with its symbol, USD value, status, chain, time) that opens
 * the details. One card is in the tab order at a time; arrows, Page Up/Down, Home and
 * End move between cards, as in the table.
 */
export function PaymentCards(props: PaymentCardsProps) {
  const { rows, preferences } = props;
  const leading = props.leadingColumns ?? NO_LEADING;
  const { openPayment, openIndex } = useOpenByIndex(rows, props.onOpen);
  const rowHeight = leading.length ? CARD_HEIGHT_LEADING : CARD_HEIGHT;
  // The cards are as wide as the list: at most the window less the page's padding, and
  // less a sidebar where one may be shown (an underestimate only measures more cards).
  const { width } = windowMetrics();
  const cardPx = Math.max(0, width - (width >= 768 ? 300 : 32));
  const estimateRow = useCallback(
    (index: number) => {
      const payment = rows[index];
      return payment && mayWrap(payment, cardPx) ? rowHeight + AMOUNT_LINE : rowHeight;
    },
    [rows, cardPx, rowHeight],
  );
  const {
    listRef,
    measureElement,
    items,
    totalSize,
    listTop,
    tabbableIndex,
    setActiveIndex,
    onRowKeyDown,
  } = useWindowRows<HTMLDivElement>({
    count: rows.length,
    rowHeight,
    estimateRow,
    stickyPx: 0,
    listKey: props.listKey,
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
      onPointerOver={titleRelativeTime}
      onPointerOut={untitleRelativeTime}
    >
      {items.map((item) => {
        const payment = rows[item.index];
        if (!payment) return null;
        return (
          <PaymentCard
            key={item.key}
            index={item.index}
            count={rows.length}
            top={item.start - listTop}
            measureRef={mayWrap(payment, cardPx) ? measureElement : undefined}
            height={rowHeight}
            payment={payment}
            leading={leading}
            className={props.rowClassName?.(payment)}
            preferences={preferences}
            tabbable={item.index === tabbableIndex}
            onOpen={openPayment}
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
  /** Only for cards whose amount may wrap: the others have the fixed height. */
  measureRef: ((element: HTMLElement | null) => void) | undefined;
  height: number;
  payment: Payment;
  leading: readonly LeadingColumn[];
  className: string | undefined;
  preferences: Preferences;
  tabbable: boolean;
  onOpen: (payment: Payment) => void;
  onFocusRow: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, index: number) => void;
}

/** Read between the parts of a card's name: "12.5 USDT, $12.50, Completed, TRON, 2026-11-21 06:15:49 UTC". */
const Pause = () => <span className="visually-hidden">, </span>;

/**
 * One payment on a phone: the amount with its unit on a line of its own (wrapping
 * rather than cut when it is very long), then the USD value and status, then the time
 * and chain.
 */
const PaymentCard = memo(function PaymentCard(props: CardProps) {
  const { payment, preferences, index } = props;
  const hide = preferences.hideAmounts;
  return (
    <div
      ref={props.measureRef}
      data-index={index}
      role="listitem"
      aria-setsize={props.count}
      aria-posinset={index + 1}
      className="tx-card-slot"
      style={{
        transform: `translateY(${props.top}px)`,
        height: props.measureRef ? undefined : props.height,
      }}
    >
      <button
        type="button"
        data-row-index={index}
        tabIndex={props.tabbable ? 0 : -1}
        className={props.className ? `tx-card ${props.className}` : 'tx-card'}
        onClick={() => props.onOpen(payment)}
        onFocus={() => props.onFocusRow(index)}
        onKeyDown={(event) => props.onKeyDown(event, index)}
      >
        <span className="tx-card-amount">
          <span className="tx-num">{displayAmount(formatDecimal(payment.amount), hide)}</span>{' '}
          <Unit payment={payment} />
        </span>
        <Pause />
        <span className="tx-card-line">
          <span className="tx-num tx-card-usd">{usdText(payment, hide)}</span>
          <Pause />
          <StatusBadge status={payment.status} />
        </span>
        <Pause />
        <span className="tx-card-line">
          <span className="tx-card-time">
            <TimeValue payment={payment} preferences={preferences} />
          </span>
          <Pause />
          <ChainBadge chain={payment.chain} />
        </span>
        {props.leading.length > 0 && (
          <span className="tx-card-line tx-card-leading">
            {props.leading.map((column) => (
              <span key={column.id} className="tx-card-leading-item">
                <Pause />
                {(column.renderCard ?? column.render)(payment)}
              </span>
            ))}
          </span>
        )}
      </button>
    </div>
  );
});
