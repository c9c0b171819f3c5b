// zod/mini: route search validation runs on the first page, where bytes count.
import * as z from 'zod/mini';
import { KNOWN_STATUSES, isKnownStatus, type KnownStatus } from '@/api/statuses';
import { normalizeChainName } from '@/lib/chain';

/**
 * The checkout page's URL search params. Every field is optional and falls back to
 * "not set" when it is malformed, so a hand-edited or stale link still opens the page.
 * Defaults (no filter, newest first) are never written to the URL.
 */
const SORT_KEYS = ['time', 'amount', 'usd'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

const DEFAULT_SORT: SortKey = 'time';
const DEFAULT_DIRECTION: SortDirection = 'desc';
export const MAX_QUERY_LENGTH = 200;

/** A single value or a list, as the router may hand either; anything else is no list. */
function toList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === undefined || value === null) return [];
  return [value];
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

const chainList = z.pipe(
  z.unknown(),
  z.transform((value: unknown) => {
    const list = unique(
      toList(value)
        .filter((item): item is string => typeof item === 'string')
        .map((item) => item.slice(0, 40))
        .map(normalizeChainName)
        .filter(Boolean),
    ).sort();
    return list.length ? list : undefined;
  }),
);

const statusList = z.pipe(
  z.unknown(),
  z.transform((value: unknown) => {
    const list = unique(
      toList(value).filter(
        (item): item is KnownStatus => typeof item === 'string' && isKnownStatus(item),
      ),
    ).sort((a, b) => KNOWN_STATUSES.indexOf(a) - KNOWN_STATUSES.indexOf(b));
    return list.length ? list : undefined;
  }),
);

const query = z.pipe(
  z.unknown(),
  z.transform((value: unknown) => {
    const text =
      typeof value === 'string' || typeof value === 'number'
        ? String(value).trim().slice(0, MAX_QUERY_LENGTH)
        : '';
    return text ? text : undefined;
  }),
);

/** An allowed value, or undefined for anything else and for the default (kept out of the URL). */
function optionalChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) {
  return z.pipe(
    z.catch(z.optional(z.enum(values)), undefined),
    z.transform((value: T[number] | undefined) => (value === fallback ? undefined : value)),
  );
}

const checkoutSearchSchema = z.object({
  chain: z.catch(chainList, undefined),
  status: z.catch(statusList, undefined),
  q: z.catch(query, undefined),
  sort: optionalChoice(SORT_KEYS, DEFAULT_SORT),
  dir: optionalChoice(SORT_DIRECTIONS, DEFAULT_DIRECTION),
});

export interface CheckoutSearch {
  chain?: string[] | undefined;
  status?: KnownStatus[] | undefined;
  q?: string | undefined;
  sort?: SortKey | undefined;
  dir?: SortDirection | undefined;
}

/** Never throws: unknown input becomes a valid (possibly empty) search. */
export function parseCheckoutSearch(search: unknown): CheckoutSearch {
  const source = typeof search === 'object' && search !== null ? search : {};
  const parsed = checkoutSearchSchema.parse(source);
  // Keys with undefined values are dropped so the URL stays clean.
  const result: CheckoutSearch = {};
  if (parsed.chain) result.chain = parsed.chain;
  if (parsed.status) result.status = parsed.status;
  if (parsed.q) result.q = parsed.q;
  if (parsed.sort) result.sort = parsed.sort;
  if (parsed.dir) result.dir = parsed.dir;
  return result;
}

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
    sort: search.sort ?? DEFAULT_SORT,
    dir: search.dir ?? DEFAULT_DIRECTION,
  };
}

export function hasActiveFilters(search: CheckoutSearch): boolean {
  return Boolean(search.chain?.length || search.status?.length || search.q);
}

/** The filters in force, by URL name, for exports and file names (sort is not a filter). */
export function activeFilters(search: CheckoutSearch): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  if (search.chain?.length) filters.chain = search.chain;
  if (search.status?.length) filters.status = search.status;
  if (search.q) filters.q = search.q;
  return filters;
}
