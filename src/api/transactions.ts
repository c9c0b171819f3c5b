import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import { apiGet } from './client';
import type { ApiIdentity } from './identity';
import { apiKeys } from './keys';
import { MAX_PAGES_PER_CHECKOUT, pagingStatus, type PageParam, type PagingStatus } from './paging';
import { transactionsPageSchema, type TransactionsPage } from './schemas';

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

/** The loaded pages as the UI sees them, with how paging stands. */
export interface TransactionPages extends InfiniteData<TransactionsPage, PageParam> {
  /** More to load, done, or why paging stopped early (a repeated page, the ceiling). */
  paging: PagingStatus;
}

/**
 * A page that only repeats earlier payments is kept in the cache (paging must see it
 * to stop) but left out of what the UI gets. One function per ceiling: a stable
 * `select` runs only when the data changes, so `pages` keeps its identity.
 */
const selectors = new Map<
  number,
  (data: InfiniteData<TransactionsPage, PageParam>) => TransactionPages
>();
function selectPages(maxPages: number) {
  let select = selectors.get(maxPages);
  if (!select) {
    select = (data) => {
      const paging = pagingStatus(data.pages, data.pageParams, maxPages);
      return paging.state === 'repeated'
        ? { pages: data.pages.slice(0, -1), pageParams: data.pageParams.slice(0, -1), paging }
        : { ...data, paging };
    };
    selectors.set(maxPages, select);
  }
  return select;
}

/**
 * A checkout's transactions, page by page. `getNextPageParam` follows the paging rules
 * of ./paging.ts, so Load all ends by itself whatever the server answers; `maxPages`
 * is the ceiling (tests lower it).
 */
export function transactionsInfiniteOptions(
  api: ApiIdentity,
  checkoutCode: string,
  { maxPages = MAX_PAGES_PER_CHECKOUT }: { maxPages?: number } = {},
) {
  return infiniteQueryOptions({
    queryKey: apiKeys.transactions(api, checkoutCode),
    queryFn: ({ pageParam, signal }) => fetchTransactionsPage(api, checkoutCode, pageParam, signal),
    initialPageParam: null as PageParam,
    getNextPageParam: (_lastPage, allPages, _lastPageParam, allPageParams): PageParam => {
      const status = pagingStatus(allPages, allPageParams, maxPages);
      return status.state === 'more' ? status.next : null;
    },
    select: selectPages(maxPages),
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
