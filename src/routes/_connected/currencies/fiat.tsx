import { createFileRoute } from '@tanstack/react-router';
import { hasHeadStart } from '@/api/head-start';
import { prepareTransport } from '@/api/transport';
import { fiatCurrenciesRequest } from '@/api/currency-requests';
import { isIdentityInUse } from '@/features/settings';
import { FiatCurrenciesPage, parseFiatSearch } from '@/features/currencies';

export const Route = createFileRoute('/_connected/currencies/fiat')({
  validateSearch: parseFiatSearch,
  // The list's request goes out as the entry script runs (see main.tsx).
  staticData: { firstRequest: fiatCurrenciesRequest },
  // As on the crypto page: no loader chunk of its own, the data layer comes with the page.
  codeSplitGroupings: [['component']],
  loader: ({ context }) => {
    // The demo's answers download beside the data layer's chunk, not after it.
    if (isIdentityInUse(context.api)) prepareTransport(context.api.baseUrl);
    // Opened first: the answer sent ahead is the page's query's to take as it mounts.
    if (hasHeadStart(context.api, fiatCurrenciesRequest())) return;
    // Prefetch without blocking: the page shows skeletons and errors itself.
    void import('@/api/currencies')
      .then(({ fiatCurrenciesOptions }) =>
        isIdentityInUse(context.api)
          ? context.queryClient.prefetchQuery(fiatCurrenciesOptions(context.api))
          : undefined,
      )
      .catch(() => {});
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
