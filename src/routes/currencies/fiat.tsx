import { createFileRoute } from '@tanstack/react-router';
import { fiatCurrenciesOptions } from '@/api/currencies';
import { FiatCurrenciesPage } from '@/features/currencies/fiat-currencies-page';
import { fiatSearchSchema } from '@/features/currencies/search-params';

export const Route = createFileRoute('/currencies/fiat')({
  validateSearch: fiatSearchSchema,
  loader: ({ context }) => {
    const api = context.getApi();
    // Prefetch without blocking: the page shows skeletons and errors itself.
    if (api) void context.queryClient.prefetchQuery(fiatCurrenciesOptions(api));
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
