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
// Live news: the one polling policy, the polled first page and how changes are told.
export { ChangeBadge, CHANGED_ROW_CLASS } from './change-badge';
export { describeChange, type Change } from './change-detection';
export { collectRecords, type LoadedRecords } from './records';
export { LiveCheckNote } from './live-check-note';
export {
  CALM_CHECK_MS,
  LIVE_CHECK_MS,
  LIVE_POLICY_TEXT,
  checkStateOf,
  formatInterval,
} from './live-policy';
export { liveFirstPageOptions } from './live-query';
export { useChangeMarks, useLiveChanges, type ChangeMark, type LiveSource } from './use-live-news';
