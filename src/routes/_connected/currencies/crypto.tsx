import { createFileRoute } from '@tanstack/react-router';
import { buildChainsParam, cryptoCurrenciesRequest } from '@/api/currency-requests';
import { CryptoCurrenciesPage, chainsFromSearch, parseCryptoSearch } from '@/features/currencies';
import { prefetchCatalogue } from './-prefetch-catalogue';

export const Route = createFileRoute('/_connected/currencies/crypto')({
  validateSearch: parseCryptoSearch,
  // Opened first (see main.tsx): Intl is set up for the snapshot note's "taken now" or
  // "since …" as the list lands, and the list's request goes out as the entry runs (not
  // the demo's).
  staticData: {
    timesInFirstData: true,
    firstRequest: (search) =>
      cryptoCurrenciesRequest(buildChainsParam(chainsFromSearch(parseCryptoSearch(search).chains))),
  },
  loaderDeps: ({ search }) => ({ chains: search.chains }),
  // Nothing is split off: the component is the title, and the list's code its own chunk
  // (see features/currencies); the loader is -prefetch-catalogue.ts.
  codeSplitGroupings: [],
  loader: ({ context, deps }) => {
    const chains = chainsFromSearch(deps.chains);
    prefetchCatalogue(
      context.api,
      cryptoCurrenciesRequest(buildChainsParam(chains)),
      ({ cryptoCurrenciesOptions }) =>
        context.queryClient.prefetchQuery(cryptoCurrenciesOptions(context.api, chains)),
    );
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
