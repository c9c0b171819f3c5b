import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ApiIdentity } from '@/api/identity';
import { ErrorPanel } from '@/components/error-panel';
import { WaitingNotice } from '@/components/waiting-notice';
import { t } from '@/i18n';
import { useNeedsService } from '@/model/last-known';
import { EveryPageStatus } from './every-page-status';
import type { EveryPageProgress } from './use-checkout-pages';
import { useNextPageState } from './use-next-page-state';

/**
 * Under the table: Load more and Load all, their progress, a notice when a page takes
 * long (with Cancel and Retry), what a cancel left, and a failed page's error.
 * It reads the query's fetch state itself (see useNextPageState): during Load all the
 * page around it re-renders only now and then.
 */
export function PagingFooter({
  api,
  checkoutCode,
  hasMore,
  nextError,
  loadAll,
  onLoadMore,
  onRetry,
  onLoadAll,
  onCancel,
}: {
  api: ApiIdentity;
  checkoutCode: string;
  hasMore: boolean;
  nextError: unknown;
  loadAll: EveryPageProgress | null;
  /** Asks for the next page; joins one already on its way. */
  onLoadMore: () => void;
  /** Gives up a page that hangs and asks for it again. */
  onRetry: () => void;
  onLoadAll: () => void;
  /** Stops Load all and the request in flight; the loaded pages stay. */
  onCancel: () => void;
}) {
  const live = useNextPageState(api, checkoutCode);
  // The service is down or the browser offline: the pages past the last known one wait.
  const refused = useNeedsService(api);
  const nextPage = live.pagesLoaded + 1;
  const page = String(nextPage);
  // The page a cancel stopped; said until paging moves on.
  const [cancelledPage, setCancelledPage] = useState<number | null>(null);
  const cancel = () => {
    setCancelledPage(nextPage);
    onCancel();
  };
  const loadMore = () => {
    setCancelledPage(null);
    onLoadMore();
  };
  const loadAllPages = () => {
    setCancelledPage(null);
    onLoadAll();
  };
  const waiting = (what: string, withCancel: boolean) => (
    <WaitingNotice
      fetching={live.fetchingNext}
      failureCount={live.failureCount}
      failureReason={live.failureReason}
      what={what}
      waitKey={nextPage}
      onCancel={withCancel ? cancel : undefined}
      onRetry={onRetry}
    />
  );

  if (nextError) {
    return (
      <ErrorPanel
        error={nextError}
        onRetry={loadMore}
        retryLabel={t('checkout-paging.retryPage', { page })}
      />
    );
  }
  if (loadAll) {
    return (
      <Stack gap="xs">
        <EveryPageStatus progress={loadAll} onCancel={cancel} />
        {/* The Cancel above stops Load all: the notice offers Retry only. */}
        {waiting(t('checkout-paging.pageOfLoadAll', { page }), false)}
      </Stack>
    );
  }
  if (!hasMore) return null;
  if (refused && !live.fetchingNext) {
    return (
      <Group gap="sm">
        <Button variant="default" disabled>
          {t('checkout-paging.loadMore')}
        </Button>
        <Button variant="light" disabled>
          {t('checkout-paging.loadAll')}
        </Button>
        <Text size="sm" c="dimmed">
          {refused}
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button variant="default" onClick={loadMore} loading={live.fetchingNext}>
          {t('checkout-paging.loadMore')}
        </Button>
        {/* Usable while a page is on its way (from Load more or from scrolling): Load all
            joins that page rather than asking for it again. */}
        <Button variant="light" onClick={loadAllPages}>
          {t('checkout-paging.loadAll')}
        </Button>
        {live.fetchingNext && (
          <Text size="sm" c="dimmed" role="status">
            {t('checkout-paging.loadingPage', { page })}
          </Text>
        )}
      </Group>
      {!live.fetchingNext && cancelledPage === nextPage && (
        <Group gap="sm" role="status">
          <Text size="sm">{t('checkout-paging.cancelledPage', { page })}</Text>
          <Button size="xs" variant="default" onClick={loadMore}>
            {t('checkout-paging.retryPage', { page })}
          </Button>
        </Group>
      )}
      {waiting(t('checkout-paging.pageOfPayments', { page }), true)}
    </Stack>
  );
}
