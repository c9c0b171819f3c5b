import { useCallback, useMemo, useState } from 'react';
import type { Transaction } from '@/api/schemas';
import { chainsPresent, filterTransactions, sortTransactions } from './filter-sort';
import {
  effectiveSearch,
  type CheckoutSearch,
  type SortDirection,
  type SortKey,
} from './search-schema';

/**
 * What a transactions table shows of `records` under the URL's filters and sort, for
 * the checkout page and the watchlist alike.
 */
export function useTransactionsView(
  records: readonly Transaction[],
  search: CheckoutSearch,
  onSearchChange: (patch: Partial<CheckoutSearch>) => void,
) {
  const effective = useMemo(
    () => effectiveSearch(search),
    // The parts, not the object: the router may hand a new object with equal values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search.chain?.join(','), search.status?.join(','), search.q, search.sort, search.dir],
  );
  // Sort once per sort order, then filter the sorted list (the sort is stable, so this
  // equals filter-then-sort): a filter change costs one pass, not a sort.
  const { sort, dir } = effective;
  const sorted = useMemo(() => sortTransactions(records.slice(), sort, dir), [records, sort, dir]);
  const rows = useMemo(() => filterTransactions(sorted, effective), [sorted, effective]);
  const chainOptions = useMemo(() => chainsPresent(records), [records]);
  const onSort = useCallback(
    (sort: SortKey, dir: SortDirection) => onSearchChange({ sort, dir }),
    [onSearchChange],
  );
  const sortLikeTable = useCallback(
    (list: Transaction[]) => sortTransactions(list, sort, dir),
    [sort, dir],
  );
  return { effective, rows, chainOptions, onSort, sortLikeTable };
}

/** The record shown in the details drawer; it stays mounted while the drawer closes. */
export function useRecordDrawer() {
  const [selected, setSelected] = useState<Transaction | null>(null);
  const [opened, setOpened] = useState(false);
  const open = useCallback((record: Transaction) => {
    setSelected(record);
    setOpened(true);
  }, []);
  const close = useCallback(() => setOpened(false), []);
  return { selected, opened, open, close };
}
