import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { transactionsInfiniteOptions } from '@/api/transactions';
import {
  CheckoutPage,
  CHECKOUT_SEARCH_DEFAULTS,
  parseCheckoutSearch,
  useCheckoutSearchChange,
  type CheckoutSearch,
} from '@/features/transactions';

export const Route = createFileRoute('/_connected/checkouts/$checkoutCode')({
  validateSearch: (search: Record<string, unknown>): CheckoutSearch => parseCheckoutSearch(search),
  // The default sort is never written to the URL.
  search: { middlewares: [stripSearchParams(CHECKOUT_SEARCH_DEFAULTS)] },
  // A filter change is a navigation that stays on this page: nothing to prefetch then
  // (the query is loaded), and the filter's frame should not wait for the router.
  shouldReload: ({ cause }) => cause !== 'stay',
  loader: ({ context, params }) => {
    // Prefetch without blocking: the page shows skeletons and errors itself.
    void context.queryClient.prefetchInfiniteQuery(
      transactionsInfiniteOptions(context.api, params.checkoutCode),
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
