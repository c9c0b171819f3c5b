import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ApiIdentity } from '@/api/identity';
import { apiKeys } from '@/api/keys';
import type { RejectedRecord, Transaction, TransactionsPage } from '@/api/schemas';
import { transactionsInfiniteOptions } from '@/api/transactions';

/**
 * While Load all runs, the page re-renders (table, filters, counts, progress) at most
 * this often instead of once per page: with 400 pages, re-filtering and re-sorting up
 * to 20,000 loaded records after every page cost ten times the network time.
 */
const LOAD_ALL_RENDER_MS = 250;

export interface RejectedOnPage extends RejectedRecord {
  /** The page's `current` index as the server reported it. */
  page: number;
}

export interface LoadAllProgress {
  pages: number;
  records: number;
}

/**
 * The checkout's transactions: the foundation's infinite query plus flattening, and
 * "Load all" with progress and cancel. A failed page keeps the loaded ones;
 * `fetchNextPage` after the error resumes from the page that failed. Not polled (an
 * infinite query refetches every loaded page): live news comes from the first page
 * alone, see use-live-checkout.tsx.
 */
export function useCheckoutTransactions(api: ApiIdentity, checkoutCode: string) {
  const queryClient = useQueryClient();
  // Read by the observer on each change: while Load all runs, a new page does not
  // re-render the page by itself (the loop below does, throttled); [] = no props.
  const loadingAll = useRef(false);
  const query = useInfiniteQuery({
    ...transactionsInfiniteOptions(api, checkoutCode),
    notifyOnChangeProps: () => (loadingAll.current ? [] : undefined),
  });
  const pages = query.data?.pages;

  const records = useMemo<Transaction[]>(
    () => pages?.flatMap((page) => page.records) ?? [],
    [pages],
  );
  const rejected = useMemo<RejectedOnPage[]>(
    () =>
      pages?.flatMap((page) => page.rejected.map((item) => ({ ...item, page: page.current }))) ??
      [],
    [pages],
  );

  const [loadAll, setLoadAll] = useState<LoadAllProgress | null>(null);
  const cancelled = useRef(false);
  const { fetchNextPage } = query;

  const startLoadAll = useCallback(async () => {
    cancelled.current = false;
    const progress = (data: { pages: TransactionsPage[] } | undefined): LoadAllProgress => ({
      pages: data?.pages.length ?? 0,
      records: data?.pages.reduce((total, page) => total + page.records.length, 0) ?? 0,
    });
    setLoadAll(progress(query.data));
    loadingAll.current = true;
    let renderedAt = performance.now();
    try {
      // cancelRefetch false: join a page already on its way instead of restarting it.
      let result = await fetchNextPage({ cancelRefetch: false });
      while (!cancelled.current && result.hasNextPage && !result.isError) {
        if (performance.now() - renderedAt >= LOAD_ALL_RENDER_MS) {
          // A new progress object re-renders the page with every page loaded so far.
          setLoadAll(progress(result.data));
          renderedAt = performance.now();
        }
        result = await fetchNextPage({ cancelRefetch: false });
      }
    } finally {
      loadingAll.current = false;
      // Re-renders with the final state (all pages, or the error, or the cancel).
      setLoadAll(null);
    }
  }, [fetchNextPage, query.data]);

  const cancelLoadAll = useCallback(() => {
    cancelled.current = true;
    // Stops the page in flight too; the pages already loaded stay.
    void queryClient.cancelQueries({ queryKey: apiKeys.transactions(api, checkoutCode) });
  }, [queryClient, api, checkoutCode]);

  return { query, records, rejected, loadAll, startLoadAll, cancelLoadAll };
}
