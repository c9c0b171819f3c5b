import { Button, Code, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInbox, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect } from 'react';
import { useApi } from '@/api/identity';
import type { Transaction } from '@/api/schemas';
import { CopyButton } from '@/components/copy-button';
import { UpdatedAgo } from '@/components/updated-ago';
import { ErrorPanel } from '@/components/error-panel';
import { formatDecimal } from '@/lib/decimal';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PinToWatchlistButton, recordRecentCheckout } from '@/features/checkouts';
import { CheckoutStateBadges, DisableCheckoutButton } from '@/features/disable-checkout';
import type { CheckoutSearch } from './search-schema';
import { TransactionsView } from './transactions-view';
import { useCheckoutTransactions } from './use-checkout-transactions';

export interface CheckoutPageProps {
  checkoutCode: string;
  search: CheckoutSearch;
  /** Merges a patch into the URL search params (replace, not push). */
  onSearchChange: (patch: Partial<CheckoutSearch>) => void;
}

export function CheckoutPage({ checkoutCode, search, onSearchChange }: CheckoutPageProps) {
  const api = useApi();
  const { query, loaded, loadAll, startLoadAll, cancelLoadAll } = useCheckoutTransactions(
    api,
    checkoutCode,
  );
  const { records } = loaded;
  const first = records[0];
  const name = first?.name;
  useDocumentTitle(name ? `${name} (${checkoutCode})` : `Checkout ${checkoutCode}`);

  // Whether the first page came back empty (undefined until it is in): recent checkouts
  // mark such a code, since an unknown code looks the same.
  const noPayments = query.data ? isEmptyCheckout(loaded, query.hasNextPage) : undefined;
  useEffect(() => {
    recordRecentCheckout(api, { checkoutCode, name, noPayments });
  }, [api, checkoutCode, name, noPayments]);

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

  const empty = isEmptyCheckout(loaded, hasNextPage);
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
      {empty ? (
        <Paper withBorder p="xl">
          <Stack align="center" gap="xs">
            <IconInbox size={32} aria-hidden />
            <Text fw={600}>No payments on this checkout. Check the code if you expected some</Text>
            <Text size="sm" c="dimmed" ta="center" maw={560}>
              The service answers the same for an unknown code as for a checkout without payments.
              Is <Code>{checkoutCode}</Code> spelled right? Payments appear here once the service
              records them; use Refresh to check again.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <TransactionsView
          subject={{ kind: 'checkout', checkoutCode }}
          tableLabel={`Transactions of checkout ${checkoutCode}`}
          loaded={loaded}
          hasMore={hasMore}
          moreNote="; more on the server"
          search={search}
          onSearchChange={onSearchChange}
          onNearEnd={onNearEnd}
          checkoutCodeOf={() => checkoutCode}
          exportAll={{
            checkoutCode,
            hasMore,
            loadAll: startLoadAll,
            cancelLoadAll,
            progress: loadAll,
          }}
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

/** Nothing on the first page and no further page: no payments, or an unknown code. */
function isEmptyCheckout(
  loaded: { records: readonly Transaction[]; rejected: readonly unknown[] },
  hasNextPage: boolean,
): boolean {
  return loaded.records.length === 0 && loaded.rejected.length === 0 && !hasNextPage;
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
