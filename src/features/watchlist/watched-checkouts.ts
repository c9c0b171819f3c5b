import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ApiIdentity } from '@/api/identity';
import { paymentKey, type Payment, type PaymentsPage } from '@/model/payments';
import { MAX_PAGES_PER_CHECKOUT, pagingStatus } from '@/api/paging';
import { createLimiter } from '@/lib/limiter';
import type { Profile } from '@/model/profiles';
import { checkStateOf, liveFirstPageOptions } from '@/features/live-updates';
import { collectPayments, type LoadedPayments } from '@/model/payments';

/**
 * At most this many first-page requests of the watchlist are in flight at once, so many
 * pins do not flood the service; the rest wait in pin order. One limiter: one watchlist.
 */
const FIRST_PAGE_CONCURRENCY = 3;
const limitFirstPages = createLimiter(FIRST_PAGE_CONCURRENCY);

/** A checkout pinned in one profile: the watchlist holds the pins of every profile. */
export interface WatchedPin {
  /** Unique on the watchlist: profile scope and checkout code. */
  key: string;
  /** The pin's profile's identity: its requests carry that app ID and no other. */
  api: ApiIdentity;
  /** Its profile, as the watchlist names it. */
  profile: Pick<Profile, 'name' | 'color' | 'production' | 'scope'>;
  checkoutCode: string;
  /** The name known when it was pinned or last opened. */
  name?: string | undefined;
}

/** One pinned checkout as the watchlist shows it: its latest page and how checks go. */
export interface WatchedCheckout extends WatchedPin {
  page: PaymentsPage | undefined;
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

export interface Watchlist extends LoadedPayments {
  /** In pin order. */
  checkouts: WatchedCheckout[];
  /** The latest page of every pinned checkout, each payment once, in pin order. */
  payments: Payment[];
  /** Record key (chain + hash) → the pin whose page holds it. */
  checkoutOf: ReadonlyMap<string, WatchedPin>;
  hasMore: boolean;
  /** Checkouts with an answer (data or error) so far. */
  answered: number;
}

/** The watchlist's view of its queries' results (`useQueries`' combine; pure). */
export function combineWatched(
  pins: readonly WatchedPin[],
  results: readonly UseQueryResult<PaymentsPage>[],
): Watchlist {
  const checkouts = pins.map((pin, index): WatchedCheckout => {
    const result = results[index];
    const page = result?.data;
    return {
      ...pin,
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
  const checkoutOf = new Map<string, WatchedPin>();
  for (const checkout of checkouts)
    for (const payment of checkout.page?.records ?? []) {
      const key = paymentKey(payment);
      if (!checkoutOf.has(key)) checkoutOf.set(key, checkout);
    }
  // Each payment once (copies counted, conflicting versions kept and reported), as on
  // the checkout page.
  const loaded = collectPayments(
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
 * live policy (the same first-page queries the checkout page polls), each with its own
 * profile's identity: one failing profile leaves the others' checks going.
 */
export function useWatchedCheckouts(pins: readonly WatchedPin[]): Watchlist {
  const queries = useMemo(
    () =>
      pins.map((pin) =>
        liveFirstPageOptions(pin.api, pin.checkoutCode, { limit: limitFirstPages }),
      ),
    [pins],
  );
  const combine = useCallback(
    (results: UseQueryResult<PaymentsPage>[]) => combineWatched(pins, results),
    [pins],
  );
  return useQueries({ queries, combine });
}
