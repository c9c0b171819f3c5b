import { useCallback, useMemo } from 'react';
import type { Payment } from '@/model/payments';
import type { TimeZoneChoice } from '@/lib/format-time';
import { resolveTimeZone } from '@/lib/zoned-time';
import {
  chainsPresent,
  countUndated,
  filterPayments,
  rowFilterOf,
  sortPayments,
} from './filter-sort';
import { effectiveSearch } from './search-filters';
import {
  FILTER_KEYS,
  type CheckoutSearch,
  type SortDirection,
  type SortKey,
} from './search-schema';
import { tokensPresent } from '@/model/payments';

/**
 * What a payments table shows of `records` under the URL's filters and sort, for
 * the checkout page and the watchlist alike.
 */
export function useShownPayments(
  payments: readonly Payment[],
  search: CheckoutSearch,
  onSearchChange: (patch: Partial<CheckoutSearch>) => void,
  timeZone: TimeZoneChoice,
) {
  const { sort, dir } = effectiveSearch(search);
  // The filter parts, not the search object: the router may hand a new object with
  // equal values, and opening a payment (`tx`) must not filter again.
  const filterKey = JSON.stringify(FILTER_KEYS.map((key) => search[key] ?? null));
  const zone = resolveTimeZone(timeZone);
  const filter = useMemo(
    // "Today" is the day this filter was set (or the zone changed) in.
    () => rowFilterOf(search, zone, Date.now()),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterKey, zone],
  );
  // Sort once per sort order, then filter the sorted list (the sort is stable, so this
  // equals filter-then-sort): a filter change costs one pass, not a sort.
  const sorted = useMemo(() => sortPayments(payments.slice(), sort, dir), [payments, sort, dir]);
  const rows = useMemo(() => filterPayments(sorted, filter), [sorted, filter]);
  // The same payments whatever their order: what does not depend on it (the Summary's
  // figures) is not worked out again when only the sort changes. These are the rows as
  // first sorted for these payments and this filter.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const matching = useMemo(() => rows, [payments, filter]);
  const chainOptions = useMemo(() => chainsPresent(payments), [payments]);
  const tokenOptions = useMemo(() => tokensPresent(payments), [payments]);
  // Records a date filter cannot place on a day (their time is not epoch ms).
  const undated = useMemo(() => (filter.range ? countUndated(payments) : 0), [payments, filter]);
  const onSort = useCallback(
    (sort: SortKey, dir: SortDirection) => onSearchChange({ sort, dir }),
    [onSearchChange],
  );
  const sortLikeTable = useCallback(
    (list: Payment[]) => sortPayments(list, sort, dir),
    [sort, dir],
  );
  return {
    sort,
    dir,
    rows,
    /** `rows` in whatever order: for figures that do not depend on it. */
    matching,
    chainOptions,
    tokenOptions,
    undated,
    onSort,
    sortLikeTable,
  };
}
