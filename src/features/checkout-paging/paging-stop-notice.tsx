import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { PagingStatus } from '@/api/paging';
import { countNoun } from '@/lib/format-count';

function pages(first: number, last: number): string {
  return first === last ? `page ${first}` : `pages ${first}–${last}`;
}

/** Why paging stopped before the service said it was done, in one sentence; else null. */
export function describePagingStop(status: PagingStatus | null): string | null {
  if (status?.state === 'repeated') {
    return (
      `Paging stopped: the service sent page ${status.page} again ` +
      `(the same payments as ${pages(status.sameAsFirst, status.sameAsLast)}).`
    );
  }
  if (status?.state === 'ceiling') {
    return (
      `Paging stopped after ${countNoun(status.ceiling, 'page')}, the most ` +
      'the dashboard loads for one checkout. The service may hold more.'
    );
  }
  return null;
}

/** The warning shown when paging ended early: a page repeated, or the page ceiling. */
export function PagingStopNotice({ status }: { status: PagingStatus | null }) {
  const text = describePagingStop(status);
  if (!text) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="Not every page was loaded"
    >
      <Text size="sm">{text}</Text>
      <Text size="sm" c="dimmed">
        Each payment is shown once. The figures cover the loaded payments only; Refresh loads the
        list again from the first page.
      </Text>
    </Alert>
  );
}
