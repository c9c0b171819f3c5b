import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { transactionsInfiniteOptions } from '@/api/transactions';
import { CheckoutPage, type CheckoutFacts } from '@/features/checkout-page';
import {
  forgetUnknownCheckout,
  PinToWatchlistButton,
  recordRecentCheckout,
} from '@/features/checkouts';
import { CheckoutStateBadges, DisableCheckoutButton } from '@/features/disable-checkout';
import {
  CHECKOUT_SEARCH_DEFAULTS,
  parseCheckoutSearch,
  useCheckoutSearchChange,
  type CheckoutSearch,
} from '@/features/payment-filters';

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

// The page, with the pin and disable features' parts composed in.
function CheckoutRoute() {
  const { checkoutCode } = Route.useParams();
  const { api } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCheckoutSearchChange(navigate);
  const onFacts = useCallback(
    (facts: { name: string | undefined; noPayments: boolean | undefined }) =>
      recordRecentCheckout(api, { checkoutCode, ...facts }),
    [api, checkoutCode],
  );
  const onUnknown = useCallback(
    () => forgetUnknownCheckout(api, checkoutCode),
    [api, checkoutCode],
  );
  return (
    <CheckoutPage
      key={checkoutCode}
      checkoutCode={checkoutCode}
      search={search}
      onSearchChange={onSearchChange}
      badges={<CheckoutStateBadges checkoutCode={checkoutCode} />}
      renderActions={({ name, records }: CheckoutFacts) => (
        <>
          <PinToWatchlistButton checkoutCode={checkoutCode} name={name} />
          <DisableCheckoutButton
            checkoutCode={checkoutCode}
            checkoutName={name}
            transactions={records}
          />
        </>
      )}
      onFacts={onFacts}
      onUnknown={onUnknown}
    />
  );
}
