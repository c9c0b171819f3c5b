import { createFileRoute } from '@tanstack/react-router';
import { cryptoCurrenciesOptions } from '@/api/currencies';
import { CryptoCurrenciesPage, chainsFromSearch, parseCryptoSearch } from '@/features/currencies';

export const Route = createFileRoute('/_connected/currencies/crypto')({
  validateSearch: parseCryptoSearch,
  loaderDeps: ({ search }) => ({ chains: search.chains }),
  loader: ({ context, deps }) => {
    // Prefetch without blocking: the page shows skeletons and errors itself.
    void context.queryClient.prefetchQuery(
      cryptoCurrenciesOptions(context.api, chainsFromSearch(deps.chains)),
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
