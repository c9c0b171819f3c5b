import { createFileRoute } from '@tanstack/react-router';
import { transactionsInfiniteOptions } from '@/api/transactions';
import { CheckoutPage } from '@/features/checkouts/transactions/checkout-page';
import {
  parseCheckoutSearch,
  type CheckoutSearch,
} from '@/features/checkouts/transactions/search-schema';
import { useCheckoutSearchChange } from '@/features/checkouts/transactions/use-checkout-search-change';

export const Route = createFileRoute('/checkouts/$checkoutCode')({
  validateSearch: (search: Record<string, unknown>): CheckoutSearch => parseCheckoutSearch(search),
  loader: ({ context, params }) => {
    const api = context.getApi();
    // Prefetch without blocking: the page shows skeletons and errors itself.
    if (api)
      void context.queryClient.prefetchInfiniteQuery(
        transactionsInfiniteOptions(api, params.checkoutCode),
      );
  },
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { checkoutCode } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCheckoutSearchChange(navigate);
  return (
    <CheckoutPage
      key={checkoutCode}
      checkoutCode={checkoutCode}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}
