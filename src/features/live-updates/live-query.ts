import { queryOptions } from '@tanstack/react-query';
import type { ApiIdentity } from '@/api/identity';
import { transactionsHeadOptions } from '@/api/transactions';
import type { Limiter } from '@/lib/limiter';
import { refetchIntervalOf, staleTimeOf } from './live-policy';

/**
 * A checkout's first page, checked by the live policy (live-policy.ts): the query
 * options the watchlist and the checkout page both poll with. The query's own timers
 * do the work: `refetchInterval` for the next check, never in a hidden tab, and
 * `refetchOnWindowFocus` with a `staleTime` of one check interval, so showing the tab
 * checks at once if a check fell due while it was hidden.
 */
export function liveFirstPageOptions(
  api: ApiIdentity,
  checkoutCode: string,
  options: {
    /** Queues the request (the watchlist checks a few checkouts at a time). */
    limit?: Limiter | undefined;
    /** A Pending payment on a page after the first (the checkout page knows them). */
    pendingElsewhere?: boolean;
  } = {},
) {
  const pendingElsewhere = options.pendingElsewhere ?? false;
  return queryOptions({
    ...transactionsHeadOptions(api, checkoutCode, options.limit),
    refetchInterval: (query) => refetchIntervalOf(query.state, pendingElsewhere),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: (query) => staleTimeOf(query.state, pendingElsewhere),
  });
}
