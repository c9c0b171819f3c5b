import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useApi } from '@/api/identity';
import { CheckoutPage, type CheckoutFacts } from '@/features/checkout-page';
import {
  forgetUnknownCheckout,
  lastSeenCheckoutName,
  PinToWatchlistButton,
  recordRecentCheckout,
} from '@/features/checkouts';
import { CheckoutStateBadges, DisableCheckoutButton } from '@/features/disable-checkout';
import { useCheckoutSearchChange } from '@/features/payment-filters';
import { SavedViewsMenu, SavedViewStatus } from '@/features/saved-views';

const route = getRouteApi('/_connected/checkouts/$checkoutCode');

/**
 * The checkout page, with the pin and disable features' parts composed in. A chunk of its
 * own, loaded after the page's skeleton has painted (see `$checkoutCode.tsx`).
 */
export function CheckoutRoute() {
  const { checkoutCode } = route.useParams();
  // The identity the page's data is drawn for (the store's, through the root layout), not
  // the route context's: right after a switch of profile, that still names the previous
  // one, and this page's recent checkout would be recorded there.
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = useCheckoutSearchChange(navigate);
  const onFacts = useCallback(
    (facts: { name: string | undefined; noPayments: boolean | undefined }) =>
      recordRecentCheckout(api, { checkoutCode, ...facts }),
    [api, checkoutCode],
  );
  // The name this browser last saw, for the title while the service cannot say it.
  const knownName = useMemo(() => lastSeenCheckoutName(api, checkoutCode), [api, checkoutCode]);
  const onUnknown = useCallback(
    () => forgetUnknownCheckout(api, checkoutCode),
    [api, checkoutCode],
  );
  // Held still across filter and sort changes, so the page's header is not drawn again.
  const badges = useMemo(() => <CheckoutStateBadges checkoutCode={checkoutCode} />, [checkoutCode]);
  const renderActions = useCallback(
    ({ name, payments }: CheckoutFacts) => (
      <>
        <PinToWatchlistButton checkoutCode={checkoutCode} name={name} />
        <DisableCheckoutButton
          checkoutCode={checkoutCode}
          checkoutName={name}
          payments={payments}
        />
      </>
    ),
    [checkoutCode],
  );
  return (
    <CheckoutPage
      key={checkoutCode}
      checkoutCode={checkoutCode}
      search={search}
      onSearchChange={onSearchChange}
      badges={badges}
      toolbar={
        <SavedViewStatus
          key={checkoutCode}
          checkoutCode={checkoutCode}
          search={search}
          onSearchChange={onSearchChange}
        />
      }
      filtersExtra={(compact) => (
        <SavedViewsMenu
          checkoutCode={checkoutCode}
          search={search}
          onSearchChange={onSearchChange}
          compact={compact}
        />
      )}
      renderActions={renderActions}
      onFacts={onFacts}
      onUnknown={onUnknown}
      knownName={knownName}
    />
  );
}
