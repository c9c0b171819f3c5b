import { createFileRoute } from '@tanstack/react-router';
import { fiatCurrenciesOptions } from '@/api/currencies';
import { FiatCurrenciesPage, parseFiatSearch } from '@/features/currencies';

export const Route = createFileRoute('/_connected/currencies/fiat')({
  validateSearch: parseFiatSearch,
  loader: ({ context }) => {
    // Prefetch without blocking: the page shows skeletons and errors itself.
    void context.queryClient.prefetchQuery(fiatCurrenciesOptions(context.api));
  },
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
