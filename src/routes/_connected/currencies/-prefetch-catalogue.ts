import { hasHeadStart } from '@/api/head-start';
import type { ApiIdentity } from '@/api/identity';
import type { ApiRequest } from '@/api/request';
import { prepareTransport } from '@/api/transport';
import { isIdentityInUse } from '@/model/profiles';
import { afterFirstScreen } from '@/lib/first-screen';

import type * as currenciesModule from '@/api/currencies';

type CurrenciesModule = typeof currenciesModule;

/**
 * A catalogue page's loader, one line per route. It never blocks: the page shows
 * skeletons and errors itself, and asks for its list itself should the data layer's
 * chunk fail to load.
 * - Like the list's code, it waits for the page's title to be painted: on a first visit
 *   their bytes do not compete with the first screen's. Once the tab has painted a page,
 *   nothing waits.
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
  void afterFirstScreen()
    .then(() => {
      if (isIdentityInUse(api)) prepareTransport(api.baseUrl);
      if (hasHeadStart(api, request)) return;
      return import('@/api/currencies').then((currencies) =>
        isIdentityInUse(api) ? prefetch(currencies) : undefined,
      );
    })
    .catch(() => {});
}
