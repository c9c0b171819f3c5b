import { createFileRoute } from '@tanstack/react-router';
import { fiatCurrenciesRequest } from '@/api/currency-requests';
import { FiatCurrenciesPage, parseFiatSearch } from '@/features/currencies';
import { prefetchCatalogue } from './-prefetch-catalogue';

export const Route = createFileRoute('/_connected/currencies/fiat')({
  validateSearch: parseFiatSearch,
  // The list's request goes out as the entry script runs (not the demo's; see main.tsx).
  staticData: { firstRequest: fiatCurrenciesRequest },
  // As on the crypto page: nothing is split off (see -prefetch-catalogue.ts).
  codeSplitGroupings: [],
  loader: ({ context }) =>
    prefetchCatalogue(context.api, fiatCurrenciesRequest(), ({ fiatCurrenciesOptions }) =>
      context.queryClient.prefetchQuery(fiatCurrenciesOptions(context.api)),
    ),
  component: FiatCurrenciesRoute,
});

function FiatCurrenciesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <FiatCurrenciesPage
      search={search}
      onSearchChange={(patch) =>
        void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })
      }
    />
  );
}
