import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { Payment } from '@/model/payments';
import { statusLabel } from '@/api/statuses';
import { t } from '@/i18n';
import { formatUsd, shareOfTotal } from '@/lib/decimal';
import { formatCount } from '@/lib/format-count';
import type { TimeZoneChoice } from '@/lib/format-time';
import { displayAmount } from '@/lib/mask';
import { PaymentsOverTime } from './payments-over-time';
import { summarizePayments, type PaymentsSummary } from './summary';
import { SummaryTokens } from './summary-tokens';

/**
 * The Summary's details, under its line while "Show details" is on: which payments the
 * totals cover (with a switch between the matching and all loaded ones when filtered),
 * counts by status and chain, completed totals per token and per chain, and payments
 * over time. Loaded when first asked for, see summary-panel.tsx.
 */
export function SummaryDetails({
  payments,
  rows,
  loadedCount,
  filtered,
  hasMore,
  scope,
  onScopeChange,
  timeZone,
  hide,
}: {
  /** The payments the totals cover (matching or all loaded, per `scope`). */
  payments: readonly Payment[];
  /** The payments the filters select. */
  rows: readonly Payment[];
  loadedCount: number;
  filtered: boolean;
  hasMore: boolean;
  scope: 'matching' | 'loaded';
  onScopeChange: (scope: 'matching' | 'loaded') => void;
  timeZone: TimeZoneChoice;
  hide: boolean;
}) {
  const summary = useMemo(() => summarizePayments(payments), [payments]);
  return (
    <Paper withBorder px="md" py="sm" id="summary-details" className="summary-details">
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" data-testid="summary-scope">
            {!filtered
              ? t('payment-summary.totalsOfLoaded', { count: loadedCount })
              : scope === 'matching'
                ? t('payment-summary.totalsOfMatching', { count: rows.length })
                : t('payment-summary.totalsOfLoadedUnfiltered', { count: loadedCount })}
          </Text>
          {filtered && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => onScopeChange(scope === 'matching' ? 'loaded' : 'matching')}
            >
              {scope === 'matching'
                ? t('payment-summary.showTotalsOfLoaded', { count: loadedCount })
                : t('payment-summary.showTotalsOfMatching', { count: rows.length })}
            </Button>
          )}
        </Group>
        <SummaryFigures summary={summary} hide={hide} />
        <PaymentsOverTime
          rows={rows}
          loaded={loadedCount}
          filtered={filtered}
          hasMore={hasMore}
          timeZone={timeZone}
          hideAmounts={hide}
        />
      </Stack>
    </Paper>
  );
}

/** Counts by status and chain, completed totals per token and per chain. */
function SummaryFigures({ summary, hide }: { summary: PaymentsSummary; hide: boolean }) {
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
