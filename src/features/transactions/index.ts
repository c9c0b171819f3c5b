// The transactions feature's public surface: the checkout page for the route, and the
// view, summary and search params the watchlist shows its pinned checkouts with.
export { CheckoutPage } from './checkout-page';
export {
  CHECKOUT_SEARCH_DEFAULTS,
  parseCheckoutSearch,
  type CheckoutSearch,
} from './search-schema';
export { useCheckoutSearchChange } from './use-checkout-search-change';
export { TransactionsView } from './transactions-view';
export type { LeadingColumn } from './transactions-table';
export { summarizeTransactions } from './summary';
export { tokenLabel } from './tokens';
