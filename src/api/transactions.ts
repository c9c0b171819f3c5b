import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
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
    queryFn: ({ pageParam, signal }) => fetchTransactionsPage(api, checkoutCode, pageParam, signal),
    initialPageParam: null as PageParam,
    getNextPageParam: (lastPage) => nextPageParam(lastPage),
    staleTime: 10_000,
  });
}

/**
 * The first page alone, for polling a watched checkout: one request per poll however
 * many pages are loaded. Its own key (a plain query must not share the infinite one).
 * Not retried by the query client: the poller backs off on its own.
 */
export function transactionsHeadOptions(api: ApiIdentity, checkoutCode: string) {
  return queryOptions({
    queryKey: apiKeys.transactionsHead(api, checkoutCode),
    queryFn: ({ signal }) => fetchTransactionsPage(api, checkoutCode, null, signal),
    retry: false,
    staleTime: 0,
  });
}
