// Not in src/app/styles.ts (first-page budget): this lazily loaded module's chunk brings it.
import '@mantine/core/styles/List.css';
import { Code, List, Stack, Text } from '@mantine/core';
import { WarningAlert } from '@/components/warning-alert';
import { useMemo } from 'react';
import type { Payment } from '@/model/payments';
import { t } from '@/i18n';
import type { TimeKind } from '@/lib/format-time';
import type { LoadedPayments } from '@/model/payments';

/**
 * What the service sent that the dashboard had to work around, said once above the
 * table: unreadable payments (left out), copies of a payment (counted once), one payment
 * in several versions (all kept), and times that do not read as epoch milliseconds.
 */
export function DataWarnings({
  loaded,
}: {
  loaded: Pick<LoadedPayments, 'payments' | 'duplicates' | 'conflicts' | 'rejected'>;
}) {
  const times = useMemo(() => timeIssues(loaded.payments), [loaded.payments]);
  const { duplicates, conflicts, rejected } = loaded;
  if (!duplicates && !conflicts.length && !rejected.length && !times.length) return null;
  return (
    <WarningAlert title={t('payments-view.warningsTitle')}>
      <List size="sm" spacing={4}>
        {duplicates > 0 && (
          <List.Item>{t('payments-view.duplicates', { count: duplicates })}</List.Item>
        )}
        {conflicts.length > 0 && (
          <List.Item>
            {t('payments-view.conflicts', {
              count: conflicts.length,
              // Hashes: data, listed as sent.
              hashes:
                conflicts
                  .slice(0, 3)
                  .map((item) => item.key.split('|')[1])
                  .join(', ') + (conflicts.length > 3 ? ', …' : ''),
            })}
          </List.Item>
        )}
        {times.map((issue) => (
          <List.Item key={issue.kind}>
            {issue.kind === 'unreadable'
              ? t('payments-view.timesUnreadable', { count: issue.count })
              : issue.kind === 'unusual'
                ? t('payments-view.timesUnusual', { count: issue.count })
                : t('payments-view.timesInUnit', { count: issue.count, unit: issue.kind })}
          </List.Item>
        ))}
        {rejected.length > 0 && (
          <List.Item>
            <RejectedRecords rejected={rejected} />
          </List.Item>
        )}
      </List>
    </WarningAlert>
  );
}

function timeIssues(payments: readonly Payment[]): { kind: TimeKind; count: number }[] {
  const counts = new Map<TimeKind, number>();
  for (const payment of payments)
    if (payment.timeKind !== 'ms')
      counts.set(payment.timeKind, (counts.get(payment.timeKind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => ({ kind, count }));
}

function RejectedRecords({ rejected }: { rejected: LoadedPayments['rejected'] }) {
  const count = rejected.length;
  return (
    <>
      {t('payments-view.rejected', { count })}
      <details style={{ marginTop: 8 }}>
        <summary style={{ cursor: 'pointer' }}>{t('payments-view.showReasons')}</summary>
        <Stack gap="xs" mt="xs">
          {rejected.slice(0, 50).map((item) => (
            <div key={`${item.page}-${item.index}`}>
              <Text size="sm">
                {t('payments-view.rejectedReason', {
                  page: String(item.page),
                  record: String(item.index + 1),
                  reason: item.reason,
                })}
              </Text>
              <Code block style={{ maxHeight: 160, overflow: 'auto' }}>
                {JSON.stringify(item.raw, null, 2)?.slice(0, 4000) ?? String(item.raw)}
              </Code>
            </div>
          ))}
          {rejected.length > 50 && (
            <Text size="sm">{t('payments-view.moreReasons', { count: rejected.length - 50 })}</Text>
          )}
        </Stack>
      </details>
    </>
  );
}
