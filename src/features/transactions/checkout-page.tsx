import {
  Alert,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconInbox, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useApi } from '@/api/identity';
import type { Transaction } from '@/api/schemas';
import { CopyButton } from '@/components/copy-button';
import { UpdatedAgo } from '@/components/updated-ago';
import { ErrorPanel } from '@/components/error-panel';
import { formatDecimal } from '@/lib/decimal';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PinToWatchlistButton, recordRecentCheckout } from '@/features/checkouts';
import { CheckoutStateBadges, DisableCheckoutButton } from '@/features/disable-checkout';
import { LiveCheckNote } from './live-check-note';
import { CALM_CHECK_MS, formatInterval } from './live-policy';
import type { CheckoutSearch } from './search-schema';
import { TransactionsView } from './transactions-view';
import { useCheckoutTransactions, type RejectedOnPage } from './use-checkout-transactions';
import { useLiveCheckout } from './use-live-checkout';

export interface CheckoutPageProps {
  checkoutCode: string;
  search: CheckoutSearch;
  /** Merges a patch into the URL search params (replace, not push). */
  onSearchChange: (patch: Partial<CheckoutSearch>) => void;
}

export function CheckoutPage({ checkoutCode, search, onSearchChange }: CheckoutPageProps) {
  const api = useApi();
  const {
    query,
    records: loaded,
    rejected,
    loadAll,
    startLoadAll,
    cancelLoadAll,
  } = useCheckoutTransactions(api, checkoutCode);
  // Live news: the polled first page merged into the loaded pages.
  const live = useLiveCheckout(api, checkoutCode, {
    pages: query.data?.pages,
    records: loaded,
    dataUpdatedAt: query.dataUpdatedAt,
    isFetching: query.isFetching,
    isRefetching: query.isRefetching,
  });
  const { records } = live;
  const first = records[0];
  const name = first?.name;
  useDocumentTitle(name ? `${name} (${checkoutCode})` : `Checkout ${checkoutCode}`);

  useEffect(() => {
    recordRecentCheckout(api, { checkoutCode, name });
  }, [api, checkoutCode, name]);

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const loadingAll = loadAll !== null;
  const onNearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !loadingAll)
      void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, loadingAll, fetchNextPage]);

  if (query.isPending) return <PageSkeleton checkoutCode={checkoutCode} />;

  const header = (
    <CheckoutHeader
      checkoutCode={checkoutCode}
      name={name}
      pricing={first ? `${formatDecimal(first.pricing)} ${first.pricingSymbol}` : undefined}
      records={records}
      dataUpdatedAt={live.updatedAt}
      liveNote={<LiveCheckNote check={live.check} size="sm" />}
      refreshing={query.isRefetching && !isFetchingNextPage}
      onRefresh={() => void query.refetch()}
    />
  );

  if (query.isError && !query.data) {
    return (
      <Stack>
        {header}
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );
  }

  const empty = records.length === 0 && rejected.length === 0 && !hasNextPage;
  const hasMore = Boolean(hasNextPage);

  return (
    <Stack gap="md">
      {header}
      {query.isRefetchError && (
        <ErrorPanel
          error={query.error}
          onRetry={() => void query.refetch()}
          retryLabel="Refresh again"
        />
      )}
      {rejected.length > 0 && <RejectedWarning rejected={rejected} />}
      {empty ? (
        <Paper withBorder p="xl">
          <Stack align="center" gap="xs">
            <IconInbox size={32} aria-hidden />
            <Text fw={600}>No transactions on this checkout yet</Text>
            <Text size="sm" c="dimmed">
              Payments appear here once the service records them: this page checks for them every{' '}
              {formatInterval(CALM_CHECK_MS)} while it is open, or use Refresh.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <TransactionsView
          scopeCode={checkoutCode}
          tableLabel={`Transactions of checkout ${checkoutCode}`}
          records={records}
          hasMore={hasMore}
          moreNote="; more on the server"
          search={search}
          onSearchChange={onSearchChange}
          onNearEnd={onNearEnd}
          checkoutCodeOf={() => checkoutCode}
          leadingColumns={live.leadingColumns}
          rowClassName={live.rowClassName}
          footer={
            <PagingBar
              hasMore={hasMore}
              fetchingNext={isFetchingNextPage}
              nextError={isFetchNextPageError ? query.error : null}
              loadAll={loadAll}
              pagesLoaded={query.data?.pages.length ?? 0}
              onLoadMore={() => void fetchNextPage()}
              onLoadAll={() => void startLoadAll()}
              onCancelLoadAll={cancelLoadAll}
            />
          }
        />
      )}
    </Stack>
  );
}

function PageSkeleton({ checkoutCode }: { checkoutCode: string }) {
  return (
    <Stack aria-busy="true" aria-label="Loading transactions">
      <Title order={1}>Checkout {checkoutCode}</Title>
      <Text size="sm" c="dimmed">
        Loading transactions…
      </Text>
      <Skeleton height={140} />
      <Skeleton height={36} />
      <Skeleton height={360} />
    </Stack>
  );
}

function CheckoutHeader({
  checkoutCode,
  name,
  pricing,
  records,
  dataUpdatedAt,
  liveNote,
  refreshing,
  onRefresh,
}: {
  checkoutCode: string;
  name: string | undefined;
  pricing: string | undefined;
  records: readonly Transaction[];
  dataUpdatedAt: number;
  liveNote: ReactNode;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} style={{ wordBreak: 'break-word' }}>
            {name ?? checkoutCode}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              Checkout code
            </Text>
            <Code>{checkoutCode}</Code>
            <CopyButton value={checkoutCode} label="checkout code" />
            {pricing && (
              <Text size="sm">
                · Price <strong>{pricing}</strong>
              </Text>
            )}
            <CheckoutStateBadges checkoutCode={checkoutCode} />
          </Group>
        </Stack>
        <Group gap="xs">
          {liveNote}
          <UpdatedAgo at={dataUpdatedAt} size="sm" />
          <Button
            variant="default"
            leftSection={refreshing ? <Loader size={14} /> : <IconRefresh size={16} aria-hidden />}
            onClick={onRefresh}
            disabled={refreshing}
          >
            Refresh
          </Button>
          <PinToWatchlistButton checkoutCode={checkoutCode} name={name} />
          <DisableCheckoutButton
            checkoutCode={checkoutCode}
            checkoutName={name}
            transactions={records}
          />
        </Group>
      </Group>
    </Stack>
  );
}

function PagingBar({
  hasMore,
  fetchingNext,
  nextError,
  loadAll,
  pagesLoaded,
  onLoadMore,
  onLoadAll,
  onCancelLoadAll,
}: {
  hasMore: boolean;
  fetchingNext: boolean;
  nextError: unknown;
  loadAll: { pages: number; records: number } | null;
  pagesLoaded: number;
  onLoadMore: () => void;
  onLoadAll: () => void;
  onCancelLoadAll: () => void;
}) {
  if (nextError) {
    return (
      <ErrorPanel
        error={nextError}
        onRetry={onLoadMore}
        retryLabel={`Retry page ${pagesLoaded + 1}`}
      />
    );
  }
  if (loadAll) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">
          Loading all pages: {loadAll.pages} pages, {loadAll.records} records so far
        </Text>
        <Button variant="default" size="xs" onClick={onCancelLoadAll}>
          Cancel
        </Button>
      </Group>
    );
  }
  if (!hasMore) return null;
  return (
    <Group gap="sm">
      <Button variant="default" onClick={onLoadMore} loading={fetchingNext}>
        Load more
      </Button>
      <Button variant="light" onClick={onLoadAll} disabled={fetchingNext}>
        Load all
      </Button>
      {fetchingNext && (
        <Text size="sm" c="dimmed" role="status">
          Loading page {pagesLoaded + 1}…
        </Text>
      )}
    </Group>
  );
}

function RejectedWarning({ rejected }: { rejected: readonly RejectedOnPage[] }) {
  const count = rejected.length;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={`${count} record${count === 1 ? '' : 's'} could not be read`}
    >
      <Text size="sm">
        The service sent {count === 1 ? 'a record' : 'records'} that do not match the API contract.
        The other transactions are shown and counted; these are left out of the table, the summary
        and exports.
      </Text>
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
          {rejected.length > 50 && <Text size="sm">…and {rejected.length - 50} more.</Text>}
        </Stack>
      </details>
    </Alert>
  );
}
