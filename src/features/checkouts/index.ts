// The checkouts feature: the home page, and the checkouts this browser knows (recent
// and pinned), which the checkout page, the watchlist and the palette share.
export { CheckoutsHomePage } from './checkouts-home-page';
export { DEMO_CHECKOUT_CODES } from './demo-checkouts';
export { PinToWatchlistButton } from './pin-toggle';
export { UnknownCheckout } from './unknown-checkout';
export {
  forgetUnknownCheckout,
  lastSeenCheckoutName,
  pinCheckout,
  pinnedCheckoutsNow,
  recordRecentCheckout,
  replacePins,
  unpinCheckout,
  usePinnedCheckoutsOf,
  useRecentCheckouts,
  type RecentCheckout,
} from './recent-checkouts-store';
