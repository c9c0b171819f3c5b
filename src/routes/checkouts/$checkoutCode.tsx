import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { transactionsInfiniteOptions } from '@/api/transactions';
import { CheckoutPage } from '@/features/checkouts/transactions/checkout-page';
import {
  parseCheckoutSearch,
  type CheckoutSearch,
} from '@/features/checkouts/transactions/search-schema';

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
  const onSearchChange = useCallback(
    (patch: Partial<CheckoutSearch>) =>
      void navigate({
        search: (previous) => parseCheckoutSearch({ ...previous, ...patch }),
        replace: true,
      }),
    [navigate],
  );
  return (
    <CheckoutPage
      key={checkoutCode}
      checkoutCode={checkoutCode}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}
