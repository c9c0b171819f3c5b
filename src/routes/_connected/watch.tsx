import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  CHECKOUT_SEARCH_DEFAULTS,
  parseCheckoutSearch,
  useCheckoutSearchChange,
  type CheckoutSearch,
} from '@/features/payment-filters';
import { WatchlistPage } from '@/features/watchlist';
import { loadCatalogueParts, type CataloguePart } from '@/i18n';

const MESSAGES: readonly CataloguePart[] = ['payments', 'watchlist-page'];

// The same filters as the checkout page (a bad link still opens: fields fall back).
// The loader only waits for the page's messages (the catalogue's payments and watchlist
// parts): the page loads the pinned checkouts itself, a few at a time.
export const Route = createFileRoute('/_connected/watch')({
  validateSearch: (search: Record<string, unknown>): CheckoutSearch => parseCheckoutSearch(search),
  // "Updated … ago" as its first page lands (see main.tsx).
  staticData: { timesInFirstData: true, catalogueParts: MESSAGES },
  // The default sort is never written to the URL.
  search: { middlewares: [stripSearchParams(CHECKOUT_SEARCH_DEFAULTS)] },
  // The loader stays in this file (only the component is split off): the messages
  // download beside the page's code, not after it.
  codeSplitGroupings: [['component']],
  loader: () => loadCatalogueParts(MESSAGES),
  component: WatchRoute,
});

function WatchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCheckoutSearchChange(navigate);
  return <WatchlistPage search={search} onSearchChange={onSearchChange} />;
}
