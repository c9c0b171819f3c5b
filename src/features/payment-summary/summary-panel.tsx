import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { Fragment, useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import type { Transaction } from '@/api/schemas';
import { statusLabel } from '@/api/statuses';
import { t, tRich } from '@/i18n';
import { formatUsd, shareOfTotal } from '@/lib/decimal';
import { formatCount } from '@/lib/format-count';
import { displayAmount } from '@/lib/mask';
import type { TimeZoneChoice } from '@/lib/format-time';
import { setPreference, usePreferences } from '@/lib/preferences';
import { PaymentsOverTime } from './payments-over-time';
import {
  summarizeKeyFigures,
  summarizeTransactions,
  type KeyFigures as KeyFiguresSummary,
  type TransactionsSummary,
} from './summary';
import { SummaryTokens } from './summary-tokens';
import './summary-panel.css';

export interface SummaryPanelProps {
  /** The records the filters select (what the table shows). */
  rows: readonly Transaction[];
  /** Every loaded record. */
  loaded: readonly Transaction[];
  /** Whether any filter is set (else rows and loaded are the same records). */
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
 * completed totals per token and per chain, and the payments over time; the choice is
 * remembered in this browser. A polite live region: a filter change is heard too.
 */
export function SummaryPanel(props: SummaryPanelProps) {
  const { rows, loaded, filtered, hasMore, hideAmounts } = props;
  const [scope, setScope] = useState<'matching' | 'loaded'>('matching');
  const expanded = usePreferences().summaryExpanded;
  const showLoaded = !filtered || scope === 'loaded';
  // Deferred: while Load all adds a page every few tens of ms, React may skip the
  // summaries of pages in between instead of summing 20,000 records for each one.
  const records = useDeferredValue(showLoaded ? loaded : rows);
  const shownRows = useDeferredValue(rows);
  const partial = useDeferredValue(hasMore);
  // The full summary only while the details are open; the status line alone is cheaper
  // (it runs on every filter change over every matching payment).
  const summary = useMemo(
    () => (expanded ? summarizeTransactions(records) : null),
    [expanded, records],
  );
  const shown: KeyFiguresSummary = useMemo(
    () => (summary && shownRows === records ? summary : summarizeKeyFigures(shownRows)),
    [shownRows, records, summary],
  );
  const hide = hideAmounts;
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="summary">
      <h2 id={headingId} className="summary-heading">
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
          onClick={() => setPreference('summaryExpanded', !expanded)}
          className="summary-toggle"
        >
          {expanded ? t('payment-summary.hideDetails') : t('payment-summary.showDetails')}
        </Button>
      </div>
      {expanded && (
        <Paper withBorder px="md" py="sm" id="summary-details" className="summary-details">
          <Stack gap="sm">
            <Group gap="xs" wrap="wrap">
              <Text size="sm" data-testid="summary-scope">
                {!filtered
                  ? t('payment-summary.totalsOfLoaded', { count: loaded.length })
                  : scope === 'matching'
                    ? t('payment-summary.totalsOfMatching', { count: rows.length })
                    : t('payment-summary.totalsOfLoadedUnfiltered', { count: loaded.length })}
              </Text>
              {filtered && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => setScope(scope === 'matching' ? 'loaded' : 'matching')}
                >
                  {scope === 'matching'
                    ? t('payment-summary.showTotalsOfLoaded', { count: loaded.length })
                    : t('payment-summary.showTotalsOfMatching', { count: rows.length })}
                </Button>
              )}
            </Group>
            {summary && <SummaryDetails summary={summary} hide={hide} />}
            <PaymentsOverTime
              rows={rows}
              loaded={loaded.length}
              filtered={filtered}
              hasMore={hasMore}
              timeZone={props.timeZone}
              hideAmounts={hide}
            />
          </Stack>
        </Paper>
      )}
    </section>
  );
}

/**
 * The line's key figures of the rows shown, only statuses present: "Completed 29,
 * $725.49 USD · Pending 3 · Failed 5"; a Failed-only view reads "Failed 5".
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
      {parts.map((part, index) => (
        // The line breaks between figures, never inside one.
        <Fragment key={index}>
          {index > 0 && ' · '}
          {part}
        </Fragment>
      ))}
    </Text>
  );
}

/** The expanded Summary: counts by status and chain, completed totals per token and per chain. */
function SummaryDetails({ summary, hide }: { summary: TransactionsSummary; hide: boolean }) {
  return (
    <div className="summary-grid">
      <Stack gap={6}>
        <div>
          <Text fw={600} size="sm">
            {t('payment-summary.byStatus')}
          </Text>
          <div className="summary-counts">
            {summary.byStatus.map((item) => (
              <Text size="sm" key={item.status}>
                {statusLabel(item.status)}: {formatCount(item.count)}
              </Text>
            ))}
          </div>
        </div>
        <div>
          <Text fw={600} size="sm">
            {t('payment-summary.byChain')}
          </Text>
          <div className="summary-counts">
            {summary.byChain.map((item) => (
              <Text size="sm" key={item.chain}>
                {item.chain}: {formatCount(item.count)}
              </Text>
            ))}
          </div>
        </div>
      </Stack>
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm">
          {t('payment-summary.completedTotals', {
            count: summary.completed.count,
            amount: displayAmount(formatUsd(summary.completed.amountUsd), hide),
          })}
        </Text>
        {summary.completed.byToken.length > 0 && (
          <SummaryTokens rows={summary.completed.byToken} hide={hide} />
        )}
        {summary.completed.usdByChain.length > 0 && (
          <Stack gap={4} mt={4} aria-label={t('payment-summary.usdByChainLabel')} role="group">
            <Text fw={600} size="sm">
              {t('payment-summary.usdByChainHeading')}
            </Text>
            {summary.completed.usdByChain.map((row) => (
              <Group key={row.chain} gap="xs" wrap="nowrap">
                <Text size="sm" w={64} style={{ flex: 'none' }}>
                  {row.chain}
                </Text>
                <Progress
                  value={shareOfTotal(row.amountUsd, summary.completed.amountUsd) * 100}
                  style={{ flex: 1, minWidth: 24 }}
                  aria-hidden
                />
                <Text size="sm" className="summary-num">
                  {displayAmount(formatUsd(row.amountUsd), hide)} ({formatCount(row.count)})
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </div>
  );
}
