import { createFileRoute } from '@tanstack/react-router';
import {
  parseCheckoutSearch,
  type CheckoutSearch,
} from '@/features/checkouts/transactions/search-schema';
import { useCheckoutSearchChange } from '@/features/checkouts/transactions/use-checkout-search-change';
import { WatchlistPage } from '@/features/checkouts/watchlist/watchlist-page';

// The same filters as the checkout page (zod with .catch() fallbacks: a bad link still opens).
// No loader: the page loads the pinned checkouts itself, a few at a time.
export const Route = createFileRoute('/watch')({
  validateSearch: (search: Record<string, unknown>): CheckoutSearch => parseCheckoutSearch(search),
  component: WatchRoute,
});

function WatchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCheckoutSearchChange(navigate);
  return <WatchlistPage search={search} onSearchChange={onSearchChange} />;
}
