import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { CheckoutSkeleton } from '@/features/checkout-paging';
import {
  CHECKOUT_SEARCH_DEFAULTS,
  parseCheckoutSearch,
  type CheckoutSearch,
} from '@/features/payment-filters';
import { prepareTransport } from '@/api/transport';
import { isIdentityInUse } from '@/model/profiles';
import { loadCataloguePart } from '@/i18n';
import { afterFirstScreen, useFirstScreenPainted } from '@/lib/first-screen';

// The page's code loads after its skeleton has painted: the first screen (title and
// skeleton, drawn by the entry script) does not wait for the payments view's bytes. Its
// messages (the catalogue's payments part) download beside it.
const CheckoutRoute = lazy(() =>
  afterFirstScreen()
    .then(() => Promise.all([import('./-checkout-route'), loadCataloguePart('payments')]))
    .then(([module]) => ({ default: module.CheckoutRoute })),
);

export const Route = createFileRoute('/_connected/checkouts/$checkoutCode')({
  // Nothing is split off: the component is the skeleton and a lazy page, and the loader
  // only asks for the data layer's chunk once the first screen is painted.
  codeSplitGroupings: [],
  // "Updated … ago" as its first page lands (see main.tsx).
  staticData: { timesInFirstData: true },
  validateSearch: (search: Record<string, unknown>): CheckoutSearch => parseCheckoutSearch(search),
  // The default sort is never written to the URL.
  search: { middlewares: [stripSearchParams(CHECKOUT_SEARCH_DEFAULTS)] },
  // A filter change is a navigation that stays on this page: nothing to prefetch then
  // (the query is loaded), and the filter's frame should not wait for the router.
  shouldReload: ({ cause }) => cause !== 'stay',
  // Prefetch without blocking: the page shows skeletons and errors itself. Like the
  // page's code, the first page's request (and the data layer's chunk before it) waits
  // for the first screen, which needs no data, to be painted: its bytes do not compete
  // with the first screen's. Once the tab has painted a page, nothing waits.
  loader: ({ context, params }) => {
    void afterFirstScreen()
      .then(() => {
        // The demo's answers download beside the data layer's chunk, not after it.
        if (isIdentityInUse(context.api)) prepareTransport(context.api.baseUrl);
        return import('@/api/transactions');
      })
      .then(({ transactionsInfiniteOptions }) =>
        isIdentityInUse(context.api)
          ? context.queryClient.prefetchInfiniteQuery(
              transactionsInfiniteOptions(context.api, params.checkoutCode),
            )
          : undefined,
      )
      // A chunk that fails to load: the page asks for its first page itself.
      .catch(() => {});
  },
  component: CheckoutRouteOrSkeleton,
  // While the loader's chunk loads, the same skeleton.
  pendingComponent: CheckoutPending,
  pendingMs: 0,
  pendingMinMs: 0,
});

function CheckoutRouteOrSkeleton() {
  return (
    <Suspense fallback={<CheckoutPending />}>
      <CheckoutRoute />
    </Suspense>
  );
}

function CheckoutPending() {
  const { checkoutCode } = Route.useParams();
  useFirstScreenPainted();
  return <CheckoutSkeleton checkoutCode={checkoutCode} />;
}
