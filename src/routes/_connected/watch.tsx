import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  CHECKOUT_SEARCH_DEFAULTS,
  parseCheckoutSearch,
  useCheckoutSearchChange,
  type CheckoutSearch,
} from '@/features/payment-filters';
import { WatchlistPage } from '@/features/watchlist';
import { loadCataloguePart } from '@/i18n';

// The same filters as the checkout page (a bad link still opens: fields fall back).
// The loader only waits for the payments' messages (the catalogue's payments part): the
// page loads the pinned checkouts itself, a few at a time.
export const Route = createFileRoute('/_connected/watch')({
  validateSearch: (search: Record<string, unknown>): CheckoutSearch => parseCheckoutSearch(search),
  // "Updated … ago" as its first page lands (see main.tsx).
  staticData: { timesInFirstData: true },
  // The default sort is never written to the URL.
  search: { middlewares: [stripSearchParams(CHECKOUT_SEARCH_DEFAULTS)] },
  // The loader in the component's chunk: one file fewer to fetch.
  codeSplitGroupings: [['loader', 'component']],
  loader: () => loadCataloguePart('payments'),
  component: WatchRoute,
});

function WatchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCheckoutSearchChange(navigate);
  return <WatchlistPage search={search} onSearchChange={onSearchChange} />;
}
