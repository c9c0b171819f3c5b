import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { Fragment, useDeferredValue, useMemo, useState } from 'react';
import type { Transaction } from '@/api/schemas';
import { formatUsd, shareOfTotal } from '@/lib/decimal';
import { countNoun, formatCount } from '@/lib/format-count';
import { displayAmount } from '@/lib/mask';
import { setPreference, usePreferences } from '@/lib/preferences';
import { summarizeTransactions, type TransactionsSummary } from './summary';
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
  hideAmounts: boolean;
}

/**
 * Totals of exactly the rows the filters select, saying so, with the totals of every
 * loaded record one click away; always saying whether all pages are loaded. Collapsed
 * (the default, so the first payments are on the first screen) it is one line of key
 * figures; expanded, the counts and the completed totals per token. The choice is
 * remembered in this browser.
 */
export function SummaryPanel({ rows, loaded, filtered, hasMore, hideAmounts }: SummaryPanelProps) {
  const [scope, setScope] = useState<'matching' | 'loaded'>('matching');
  const expanded = usePreferences().summaryExpanded;
  const showLoaded = !filtered || scope === 'loaded';
  // Deferred: while Load all adds a page every few tens of ms, React may skip the
  // summaries of pages in between instead of summing 20,000 records for each one.
  const records = useDeferredValue(showLoaded ? loaded : rows);
  const partial = useDeferredValue(hasMore);
  const summary = useMemo(() => summarizeTransactions(records), [records]);
  const hide = hideAmounts;
  const loadedCount = formatCount(loaded.length);

  return (
    <Paper
      withBorder
      px="md"
      py="sm"
      component="section"
      aria-labelledby="summary-heading"
      className="summary"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs" wrap="wrap">
          <Group gap="xs" align="center" wrap="wrap" style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id="summary-heading">
              Summary
            </Title>
            {partial ? (
              <Badge color="orange" variant="light" className="summary-badge">
                Partial: {loadedCount} loaded, more on the server
              </Badge>
            ) : (
              <Badge color="teal" variant="light" className="summary-badge">
                All {countNoun(loaded.length, 'transaction')} loaded
              </Badge>
            )}
            {!expanded && (
              <KeyFigures
                summary={summary}
                hide={hide}
                matching={filtered && scope === 'matching' ? rows.length : null}
              />
            )}
          </Group>
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
          >
            {expanded ? 'Hide details' : 'Show details'}
          </Button>
        </Group>
        {expanded && (
          <Stack gap="sm" id="summary-details">
            <Group gap="xs" wrap="wrap">
              <Text size="sm" data-testid="summary-scope">
                {!filtered
                  ? `Totals of all ${countNoun(loaded.length, 'loaded transaction')}.`
                  : scope === 'matching'
                    ? `${formatCount(rows.length)} of ${countNoun(loaded.length, 'loaded transaction')} ${rows.length === 1 ? 'matches' : 'match'} the filters; totals of ${rows.length === 1 ? 'this one' : `these ${formatCount(rows.length)}`}.`
                    : `Totals of all ${countNoun(loaded.length, 'loaded transaction')}, filters not applied.`}
              </Text>
              {filtered && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => setScope(scope === 'matching' ? 'loaded' : 'matching')}
                >
                  {scope === 'matching'
                    ? `Show totals of all ${loadedCount} loaded`
                    : `Show totals of the ${formatCount(rows.length)} that match`}
                </Button>
              )}
            </Group>
            <SummaryDetails summary={summary} hide={hide} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** The collapsed Summary's one line: completed count and USD value, the other statuses. */
function KeyFigures({
  summary,
  hide,
  matching,
}: {
  summary: TransactionsSummary;
  hide: boolean;
  /** The filters' match count when the figures are of those rows only. */
  matching: number | null;
}) {
  const others = summary.byStatus.filter((item) => item.status !== 'Completed');
  return (
    <Text size="sm" className="summary-key-figures" data-testid="summary-key-figures">
      {matching !== null && <span>Of the {formatCount(matching)} matching: </span>}
      <span>
        Completed <strong>{formatCount(summary.completed.count)}</strong>,{' '}
        <strong className="summary-num">
          {displayAmount(formatUsd(summary.completed.amountUsd), hide)}
        </strong>{' '}
        USD
      </span>
      {others.map((item) => (
        // The line breaks between figures, never inside one.
        <Fragment key={item.status}>
          {' · '}
          <span>
            {item.status || 'Unknown'} <strong>{formatCount(item.count)}</strong>
          </span>
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
            By status
          </Text>
          <div className="summary-counts">
            {summary.byStatus.map((item) => (
              <Text size="sm" key={item.status}>
                {item.status || 'Unknown'}: {formatCount(item.count)}
              </Text>
            ))}
          </div>
        </div>
        <div>
          <Text fw={600} size="sm">
            By chain
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
          Completed: {countNoun(summary.completed.count, 'transaction')},{' '}
          {displayAmount(formatUsd(summary.completed.amountUsd), hide)} USD value
        </Text>
        {summary.completed.byToken.length > 0 && (
          <SummaryTokens rows={summary.completed.byToken} hide={hide} />
        )}
        {summary.completed.usdByChain.length > 0 && (
          <Stack gap={4} mt={4} aria-label="USD value of completed payments by chain" role="group">
            <Text fw={600} size="sm">
              USD value by chain (completed)
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
