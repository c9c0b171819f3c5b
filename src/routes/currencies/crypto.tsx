import { createFileRoute } from '@tanstack/react-router';
import { cryptoCurrenciesOptions } from '@/api/currencies';
import { CryptoCurrenciesPage } from '@/features/currencies/crypto-currencies-page';
import { chainsFromSearch, cryptoSearchSchema } from '@/features/currencies/search-params';

export const Route = createFileRoute('/currencies/crypto')({
  validateSearch: cryptoSearchSchema,
  loaderDeps: ({ search }) => ({ chains: search.chains }),
  loader: ({ context, deps }) => {
    const api = context.getApi();
    // Prefetch without blocking: the page shows skeletons and errors itself.
    if (api)
      void context.queryClient.prefetchQuery(
        cryptoCurrenciesOptions(api, chainsFromSearch(deps.chains)),
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
