import { useCallback } from 'react';
import { parseCheckoutSearch, type CheckoutSearch } from './search-schema';

/** The part of a route's `useNavigate()` used here: replace the search params. */
type NavigateSearch = (options: {
  search: (previous: CheckoutSearch) => CheckoutSearch;
  replace: true;
  resetScroll: boolean;
}) => Promise<void>;

/** The search params of an opened payment (the details drawer), not of the list. */
const DETAILS_KEYS: ReadonlySet<string> = new Set<keyof CheckoutSearch>(['tx', 'txChain']);

/** Whether a change of the search params only opens or closes a payment's details. */
function onlyDetailsChange(patch: Partial<CheckoutSearch>): boolean {
  const keys = Object.keys(patch);
  return keys.length > 0 && keys.every((key) => DETAILS_KEYS.has(key));
}

/**
 * The `onSearchChange` of a page with checkout filters: merges the patch into the URL's
 * search params (parsed, so defaults stay out of the URL), replacing the history entry.
 * Opening or closing a payment keeps the page where it is (the router would scroll it to
 * the top, and staff deep in a list would lose their place); a filter or sort change
 * starts the list from its top.
 */
export function useCheckoutSearchChange(navigate: NavigateSearch) {
  return useCallback(
    (patch: Partial<CheckoutSearch>) =>
      void navigate({
        search: (previous) => parseCheckoutSearch({ ...previous, ...patch }),
        replace: true,
        resetScroll: !onlyDetailsChange(patch),
      }),
    [navigate],
  );
}
