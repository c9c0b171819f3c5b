import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ApiIdentity } from '@/api/identity';
import type { Transaction } from '@/api/schemas';
import { transactionsHeadOptions, transactionsInfiniteOptions } from '@/api/transactions';
import {
  detectChanges,
  recordKey,
  snapshotOf,
  type Change,
  type Snapshot,
} from './change-detection';
import type { LoadState } from './admission';
import { usePoller } from './use-poller';

/**
 * One watched checkout: its loaded pages (the same infinite query, hence the same cache,
 * as the checkout page), the first page polled while something is Pending, and the
 * changes between what was known and what a poll or a refetch brought.
 */
export function useWatchedCheckout(options: {
  api: ApiIdentity;
  checkoutCode: string;
  /** Whether the fair loader lets this checkout load its first page now. */
  admitted: boolean;
  onChanges: (checkoutCode: string, changes: Change[]) => void;
}) {
  const { api, checkoutCode, admitted } = options;
  const queryClient = useQueryClient();
  const infiniteOptions = useMemo(
    () => transactionsInfiniteOptions(api, checkoutCode),
    [api, checkoutCode],
  );
  const pagesQuery = useInfiniteQuery({
    ...infiniteOptions,
    enabled: admitted,
    // Cached pages (e.g. from the checkout page) are shown as they are rather than all
    // refetched on arrival: the polled first page brings the news, one request each.
    refetchOnMount: false,
  });
  // Only reads the cache: the poller below decides when the first page is fetched.
  const headQuery = useQuery({ ...transactionsHeadOptions(api, checkoutCode), enabled: false });

  const pages = pagesQuery.data?.pages;
  const headPage = headQuery.data;
  // The polled first page counts when it is newer than the loaded pages.
  const headIsNewer = Boolean(headPage) && headQuery.dataUpdatedAt > pagesQuery.dataUpdatedAt;

  const { records, firstPage, rejectedCount } = useMemo(() => {
    const loaded = pages?.flatMap((page) => page.records) ?? [];
    const first = headIsNewer && headPage ? headPage.records : (pages?.[0]?.records ?? []);
    // The polled page first, then every loaded page (records pushed off the first page
    // by new payments stay visible); a payment seen twice keeps its newest state.
    const seen = new Set<string>();
    const merged: Transaction[] = [];
    for (const record of headIsNewer ? [...first, ...loaded] : loaded) {
      const key = recordKey(record);
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push(record);
    }
    const rejected = pages?.reduce((total, page) => total + page.rejected.length, 0) ?? 0;
    return { records: merged, firstPage: first, rejectedCount: rejected };
  }, [pages, headPage, headIsNewer]);

  const pending = records.some((record) => record.status === 'Pending');
  const hasData = pagesQuery.data !== undefined;
  const updatedAt = Math.max(pagesQuery.dataUpdatedAt, headIsNewer ? headQuery.dataUpdatedAt : 0);

  const poll = useCallback(
    () => queryClient.fetchQuery(transactionsHeadOptions(api, checkoutCode)),
    [queryClient, api, checkoutCode],
  );
  const poller = usePoller({
    pending: admitted && hasData && pending && !pagesQuery.isFetching,
    since: updatedAt,
    poll,
  });

  // Change detection. The baseline is what was known once this page's first fetch
  // settled, so a refetch of stale cached data on arrival is not reported as news.
  const baseline = useRef<Snapshot | null>(null);
  const onChangesRef = useRef(options.onChanges);
  useEffect(() => {
    onChangesRef.current = options.onChanges;
  }, [options.onChanges]);
  const settled = hasData && !pagesQuery.isFetching;
  useEffect(() => {
    if (!settled) return;
    const changes = detectChanges(baseline.current, records, firstPage);
    baseline.current = snapshotOf(records);
    if (changes.length === 0) return;
    onChangesRef.current(checkoutCode, changes);
    // The checkout page refetches these pages when opened next; nothing is fetched now.
    void queryClient.invalidateQueries({ queryKey: infiniteOptions.queryKey, refetchType: 'none' });
  }, [settled, records, firstPage, checkoutCode, queryClient, infiniteOptions.queryKey]);

  const load: LoadState =
    hasData || pagesQuery.isError ? 'settled' : pagesQuery.isFetching ? 'loading' : 'waiting';

  return {
    pagesQuery,
    headQuery,
    records,
    rejectedCount,
    pending,
    updatedAt,
    load,
    poller,
    hasMore: Boolean(pagesQuery.hasNextPage),
  };
}
