import { hasHeadStart } from '@/api/head-start';
import type { ApiIdentity } from '@/api/identity';
import type { ApiRequest } from '@/api/request';
import { prepareTransport } from '@/api/transport';
import { isIdentityInUse } from '@/model/profiles';

import type * as currenciesModule from '@/api/currencies';

type CurrenciesModule = typeof currenciesModule;

/**
 * A catalogue page's loader, one line per route. It never blocks: the page shows
 * skeletons and errors itself, and asks for its list itself should the data layer's
 * chunk fail to load.
 * - The demo's answers download beside the data layer's chunk, not after it.
 * - Opened first, the answer the entry sent ahead (main.tsx) is the page's query's to
 *   take as it mounts: nothing more is asked.
 * - Otherwise the data layer is imported here (no loader chunk of the route's own, so a
 *   later visit's request needs no round trip first) and the list prefetched, unless the
 *   profile changed meanwhile.
 */
export function prefetchCatalogue(
  api: ApiIdentity,
  request: Pick<ApiRequest, 'segments' | 'query'>,
  prefetch: (currencies: CurrenciesModule) => Promise<void>,
): void {
  if (isIdentityInUse(api)) prepareTransport(api.baseUrl);
  if (hasHeadStart(api, request)) return;
  void import('@/api/currencies')
    .then((currencies) => (isIdentityInUse(api) ? prefetch(currencies) : undefined))
    .catch(() => {});
}
