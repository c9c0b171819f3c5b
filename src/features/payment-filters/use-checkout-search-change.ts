import { useCallback } from 'react';
import { parseCheckoutSearch, type CheckoutSearch } from './search-schema';

/** The part of a route's `useNavigate()` used here: replace the search params. */
type NavigateSearch = (options: {
  search: (previous: CheckoutSearch) => CheckoutSearch;
  replace: true;
}) => Promise<void>;

/**
 * The `onSearchChange` of a page with checkout filters: merges the patch into the URL's
 * search params (parsed, so defaults stay out of the URL), replacing the history entry.
 */
export function useCheckoutSearchChange(navigate: NavigateSearch) {
  return useCallback(
    (patch: Partial<CheckoutSearch>) =>
      void navigate({
        search: (previous) => parseCheckoutSearch({ ...previous, ...patch }),
        replace: true,
      }),
    [navigate],
  );
}
