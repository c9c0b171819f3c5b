// Which payments are shown: the URL's filter and sort params, the filter bar and More
// filters, and the filtered, sorted rows.
export { durationText } from './duration-text';
export { FiltersBar } from './filters-bar';
export { HiddenByFilters } from './hidden-by-filters';
/**
 * The filter itself, for browser tests that work out which seed payments a filter selects.
 * @public
 */
export { filterPayments, rowFilterOf } from './filter-sort';
export { activeFilters, hasActiveFilters } from './search-filters';
export {
  CHECKOUT_SEARCH_DEFAULTS,
  FILTER_KEYS,
  MAX_ATTENTION_MINUTES,
  NO_FILTERS,
  parseBound,
  parseCheckoutSearch,
  parseTokenParam,
  type CheckoutSearch,
  type SortDirection,
  type SortKey,
} from './search-schema';
export { useCheckoutSearchChange } from './use-checkout-search-change';
export { useShownPayments } from './use-shown-payments';
