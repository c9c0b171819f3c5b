import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ApiIdentity } from '@/api/identity';
import { ErrorPanel } from '@/components/error-panel';
import { LastKnownLine } from '@/components/last-known-line';
import { useServiceState } from '@/model/last-known';

/** Nothing to show: a message and one way out (clear the search, clear the chains). */
export function EmptyState({
  children,
  action,
  onAction,
}: {
  children: ReactNode;
  action?: string;
  onAction?: () => void;
}) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm">
        <IconSearchOff size={32} aria-hidden />
        <Text ta="center">{children}</Text>
        {action && onAction && (
          <Button variant="default" onClick={onAction}>
            {action}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * What a catalogue says when its request failed: with a list shown (kept, or loaded
 * before) while the service is down, the dated line; otherwise the error with Retry.
 */
export function CatalogueFailure({
  api,
  query,
  retrying,
}: {
  api: ApiIdentity;
  query: {
    data: unknown;
    dataUpdatedAt: number;
    error: unknown;
    isError: boolean;
    refetch: () => unknown;
  };
  retrying: boolean;
}) {
  const serviceDown = useServiceState(api).down !== null;
  const retry = () => void query.refetch();
  return (
    <>
      <LastKnownLine api={api} at={query.dataUpdatedAt} subject="currencies" onRetry={retry} />
      {query.isError && !retrying && !(serviceDown && query.data) && (
        <ErrorPanel error={query.error} onRetry={retry} />
      )}
    </>
  );
}
