// Loading a checkout's pages: one gate to the next page, loading every page, the first load
// and the paging notices.
export { EveryPageStatus } from './every-page-status';
export { CheckoutSkeleton } from './checkout-skeleton';
export { FirstLoad } from './first-load';
export { PagingFooter } from './paging-footer';
export { PagingStopNotice } from './paging-stop-notice';
export { SearchAllPages } from './search-all-pages';
export {
  useCheckoutPages,
  type EveryPageLoader,
  type EveryPageProgress,
} from './use-checkout-pages';
