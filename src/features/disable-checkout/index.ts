// The disable feature's public surface: the checkout page, the home page and the
// watchlist integrate it through these exports only.
export { DisableCheckoutButton } from './disable-checkout-button';
export { CheckoutStateBadges } from './checkout-state-badges';
export { useDisabledCheckoutsOf } from './disabled-store';
