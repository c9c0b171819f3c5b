import { Stack } from '@mantine/core';
import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { isFirstFetchCancelled } from '@/api/retrying';
import { CancelledNotice, WaitingNotice } from '@/components/waiting-notice';
import { t } from '@/i18n';
import { CatalogueSkeleton } from './catalogue-page';

/**
 * A catalogue before its list arrived: the skeleton, then (after 2 s) a notice with
 * Cancel and Retry. Cancelled, nothing is loaded and nothing is loading (React Query
 * reverts a cancelled first fetch): this says so, with a Retry.
 */
export function CatalogueLoading({
  label,
  queryKey,
  query,
}: {
  label: string;
  /** The catalogue query's key, from its options factory. */
  queryKey: QueryKey;
  query: Pick<
    UseQueryResult,
    'isPending' | 'fetchStatus' | 'failureCount' | 'failureReason' | 'refetch'
  >;
}) {
  const queryClient = useQueryClient();
  const cancel = () => void queryClient.cancelQueries({ queryKey, exact: true });
  const retry = async () => {
    // While nothing is loaded a refetch joins the fetch in flight: cancel it first.
    await queryClient.cancelQueries({ queryKey, exact: true });
    await query.refetch();
  };

  if (isFirstFetchCancelled(query)) {
    return <CancelledNotice message={t('currencies.nothingLoaded')} onRetry={() => void retry()} />;
  }
  return (
    <Stack gap="sm">
      <WaitingNotice
        fetching={query.fetchStatus === 'fetching'}
        failureCount={query.failureCount}
        failureReason={query.failureReason}
        onCancel={cancel}
        onRetry={() => void retry()}
      />
      <CatalogueSkeleton label={label} />
    </Stack>
  );
}
