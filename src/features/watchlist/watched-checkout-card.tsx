import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPinnedOff, IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import type { ApiIdentity } from '@/api/identity';
import type { Transaction } from '@/api/schemas';
import { ErrorPanel } from '@/components/error-panel';
import { formatDecimal, formatUsd } from '@/lib/decimal';
import { displayAmount } from '@/lib/mask';
import { CheckoutStateBadges, useDisabledRecord } from '@/features/disable-checkout';
import { unpinCheckout } from '@/features/checkouts';
import { summarizeTransactions, tokenLabel } from '@/features/transactions';
import type { LoadState } from './admission';
import type { Change } from './change-detection';
import { UpdatedAgo } from '@/components/updated-ago';
import { useWatchedCheckout } from './use-watched-checkout';

/** What a card tells the page, for the combined table, totals and fair loading. */
export interface WatchedReport {
  checkoutCode: string;
  name: string | undefined;
  load: LoadState;
  records: readonly Transaction[];
  hasMore: boolean;
  disabledAt: number | null;
}

/**
 * One pinned checkout on the watchlist: its name and state badges, totals over its
 * loaded records, freshness, and its own Load more. It owns the checkout's queries
 * and reports its records up to the page.
 */
export function WatchedCheckoutCard({
  api,
  checkoutCode,
  knownName,
  admitted,
  hideAmounts,
  onReport,
  onChanges,
}: {
  api: ApiIdentity;
  checkoutCode: string;
  knownName: string | undefined;
  admitted: boolean;
  hideAmounts: boolean;
  onReport: (report: WatchedReport) => void;
  onChanges: (checkoutCode: string, changes: Change[]) => void;
}) {
  const watched = useWatchedCheckout({ api, checkoutCode, admitted, onChanges });
  const { pagesQuery, records, hasMore, load, pending, poller } = watched;
  const disabled = useDisabledRecord(api, checkoutCode);
  const name = records[0]?.name ?? knownName;
  const disabledAt = disabled?.disabledAt ?? null;

  useEffect(() => {
    onReport({ checkoutCode, name, load, records, hasMore, disabledAt });
  }, [onReport, checkoutCode, name, load, records, hasMore, disabledAt]);

  const summary = useMemo(() => summarizeTransactions(records), [records]);

  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-label={`Checkout ${name ?? checkoutCode}`}
      data-testid="watched-checkout"
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h5" style={{ wordBreak: 'break-word' }}>
              <Link to="/checkouts/$checkoutCode" params={{ checkoutCode }}>
                {name ?? checkoutCode}
              </Link>
            </Title>
            <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {checkoutCode}
            </Text>
          </Stack>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPinnedOff size={14} aria-hidden />}
            onClick={() => unpinCheckout(api, checkoutCode)}
            aria-label={`Unpin ${name ?? checkoutCode}`}
          >
            Unpin
          </Button>
        </Group>
        <CheckoutStateBadges checkoutCode={checkoutCode} />
        {load === 'waiting' && (
          <Text size="sm" c="dimmed">
            Waiting to load (a few checkouts load at a time)…
          </Text>
        )}
        {load === 'loading' && (
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm">Loading transactions…</Text>
          </Group>
        )}
        {pagesQuery.isError && !pagesQuery.data && (
          <ErrorPanel error={pagesQuery.error} onRetry={() => void pagesQuery.refetch()} />
        )}
        {pagesQuery.data && (
          <>
            <Text size="sm">
              {summary.count} loaded{hasMore ? ', more on the server' : ', all loaded'} ·{' '}
              {summary.completed.count} completed,{' '}
              {displayAmount(formatUsd(summary.completed.amountUsd), hideAmounts)} USD
            </Text>
            {summary.completed.byToken.length > 0 && (
              // One line per token (a chain and a pay symbol): amounts are never added across tokens.
              <Stack gap={0} component="ul" className="watch-token-totals">
                {summary.completed.byToken.map((row) => (
                  <Text size="xs" c="dimmed" component="li" key={tokenLabel(row.token)}>
                    {displayAmount(formatDecimal(row.amount), hideAmounts)} ·{' '}
                    {tokenLabel(row.token)}
                  </Text>
                ))}
              </Stack>
            )}
            <Group gap="xs" wrap="wrap">
              {pending ? (
                <Badge color="yellow" variant="light">
                  {summary.byStatus.find((item) => item.status === 'Pending')?.count ?? 0} pending ·
                  live
                </Badge>
              ) : (
                <Badge color="gray" variant="light">
                  Nothing pending · not polling
                </Badge>
              )}
              <UpdatedAgo at={watched.updatedAt} />
              {(poller.polling || pagesQuery.isFetching) && <Loader size={12} aria-hidden />}
            </Group>
            {poller.failures > 0 && (
              <Text size="xs" c="red" role="status">
                Live update failed {poller.failures} time{poller.failures === 1 ? '' : 's'} in a
                row; trying again less often until it works.
              </Text>
            )}
            {pagesQuery.isFetchNextPageError && (
              <ErrorPanel
                error={pagesQuery.error}
                onRetry={() => void pagesQuery.fetchNextPage()}
                retryLabel="Retry next page"
              />
            )}
            <Group gap="xs">
              {hasMore && !pagesQuery.isFetchNextPageError && (
                <Button
                  size="xs"
                  variant="default"
                  loading={pagesQuery.isFetchingNextPage}
                  onClick={() => void pagesQuery.fetchNextPage()}
                  aria-label={`Load more transactions of ${name ?? checkoutCode}`}
                >
                  Load more
                </Button>
              )}
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconRefresh size={14} aria-hidden />}
                disabled={pagesQuery.isFetching}
                onClick={() => void pagesQuery.refetch()}
                aria-label={`Refresh ${name ?? checkoutCode}`}
              >
                Refresh
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
