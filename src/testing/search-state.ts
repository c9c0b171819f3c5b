import { useState } from 'react';

/**
 * Holds a page's search params the way its route does (merge the patch, parse the
 * result as the URL would be), so a page under test re-renders on filter changes.
 */
export function useSearchState<Search extends object>(
  initial: Search,
  parse: (raw: unknown) => Search,
): [Search, (patch: Partial<Search>) => void] {
  const [search, setSearch] = useState(initial);
  const onSearchChange = (patch: Partial<Search>) =>
    setSearch((previous) => parse({ ...previous, ...patch }));
  return [search, onSearchChange];
}
