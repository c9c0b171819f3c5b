import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Limiter } from '@/lib/limiter';
import { apiGet } from './client';
import type { ApiIdentity } from './identity';
import { apiKeys } from './keys';
import { transactionsPageSchema, type TransactionsPage } from './schemas';

/** Page index handed to the query function; `null` is the first page (no `/next` segment). */
export type PageParam = number | null;

/**
 * The spec does not say what `next` holds on the last page. There is no further page
 * when the page is empty, `next` is missing or null, or `next` does not move forward.
 * This is what guarantees paging never loops.
 */
export function nextPageParam(page: TransactionsPage): number | null {
  if (page.records.length === 0 && page.rejected.length === 0) return null;
  if (page.next === null) return null;
  if (page.next <= page.current) return null;
  return page.next;
}

export function fetchTransactionsPage(
  api: ApiIdentity,
  checkoutCode: string,
  pageParam: PageParam,
  signal?: AbortSignal,
): Promise<TransactionsPage> {
  // The first page is requested without the trailing segment, as in the spec's example.
  const segments =
    pageParam === null
      ? ['checkout', 'transactions', checkoutCode]
      : ['checkout', 'transactions', checkoutCode, pageParam];
  return apiGet(api, { segments, signal }, transactionsPageSchema);
}

export function transactionsInfiniteOptions(api: ApiIdentity, checkoutCode: string) {
  return infiniteQueryOptions({
    queryKey: apiKeys.transactions(api, checkoutCode),
    queryFn: async ({ pageParam, signal, client }) => {
      const page = await fetchTransactionsPage(api, checkoutCode, pageParam, signal);
      // The list's first page is also the live first page (transactionsHeadOptions): one
      // request serves both, so opening a checkout never asks for its first page twice.
      if (pageParam === null)
        client.setQueryData(apiKeys.transactionsHead(api, checkoutCode), page);
      return page;
    },
    initialPageParam: null as PageParam,
    getNextPageParam: (lastPage) => nextPageParam(lastPage),
    staleTime: 10_000,
  });
}

/**
 * The first page alone, checked for live news: one request per check however many
 * pages are loaded. Its own key (a plain query must not share the infinite one); the
 * infinite query's first page fills it too. When and how often it is fetched is the
 * caller's policy. `limit` queues the request (e.g. a few checkouts at a time).
 */
export function transactionsHeadOptions(api: ApiIdentity, checkoutCode: string, limit?: Limiter) {
  // `limit` only decides when the request is sent, not what comes back: not a key part.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: apiKeys.transactionsHead(api, checkoutCode),
    queryFn: ({ signal }) => {
      const fetchPage = () => fetchTransactionsPage(api, checkoutCode, null, signal);
      return limit ? limit(fetchPage, signal) : fetchPage();
    },
  });
}
