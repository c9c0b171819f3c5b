import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ApiIdentity } from './identity';
import { apiKeys } from './keys';
import type { Transaction, TransactionsPage } from './schemas';

export interface CachedCheckoutRecords {
  checkoutCode: string;
  records: readonly Transaction[];
}

/**
 * The payments already loaded for this API identity, per checkout, read from the query
 * cache without a request: the checkout pages' loaded pages and the watchlist's first
 * pages. A record may appear in both; callers that list payments remove repeats.
 */
export function cachedTransactions(
  queryClient: QueryClient,
  api: ApiIdentity,
): CachedCheckoutRecords[] {
  const scope = apiKeys.all(api);
  const codeAt = scope.length + 1;
  const found: CachedCheckoutRecords[] = [];
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [...scope, 'checkout'] })) {
    const code = query.queryKey[codeAt];
    if (typeof code !== 'string' || query.queryKey.length !== codeAt + 2) continue;
    const kind = query.queryKey[codeAt + 1];
    const data = query.state.data;
    if (!data) continue;
    if (kind === apiKeys.transactions(api, code).at(-1)) {
      const pages = (data as InfiniteData<TransactionsPage>).pages;
      found.push({ checkoutCode: code, records: pages.flatMap((page) => page.records) });
    } else if (kind === apiKeys.transactionsHead(api, code).at(-1)) {
      found.push({ checkoutCode: code, records: (data as TransactionsPage).records });
    }
  }
  return found;
}
