import type { CheckoutSearch, FilterKey } from './search-schema';

/**
 * The filters as the user sets them. Each URL key belongs to one: a date preset or its
 * custom days are one filter, as are a range's two bounds. Adding a filter key means
 * giving it a group here, and a new group means a check (filter-sort.ts `GROUP_CHECKS`),
 * a place (`BEHIND_MORE`) and, behind More filters, a chip (more-filters.tsx
 * `CHIPS`): each table is typed over every key or group, so tsc names what is missing.
 */
export const FILTER_GROUPS = [
  'chain',
  'status',
  'search',
  'date',
  'token',
  'amount',
  'usd',
  'mismatch',
  'attention',
] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

export const GROUP_OF = {
  chain: 'chain',
  status: 'status',
  q: 'search',
  date: 'date',
  from: 'date',
  to: 'date',
  token: 'token',
  amountMin: 'amount',
  amountMax: 'amount',
  usdMin: 'usd',
  usdMax: 'usd',
  mismatch: 'mismatch',
  attention: 'attention',
} as const satisfies Record<FilterKey, FilterGroup>;

/** Set in the bar, or behind "More filters" (whose button counts them). */
export const BEHIND_MORE = {
  chain: false,
  status: false,
  search: false,
  date: false,
  token: true,
  amount: true,
  usd: true,
  mismatch: true,
  attention: true,
} as const satisfies Record<FilterGroup, boolean>;

export type MoreFilterGroup = {
  [Group in FilterGroup]: (typeof BEHIND_MORE)[Group] extends true ? Group : never;
}[FilterGroup];

/** The filters set, each once, in the order of FILTER_GROUPS. */
export function setGroups(search: CheckoutSearch): FilterGroup[] {
  const set = new Set<FilterGroup>();
  for (const key of Object.keys(GROUP_OF) as FilterKey[])
    if (search[key] !== undefined) set.add(GROUP_OF[key]);
  return FILTER_GROUPS.filter((group) => set.has(group));
}

/** The URL keys of these filters. */
export function keysOfGroups(groups: readonly FilterGroup[]): FilterKey[] {
  return (Object.keys(GROUP_OF) as FilterKey[]).filter((key) => groups.includes(GROUP_OF[key]));
}

/**
 * Whether two searches set the same values for these keys (lists by their items): a
 * control of some filters keeps its last drawing while only others change.
 */
export function sameFilterValues(
  a: CheckoutSearch,
  b: CheckoutSearch,
  keys: readonly FilterKey[],
): boolean {
  return keys.every((key) => {
    const left = a[key];
    const right = b[key];
    if (Array.isArray(left) && Array.isArray(right))
      return left.length === right.length && left.every((item, index) => item === right[index]);
    return left === right;
  });
}
