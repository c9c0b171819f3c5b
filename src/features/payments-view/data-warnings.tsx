// Not in src/app/styles.ts (first-page budget): this lazily loaded module's chunk brings it.
import '@mantine/core/styles/List.css';
import { Alert, Code, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { Transaction } from '@/api/schemas';
import { countNoun, formatCount } from '@/lib/format-count';
import type { TimeKind } from '@/lib/format-time';
import type { LoadedRecords } from '@/features/payment-records';

/**
 * What the service sent that the dashboard had to work around, said once above the
 * table: unreadable records (left out), copies of a payment (counted once), one payment
 * in several versions (all kept), and times that do not read as epoch milliseconds.
 */
export function DataWarnings({
  loaded,
}: {
  loaded: Pick<LoadedRecords, 'records' | 'duplicates' | 'conflicts' | 'rejected'>;
}) {
  const times = useMemo(() => timeIssues(loaded.records), [loaded.records]);
  const { duplicates, conflicts, rejected } = loaded;
  if (!duplicates && !conflicts.length && !rejected.length && !times.length) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="The service sent data the dashboard had to work around"
    >
      <List size="sm" spacing={4}>
        {duplicates > 0 && (
          <List.Item>
            {countNoun(duplicates, 'copy', 'copies')} of payments already loaded (same chain, hash
            and details): each payment is shown and counted once.
          </List.Item>
        )}
        {conflicts.length > 0 && (
          <List.Item>
            {countNoun(conflicts.length, 'payment')} came in several versions (same chain and hash,
            different details): every version is shown, and counted, until the service agrees with
            itself. Check them in the details:{' '}
            {conflicts
              .slice(0, 3)
              .map((item) => item.key.split('|')[1])
              .join(', ')}
            {conflicts.length > 3 ? ', …' : ''}.
          </List.Item>
        )}
        {times.map((issue) => (
          <List.Item key={issue.kind}>
            {countNoun(issue.count, 'payment has', 'payments have')} a time that{' '}
            {issue.kind === 'unreadable'
              ? 'no date can hold'
              : issue.kind === 'unusual'
                ? 'is not a date of a payment'
                : `the service gave in ${issue.kind}, not milliseconds`}
            : it is shown unchanged, marked, and left out of date filters.
          </List.Item>
        ))}
        {rejected.length > 0 && (
          <List.Item>
            <RejectedRecords rejected={rejected} />
          </List.Item>
        )}
      </List>
    </Alert>
  );
}

function timeIssues(records: readonly Transaction[]): { kind: TimeKind; count: number }[] {
  const counts = new Map<TimeKind, number>();
  for (const record of records)
    if (record.timeKind !== 'ms')
      counts.set(record.timeKind, (counts.get(record.timeKind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => ({ kind, count }));
}

function RejectedRecords({ rejected }: { rejected: LoadedRecords['rejected'] }) {
  const count = rejected.length;
  return (
    <>
      {countNoun(count, 'record')} could not be read: {count === 1 ? 'it does' : 'they do'} not
      match the API contract and {count === 1 ? 'is' : 'are'} left out of the table, the summary and
      exports. The other payments are shown and counted.
      <details style={{ marginTop: 8 }}>
        <summary style={{ cursor: 'pointer' }}>Show the reasons</summary>
        <Stack gap="xs" mt="xs">
          {rejected.slice(0, 50).map((item) => (
            <div key={`${item.page}-${item.index}`}>
              <Text size="sm">
                Page {item.page}, record {item.index + 1}: {item.reason}
              </Text>
              <Code block style={{ maxHeight: 160, overflow: 'auto' }}>
                {JSON.stringify(item.raw, null, 2)?.slice(0, 4000) ?? String(item.raw)}
              </Code>
            </div>
          ))}
          {rejected.length > 50 && (
            <Text size="sm">…and {formatCount(rejected.length - 50)} more.</Text>
          )}
        </Stack>
      </details>
    </>
  );
}
