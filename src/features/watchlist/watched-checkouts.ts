import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ApiIdentity } from '@/api/identity';
import { transactionKey, type Transaction, type TransactionsPage } from '@/api/schemas';
import { MAX_PAGES_PER_CHECKOUT, pagingStatus } from '@/api/paging';
import { createLimiter } from '@/lib/limiter';
import { checkStateOf, liveFirstPageOptions } from '@/features/live-updates';
import { collectRecords, type LoadedRecords } from '@/features/payment-records';

/**
 * At most this many first-page requests of the watchlist are in flight at once, so many
 * pins do not flood the service; the rest wait in pin order. One limiter: one watchlist.
 */
const FIRST_PAGE_CONCURRENCY = 3;
const limitFirstPages = createLimiter(FIRST_PAGE_CONCURRENCY);

/** One pinned checkout as the watchlist shows it: its latest page and how checks go. */
export interface WatchedCheckout {
  checkoutCode: string;
  page: TransactionsPage | undefined;
  /** The first load is on its way (or waiting for a free request slot). */
  loading: boolean;
  /** A check is on its way. */
  fetching: boolean;
  error: Error | null;
  updatedAt: number;
  check: ReturnType<typeof checkStateOf>;
  /** More pages on the server: the checkout page has them all. */
  hasMore: boolean;
  refetch: () => void;
}

export interface Watchlist extends LoadedRecords {
  /** In pin order. */
  checkouts: WatchedCheckout[];
  /** The latest page of every pinned checkout, each payment once, in pin order. */
  records: Transaction[];
  /** Record key (chain + hash) → the pinned checkout whose page holds it. */
  checkoutOf: ReadonlyMap<string, string>;
  hasMore: boolean;
  /** Checkouts with an answer (data or error) so far. */
  answered: number;
}

/** The watchlist's view of its queries' results (`useQueries`' combine; pure). */
export function combineWatched(
  codes: readonly string[],
  results: readonly UseQueryResult<TransactionsPage>[],
): Watchlist {
  const checkouts = codes.map((checkoutCode, index): WatchedCheckout => {
    const result = results[index];
    const page = result?.data;
    return {
      checkoutCode,
      page,
      loading: result?.isPending ?? true,
      fetching: result?.isFetching ?? false,
      error: result?.error ?? null,
      updatedAt: result?.dataUpdatedAt ?? 0,
      check: result ? checkStateOf(result) : null,
      hasMore: page ? pagingStatus([page], [null], MAX_PAGES_PER_CHECKOUT).state === 'more' : false,
      refetch: () => void result?.refetch(),
    };
  });
  const checkoutOf = new Map<string, string>();
  for (const checkout of checkouts)
    for (const record of checkout.page?.records ?? []) {
      const key = transactionKey(record);
      if (!checkoutOf.has(key)) checkoutOf.set(key, checkout.checkoutCode);
    }
  // Each payment once (copies counted, conflicting versions kept and reported), as on
  // the checkout page.
  const loaded = collectRecords(
    checkouts.flatMap((checkout) => (checkout.page ? [checkout.page] : [])),
  );
  return {
    ...loaded,
    checkouts,
    checkoutOf,
    hasMore: checkouts.some((checkout) => checkout.hasMore),
    answered: checkouts.filter((checkout) => !checkout.loading).length,
  };
}

/**
 * The latest page of each pinned checkout, read from the query cache and checked by the
 * live policy (the same first-page queries the checkout page polls).
 */
export function useWatchedCheckouts(api: ApiIdentity, codes: readonly string[]): Watchlist {
  const queries = useMemo(
    () => codes.map((code) => liveFirstPageOptions(api, code, { limit: limitFirstPages })),
    [api, codes],
  );
  const combine = useCallback(
    (results: UseQueryResult<TransactionsPage>[]) => combineWatched(codes, results),
    [codes],
  );
  return useQueries({ queries, combine });
}
