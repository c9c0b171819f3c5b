import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApiIdentity } from '@/api/identity';
import { transactionsInfiniteOptions } from '@/api/transactions';

/**
 * The payments query's fetch state, live: while Load all runs the page does not
 * re-render with every change (see useCheckoutPages), but a page that hangs
 * must still be said. A second, disabled observer of the same query: it never fetches
 * by itself, and only the small component using it re-renders.
 */
export function useNextPageState(api: ApiIdentity, checkoutCode: string) {
  const query = useInfiniteQuery({
    ...transactionsInfiniteOptions(api, checkoutCode),
    enabled: false,
    notifyOnChangeProps: [
      'fetchStatus',
      'failureCount',
      'failureReason',
      'isFetchingNextPage',
      'data',
    ],
  });
  return {
    fetchingNext: query.isFetchingNextPage,
    failureCount: query.failureCount,
    failureReason: query.failureReason,
    pagesLoaded: query.data?.pages.length ?? 0,
  };
}
