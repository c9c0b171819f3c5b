import { createFileRoute } from '@tanstack/react-router';
import { hasHeadStart } from '@/api/head-start';
import { prepareTransport } from '@/api/transport';
import { buildChainsParam, cryptoCurrenciesRequest } from '@/api/currency-requests';
import { isIdentityInUse } from '@/features/settings';
import { CryptoCurrenciesPage, chainsFromSearch, parseCryptoSearch } from '@/features/currencies';

export const Route = createFileRoute('/_connected/currencies/crypto')({
  validateSearch: parseCryptoSearch,
  // Opened first (see main.tsx): Intl is set up for the snapshot note's "taken now" or
  // "since …" as the list lands, and the list's request goes out as the entry runs.
  staticData: {
    timesInFirstData: true,
    firstRequest: (search) =>
      cryptoCurrenciesRequest(buildChainsParam(chainsFromSearch(parseCryptoSearch(search).chains))),
  },
  loaderDeps: ({ search }) => ({ chains: search.chains }),
  // The loader stays in this file (only the component is split off) and imports the
  // data layer itself, so a later visit's request starts without a loader chunk's round
  // trip (the page opened first has its request sent by the entry, see main.tsx).
  codeSplitGroupings: [['component']],
  loader: ({ context, deps }) => {
    // The demo's answers download beside the data layer's chunk, not after it.
    if (isIdentityInUse(context.api)) prepareTransport(context.api.baseUrl);
    // Opened first: the answer sent ahead is the page's query's to take as it mounts.
    const chains = chainsFromSearch(deps.chains);
    if (hasHeadStart(context.api, cryptoCurrenciesRequest(buildChainsParam(chains)))) return;
    // Prefetch without blocking: the page shows skeletons and errors itself (and asks
    // for the list itself should this chunk fail to load).
    void import('@/api/currencies')
      .then(({ cryptoCurrenciesOptions }) =>
        isIdentityInUse(context.api)
          ? context.queryClient.prefetchQuery(cryptoCurrenciesOptions(context.api, chains))
          : undefined,
      )
      .catch(() => {});
  },
  component: CryptoCurrenciesRoute,
});

function CryptoCurrenciesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CryptoCurrenciesPage
      search={search}
      onSearchChange={(patch) =>
        void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })
      }
    />
  );
}
