import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import type { Limiter } from '@/lib/limiter';
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
    queryFn: async ({ pageParam, signal, client }) => {
      const page = await fetchTransactionsPage(api, checkoutCode, pageParam, signal);
      // The list's first page is also the live first page (transactionsHeadOptions): one
      // request serves both, so opening a checkout never asks for its first page twice.
      if (pageParam === null)
        client.setQueryData(apiKeys.transactionsHead(api, checkoutCode), page);
      return page;
    },
    initialPageParam: null as PageParam,
    getNextPageParam: (_lastPage, allPages, _lastPageParam, allPageParams): PageParam => {
      const status = pagingStatus(allPages, allPageParams, maxPages);
      return status.state === 'more' ? status.next : null;
    },
    select: selectPages(maxPages),
    staleTime: 10_000,
    // The route's loader prefetches the first page; if that already failed when the page
    // mounts, the page shows the error with its Retry instead of asking a second time.
    retryOnMount: false,
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
