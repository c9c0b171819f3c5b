import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ApiIdentity } from '@/api/identity';
import type { PagingStatus } from '@/api/paging';
import { apiKeys } from '@/api/keys';
import type { Payment, PaymentsPage } from '@/model/payments';
import { transactionsInfiniteOptions } from '@/api/transactions';
import { collectPayments } from '@/model/payments';

/**
 * While Load all runs, the page re-renders (table, filters, counts, progress) at most
 * this often instead of once per page: with 400 pages, re-filtering and re-sorting up
 * to 20,000 loaded payments after every page cost ten times the network time.
 */
const LOAD_ALL_RENDER_MS = 250;

interface NextPageResult {
  /** The selected pages, with how paging stands (see api/transactions.ts). */
  data: { pages: PaymentsPage[]; paging?: PagingStatus } | undefined;
  hasNextPage: boolean;
  isError: boolean;
  error: unknown;
}

/** Paging ended because the service said there is no further page (or nothing is loaded). */
function endedComplete(paging: PagingStatus | undefined): boolean {
  return paging === undefined || paging.state === 'complete';
}

/** Whether the fetch on its way asks for the next page (not a refresh of loaded ones). */
function isNextPageFetch(meta: { fetchMore?: { direction: string } } | null | undefined): boolean {
  return meta?.fetchMore?.direction === 'forward';
}

export interface EveryPageProgress {
  pages: number;
  payments: number;
}

/** A condition on the loaded pages that ends a Load all early. */
export type EveryPageStop = (pages: readonly PaymentsPage[]) => boolean;

/**
 * Loading every page of a checkout, as one thing: Load all, Search all pages, the export
 * of every payment and a link to one payment on a later page all use it.
 */
export interface EveryPageLoader {
  checkoutCode: string;
  /** Whether pages remain on the server. */
  hasMore: boolean;
  /**
   * Every page of the server is loaded: the service said there is no further page. Not
   * so when paging stopped early (a page repeated, the page ceiling), though no page
   * remains to ask for.
   */
  complete: boolean;
  /** Loads every remaining page; resolves with how it ended. */
  loadAll: () => Promise<EveryPageOutcome>;
  /** Loads pages until `stop` holds for the pages loaded (a linked payment is found). */
  loadUntil?: ((stop: EveryPageStop) => Promise<EveryPageOutcome>) | undefined;
  cancelLoadAll: () => void;
  /** Progress while loading, else null. */
  progress: EveryPageProgress | null;
}

/** How a Load all ended, with the payments loaded by then (each payment once). */
export interface EveryPageOutcome {
  /** Every page of the server is loaded. */
  complete: boolean;
  /** Stopped by Cancel (the pages loaded so far stay). */
  cancelled: boolean;
  /** The error that stopped it, if one did. */
  error: unknown;
  payments: Payment[];
}

/**
 * The checkout's payments: the foundation's infinite query plus flattening, and
 * "Load all" with progress and cancel. A failed page keeps the loaded ones;
 * `fetchNextPage` after the error resumes from the page that failed. Not polled (an
 * infinite query refetches every loaded page): live news comes from the first page
 * alone, see use-live-checkout.tsx.
 */
export function useCheckoutPages(api: ApiIdentity, checkoutCode: string) {
  const queryClient = useQueryClient();
  // Read by the observer on each change: while Load all runs, a new page does not
  // re-render the page by itself (the loop below does, throttled); [] = no props.
  const loadingAll = useRef(false);
  const query = useInfiniteQuery({
    ...transactionsInfiniteOptions(api, checkoutCode),
    notifyOnChangeProps: () => (loadingAll.current ? [] : undefined),
  });
  const pages = query.data?.pages;

  // Each payment once: copies the service sent twice are dropped and counted.
  const loaded = useMemo(() => collectPayments(pages ?? []), [pages]);

  const [loadAll, setLoadAll] = useState<EveryPageProgress | null>(null);
  const cancelled = useRef(false);
  // Set by `loadUntil` for one run: ends the loop early (e.g. once a linked payment is in).
  const stopWhen = useRef<EveryPageStop | null>(null);
  const { fetchNextPage } = query;

  /**
   * The one gate to the next page: Load more, reaching the end of the list, Load all,
   * Search all pages, a link to one payment and the export of every page all ask
   * here. `cancelRefetch: false` joins a fetch already on its way instead of
   * cancelling it and asking the same page again (the default would send it twice).
   * A refresh of the loaded pages in flight is joined first, then the next page asked.
   */
  const requestNextPage = useCallback(async (): Promise<NextPageResult> => {
    const state = queryClient.getQueryState(apiKeys.transactions(api, checkoutCode));
    const joiningRefresh = state?.fetchStatus === 'fetching' && !isNextPageFetch(state.fetchMeta);
    const result = await fetchNextPage({ cancelRefetch: false });
    if (joiningRefresh && result.hasNextPage && !result.isError)
      return fetchNextPage({ cancelRefetch: false });
    return result;
  }, [queryClient, api, checkoutCode, fetchNextPage]);

  /**
   * Retry of a page that hangs (the waiting notice's Retry): the request on its way is
   * given up first, so the new one replaces it instead of joining it.
   */
  const retryNextPage = useCallback(async () => {
    await queryClient.cancelQueries({ queryKey: apiKeys.transactions(api, checkoutCode) });
    return requestNextPage();
  }, [queryClient, api, checkoutCode, requestNextPage]);

  const startLoadAll = useCallback(async (): Promise<EveryPageOutcome> => {
    cancelled.current = false;
    const progress = (data: { pages: PaymentsPage[] } | undefined): EveryPageProgress => ({
      pages: data?.pages.length ?? 0,
      payments: data?.pages.reduce((total, page) => total + page.records.length, 0) ?? 0,
    });
    setLoadAll(progress(query.data));
    loadingAll.current = true;
    let renderedAt = performance.now();
    let result: NextPageResult = {
      data: query.data,
      hasNextPage: query.hasNextPage,
      isError: false,
      error: null,
    };
    try {
      // Through the gate: a page already on its way is joined, not asked again.
      if (result.hasNextPage) result = await requestNextPage();
      while (
        !cancelled.current &&
        result.hasNextPage &&
        !result.isError &&
        !stopWhen.current?.(result.data?.pages ?? [])
      ) {
        if (performance.now() - renderedAt >= LOAD_ALL_RENDER_MS) {
          // A new progress object re-renders the page with every page loaded so far.
          setLoadAll(progress(result.data));
          renderedAt = performance.now();
        }
        result = await requestNextPage();
      }
    } finally {
      stopWhen.current = null;
      loadingAll.current = false;
      // Re-renders with the final state (all pages, or the error, or the cancel).
      setLoadAll(null);
    }
    return {
      // Not when paging stopped early (a repeated page, the ceiling): pages remain unread.
      complete: !result.hasNextPage && !result.isError && endedComplete(result.data?.paging),
      cancelled: cancelled.current,
      error: result.isError ? result.error : null,
      payments: collectPayments(result.data?.pages ?? []).payments,
    };
  }, [requestNextPage, query.data, query.hasNextPage]);

  /** Load all, stopping as soon as `stop` holds for the pages loaded. */
  const loadUntil = useCallback(
    (stop: EveryPageStop) => {
      stopWhen.current = stop;
      return startLoadAll();
    },
    [startLoadAll],
  );

  const cancelLoadAll = useCallback(() => {
    cancelled.current = true;
    // Stops the page in flight too; the pages already loaded stay.
    void queryClient.cancelQueries({ queryKey: apiKeys.transactions(api, checkoutCode) });
  }, [queryClient, api, checkoutCode]);

  const hasMore = Boolean(query.hasNextPage);
  const complete = !hasMore && endedComplete(query.data?.paging);
  const everyPage = useMemo<EveryPageLoader>(
    () => ({
      checkoutCode,
      hasMore,
      complete,
      loadAll: startLoadAll,
      loadUntil,
      cancelLoadAll,
      progress: loadAll,
    }),
    [checkoutCode, hasMore, complete, startLoadAll, loadUntil, cancelLoadAll, loadAll],
  );

  return { query, loaded, requestNextPage, retryNextPage, everyPage };
}
