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
import { useCallback, useEffect, useState } from 'react';
import type { ApiIdentity } from '@/api/client';
import type { Transaction } from '@/api/schemas';
import { CopyButton } from '@/components/copy-button';
import { ErrorPanel } from '@/components/error-panel';
import { NeedsAppIdPage } from '@/components/needs-app-id';
import { formatDecimal } from '@/lib/decimal';
import { usePreferences } from '@/lib/preferences';
import { useApiIdentity } from '@/lib/settings-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CheckoutStateBadges, DisableCheckoutButton } from '@/features/checkouts/disable';
import { recordRecentCheckout } from '@/features/checkouts/home/recent-checkouts-store';
import { PinToWatchlistButton } from '@/features/checkouts/watchlist';
import { FiltersBar } from './filters-bar';
import { LazyTransactionDrawer } from './lazy-transaction-drawer';
import { LoadedCount } from './loaded-count';
import { hasActiveFilters, type CheckoutSearch } from './search-schema';
import { SummaryPanel } from './summary-panel';
import { TransactionsTable } from './transactions-table';
import { useCheckoutTransactions, type RejectedOnPage } from './use-checkout-transactions';
import { exportAndAnnounce, useRecordDrawer, useTransactionsView } from './use-transactions-view';

export interface CheckoutPageProps {
  checkoutCode: string;
  search: CheckoutSearch;
  /** Merges a patch into the URL search params (replace, not push). */
  onSearchChange: (patch: Partial<CheckoutSearch>) => void;
}

export function CheckoutPage(props: CheckoutPageProps) {
  const api = useApiIdentity();
  if (!api) {
    return <NeedsAppIdPage title={`Checkout ${props.checkoutCode}`} />;
  }
  return <CheckoutTransactions api={api} {...props} />;
}

function CheckoutTransactions({
  api,
  checkoutCode,
  search,
  onSearchChange,
}: CheckoutPageProps & { api: ApiIdentity }) {
  const preferences = usePreferences();
  const { query, records, rejected, loadAll, startLoadAll, cancelLoadAll } =
    useCheckoutTransactions(api, checkoutCode);
  const first = records[0];
  const name = first?.name;
  useDocumentTitle(name ? `${name} (${checkoutCode})` : `Checkout ${checkoutCode}`);

  useEffect(() => {
    recordRecentCheckout(api, { checkoutCode, name });
  }, [api, checkoutCode, name]);

  const { effective, rows, chainOptions, columns, onSort } = useTransactionsView(
    records,
    search,
    preferences.hiddenColumns,
    onSearchChange,
  );
  const drawer = useRecordDrawer();

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
      dataUpdatedAt={query.dataUpdatedAt}
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
              Payments appear here once the service records them. Use Refresh to check again.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <>
          <SummaryPanel records={records} hasMore={hasMore} hideAmounts={preferences.hideAmounts} />
          <FiltersBar
            search={search}
            chainOptions={chainOptions}
            onChange={onSearchChange}
            hiddenColumns={preferences.hiddenColumns}
            onExport={(kind) =>
              void exportAndAnnounce(kind, rows, { checkoutCode, filters: { ...search } })
            }
            exportDisabled={rows.length === 0}
          />
          <LoadedCount
            shown={rows.length}
            loaded={records.length}
            filtered={hasActiveFilters(search)}
            moreNote={hasMore ? '; more on the server' : null}
          />
          {rows.length === 0 ? (
            <Paper withBorder p="lg">
              <Text size="sm">
                No loaded transaction matches these filters.
                {hasMore ? ' More pages on the server may hold matches: use Load all.' : ''}
              </Text>
            </Paper>
          ) : (
            <TransactionsTable
              checkoutCode={checkoutCode}
              rows={rows}
              columns={columns}
              preferences={preferences}
              sort={effective.sort}
              dir={effective.dir}
              onSort={onSort}
              onOpen={drawer.open}
              onNearEnd={onNearEnd}
            />
          )}
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
        </>
      )}
      {drawer.selected && (
        <LazyTransactionDrawer
          record={drawer.selected}
          opened={drawer.opened}
          onClose={drawer.close}
          checkoutCode={checkoutCode}
          preferences={preferences}
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
  refreshing,
  onRefresh,
}: {
  checkoutCode: string;
  name: string | undefined;
  pricing: string | undefined;
  records: readonly Transaction[];
  dataUpdatedAt: number;
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
          <UpdatedAgo at={dataUpdatedAt} />
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

/** "updated 12 s ago", ticking on its own so the table does not re-render every second. */
function UpdatedAgo({ at }: { at: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!at) return null;
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  const text =
    seconds < 60
      ? `${seconds} s`
      : seconds < 3600
        ? `${Math.floor(seconds / 60)} min`
        : `${Math.floor(seconds / 3600)} h`;
  return (
    <Text size="sm" c="dimmed" title={new Date(at).toISOString()}>
      Updated {text} ago
    </Text>
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
