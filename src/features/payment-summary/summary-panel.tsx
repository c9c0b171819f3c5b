import { Button, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { codeOnTouch, useCode } from '@/components/code-on-touch';
import type { Payment } from '@/model/payments';
import { statusLabel } from '@/api/statuses';
import { t, tRich } from '@/i18n';
import { formatUsd } from '@/lib/decimal';
import { formatCount } from '@/lib/format-count';
import { displayAmount } from '@/lib/mask';
import type { TimeZoneChoice } from '@/lib/format-time';
import { summarizeKeyFigures, type KeyFigures as KeyFiguresSummary } from './summary';
import '@/components/visually-hidden.css';
import './summary-panel.css';

// The details (counts by status and chain, totals per token and chain, payments over
// time, with Mantine's Table and Progress): loaded when "Show details" is reached for.
const detailsCode = codeOnTouch(() =>
  import('./summary-details').then((module) => module.SummaryDetails),
);

export interface SummaryPanelProps {
  /** The payments the filters select (what the table shows). */
  rows: readonly Payment[];
  /** Every loaded payment. */
  loaded: readonly Payment[];
  /** Whether any filter is set (else rows and loaded are the same payments). */
  filtered: boolean;
  /** The server holds more pages: every figure is then a partial one. */
  hasMore: boolean;
  /** What the count says while more pages exist, e.g. "; more on the server". */
  moreNote: string;
  hideAmounts: boolean;
  timeZone: TimeZoneChoice;
  /** Before the count (e.g. the watchlist's live state). */
  badge?: ReactNode;
  /** After the key figures (e.g. "Search all pages"). */
  actions?: ReactNode;
}

/**
 * One line above the payments that says each fact once: how many payments are loaded
 * and shown, whether every page is loaded, and the key totals of exactly the rows shown
 * (only statuses present). "Show details" opens the counts by status and chain, the
 * completed totals per token and per chain, and the payments over time. They open only
 * where asked, never remembered: a checkout's first screen always shows payments. A polite
 * live region: a filter change is heard too.
 */
export function SummaryPanel(props: SummaryPanelProps) {
  const { rows, loaded, filtered, hasMore, hideAmounts } = props;
  const [scope, setScope] = useState<'matching' | 'loaded'>('matching');
  const [expanded, setExpanded] = useState(false);
  const showLoaded = !filtered || scope === 'loaded';
  // Deferred: while Load all adds a page every few tens of ms, React may skip the
  // summaries of pages in between instead of summing 20,000 payments for each one.
  const payments = useDeferredValue(showLoaded ? loaded : rows);
  const shownRows = useDeferredValue(rows);
  const partial = useDeferredValue(hasMore);
  // The status line's figures alone: cheaper than the details' full summary (this runs
  // on every filter change over every matching payment).
  const shown: KeyFiguresSummary = useMemo(() => summarizeKeyFigures(shownRows), [shownRows]);
  // Opened on demand: they appear when their code is in.
  const Details = useCode(detailsCode, expanded);
  const hide = hideAmounts;
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="summary">
      <h2 id={headingId} className="visually-hidden">
        {t('payment-summary.heading')}
      </h2>
      <div className="summary-line">
        {props.badge}
        <Text size="sm" component="span" aria-live="polite" className="summary-count">
          {t(filtered ? 'payment-summary.countMatching' : 'payment-summary.countLoaded', {
            matching: rows.length,
            count: loaded.length,
            note: partial ? props.moreNote : t('payment-summary.allPagesLoaded'),
          })}
        </Text>
        {shown.count > 0 && <KeyFigures summary={shown} hide={hide} />}
        {props.actions}
        <Button
          variant="default"
          size="compact-sm"
          aria-expanded={expanded}
          aria-controls="summary-details"
          rightSection={
            expanded ? (
              <IconChevronUp size={14} aria-hidden />
            ) : (
              <IconChevronDown size={14} aria-hidden />
            )
          }
          onPointerEnter={detailsCode.load}
          onFocus={detailsCode.load}
          onClick={() => setExpanded(!expanded)}
          className="summary-toggle"
        >
          {expanded ? t('payment-summary.hideDetails') : t('payment-summary.showDetails')}
        </Button>
      </div>
      {expanded && Details && (
        <Details
          payments={payments}
          rows={rows}
          loadedCount={loaded.length}
          filtered={filtered}
          hasMore={hasMore}
          scope={scope}
          onScopeChange={setScope}
          timeZone={props.timeZone}
          hide={hide}
        />
      )}
    </section>
  );
}

/**
 * The line's key figures of the rows shown, only statuses present: "Completed 29,
 * $725.49 · Pending 3 · Failed 5"; a Failed-only view reads "Failed 5".
 */
function KeyFigures({ summary, hide }: { summary: KeyFiguresSummary; hide: boolean }) {
  const parts = summary.byStatus.map((item) =>
    item.status === 'Completed' ? (
      <span key={item.status}>
        {tRich('payment-summary.keyCompleted', {
          count: <strong>{formatCount(summary.completed.count)}</strong>,
          amount: (
            <strong className="summary-num">
              {displayAmount(formatUsd(summary.completed.amountUsd), hide)}
            </strong>
          ),
        })}
      </span>
    ) : (
      <span key={item.status}>
        {statusLabel(item.status)} <strong>{formatCount(item.count)}</strong>
      </span>
    ),
  );
  return (
    <Text
      size="sm"
      component="span"
      className="summary-key-figures"
      data-testid="summary-key-figures"
    >
      {/* The line breaks between figures, never inside one; the dots between them stand
          in the gaps (summary-panel.css), so no line ends or starts with one. */}
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 && <span className="summary-sep"> · </span>}
          {part}
        </span>
      ))}
    </Text>
  );
}
