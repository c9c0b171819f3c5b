import type { KnownStatus } from '@/api/statuses';
import { BEHIND_MORE, setGroups } from './filter-groups';
import {
  CHECKOUT_SEARCH_DEFAULTS,
  FILTER_KEYS,
  type CheckoutSearch,
  type SortDirection,
  type SortKey,
} from './search-schema';

// Helpers over a parsed search, for the pages' own chunks: search-schema.ts runs on the
// first page (route validation), where every byte counts.

export interface EffectiveSearch {
  chains: readonly string[];
  statuses: readonly KnownStatus[];
  query: string;
  sort: SortKey;
  dir: SortDirection;
}

export function effectiveSearch(search: CheckoutSearch): EffectiveSearch {
  return {
    chains: search.chain ?? [],
    statuses: search.status ?? [],
    query: search.q ?? '',
    sort: search.sort ?? CHECKOUT_SEARCH_DEFAULTS.sort,
    dir: search.dir ?? CHECKOUT_SEARCH_DEFAULTS.dir,
  };
}

export function hasActiveFilters(search: CheckoutSearch): boolean {
  return FILTER_KEYS.some((key) => search[key] !== undefined);
}

/**
 * How many filters are set, as the user sets them (filter-groups.ts): a date preset or a
 * custom range is one, as is an amount or a USD range (its two bounds).
 */
export function setFilterCount(search: CheckoutSearch): number {
  return setGroups(search).length;
}

/** How many of the filters behind "More filters" are set. */
export function moreFilterCount(search: CheckoutSearch): number {
  return setGroups(search).filter((group) => BEHIND_MORE[group]).length;
}

/** The filters in force, by URL name, for exports and file names (sort is not a filter). */
export function activeFilters(search: CheckoutSearch): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) if (search[key] !== undefined) filters[key] = search[key];
  return filters;
}
