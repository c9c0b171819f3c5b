import type { Payment } from '@/model/payments';
import { compareDecimalKeys, compareWithDecimal, decimalKey, type DecimalKey } from '@/lib/decimal';
import { dateFilterRange, inRange, type TimeRange } from './date-range';
import { FILTER_GROUPS, type FilterGroup } from './filter-groups';
import { matchesMismatch, mismatchOf } from './mismatch';
import type { EffectiveSearch } from './search-filters';
import type { CheckoutSearch, MismatchKind } from './search-schema';
import {
  isKnownToken,
  paymentKey,
  tokenFromKey,
  tokenKey,
  tokenOf,
  tokenPlaces,
} from '@/model/payments';

/**
 * Filtering and sorting of the loaded payments. The API has no filter parameters, so
 * this is all client-side; it must stay cheap for 20,000 rows (one pass to filter, one
 * sort with string comparisons, no decimal objects).
 */

/** The normalised chains present in the payments, sorted. */
export function chainsPresent(payments: readonly Payment[]): string[] {
  const chains = new Set<string>();
  for (const payment of payments) chains.add(payment.chain);
  return [...chains].sort();
}

function matchesQuery(payment: Payment, needle: string): boolean {
  if (!needle) return true;
  if (payment.hash.toLowerCase().includes(needle)) return true;
  if (payment.from.toLowerCase().includes(needle)) return true;
  return payment.to.some((recipient) => recipient.address.toLowerCase().includes(needle));
}

/**
 * Every filter of the URL, ready to apply: the date filter as instants. Each field is
 * required (undefined when unset), so rowFilterOf cannot leave a new one out.
 */
export interface RowFilter extends Pick<EffectiveSearch, 'chains' | 'statuses' | 'query'> {
  /** What the date filter selects (day boundaries already in the user's zone); null: none. */
  range: TimeRange | null;
  /** Token keys ("TRON|USDT"). */
  tokens: readonly string[];
  /** Only set with exactly one token (the URL parser drops them otherwise). */
  amountMin: string | undefined;
  amountMax: string | undefined;
  usdMin: string | undefined;
  usdMax: string | undefined;
  mismatch: MismatchKind | undefined;
  /** The attention filter: a Pending payment older than this instant (epoch ms) is overdue. */
  pendingBefore: number | undefined;
}

/** The filters of a parsed search, with the date filter's days in `zone` around `now`. */
export function rowFilterOf(search: CheckoutSearch, zone: string, now: number): RowFilter {
  return {
    chains: search.chain ?? [],
    statuses: search.status ?? [],
    query: search.q ?? '',
    range: dateFilterRange(search, zone, now),
    tokens: search.token ?? [],
    amountMin: search.amountMin,
    amountMax: search.amountMax,
    usdMin: search.usdMin,
    usdMax: search.usdMax,
    mismatch: search.mismatch,
    pendingBefore: search.attention === undefined ? undefined : now - search.attention * 60_000,
  };
}

type Check = (payment: Payment) => boolean;

/**
 * Needs attention: Failed; Pending since before `pendingBefore` (a time that is not epoch
 * ms has no age, so it is not overdue); a price mismatch; one of several versions of a
 * payment (an identical copy is already counted once, by collectPayments, so a chain and
 * hash seen twice in the list are versions that differ); or an unknown token.
 */
function attentionCheck(pendingBefore: number, payments: readonly Payment[]): Check {
  const seen = new Set<string>();
  const versioned = new Set<string>();
  for (const payment of payments) {
    const key = paymentKey(payment);
    if (seen.has(key)) versioned.add(key);
    else seen.add(key);
  }
  return (payment) =>
    payment.status === 'Failed' ||
    (payment.status === 'Pending' &&
      payment.timeKind === 'ms' &&
      payment.updatedAt < pendingBefore) ||
    !isKnownToken(tokenOf(payment)) ||
    mismatchOf(payment) !== null ||
    (versioned.size > 0 && versioned.has(paymentKey(payment)));
}

/** A decimal field within [min, max] (both included), the bounds split once. */
function rangeCheck(
  field: (payment: Payment) => string,
  min: string | undefined,
  max: string | undefined,
): Check[] {
  const checks: Check[] = [];
  if (min !== undefined) {
    const against = compareWithDecimal(min);
    checks.push((payment) => against(field(payment)) >= 0);
  }
  if (max !== undefined) {
    const against = compareWithDecimal(max);
    checks.push((payment) => against(field(payment)) <= 0);
  }
  return checks;
}

/**
 * The checks a filter makes, cheapest first; only the filters that are set. Everything
 * that can be worked out once (sets, instants, decimal bounds) is, before the rows.
 */
/**
 * What each filter keeps (filter-groups.ts): one entry per filter the user can set, so a
 * new one cannot go unapplied. Each returns its checks, none when it is not set.
 */
const GROUP_CHECKS = {
  chain: (filter) => {
    if (!filter.chains.length) return [];
    const chains = new Set(filter.chains);
    return [(payment) => chains.has(payment.chain)];
  },
  status: (filter) => {
    if (!filter.statuses.length) return [];
    const statuses = new Set<string>(filter.statuses);
    return [(payment) => statuses.has(payment.status)];
  },
  search: (filter) => {
    const needle = filter.query.trim().toLowerCase();
    return needle ? [(payment) => matchesQuery(payment, needle)] : [];
  },
  // A time that is not epoch ms cannot be placed on a day: left out, and the page says so.
  date: ({ range }) =>
    range ? [(payment) => payment.timeKind === 'ms' && inRange(range, payment.updatedAt)] : [],
  token: (filter) => {
    if (!filter.tokens.length) return [];
    const tokens = new Set(filter.tokens);
    return [(payment) => tokens.has(tokenKey(tokenOf(payment)))];
  },
  // Amounts only within one known token: without exactly one, or for an unknown token
  // (its amounts may be of different tokens), a range is not applied at all.
  amount: (filter) =>
    filter.tokens.length === 1 && isKnownToken(tokenFromKey(filter.tokens[0]!))
      ? rangeCheck((payment) => payment.amount, filter.amountMin, filter.amountMax)
      : [],
  usd: (filter) => rangeCheck((payment) => payment.amountUsd, filter.usdMin, filter.usdMax),
  mismatch: ({ mismatch }) => (mismatch ? [(payment) => matchesMismatch(payment, mismatch)] : []),
  attention: ({ pendingBefore }, payments) =>
    pendingBefore === undefined ? [] : [attentionCheck(pendingBefore, payments)],
} satisfies Record<FilterGroup, (filter: RowFilter, payments: readonly Payment[]) => Check[]>;

// The cheapest checks first: the search's text match runs on the rows the others keep.
const CHECK_ORDER: readonly FilterGroup[] = [
  ...FILTER_GROUPS.filter((group) => group !== 'search'),
  'search',
];

function checksOf(filter: RowFilter, payments: readonly Payment[]): Check[] {
  return CHECK_ORDER.flatMap((group) => GROUP_CHECKS[group](filter, payments));
}

/**
 * The payments every set filter keeps, in their order: one pass over the rows. With no
 * filter set, the same list (not a copy): what is worked out per list (the Summary's
 * figures) is then found again when the last filter is cleared.
 */
/**
 * How many of the new payments (`isNew`) the filters hide, of all the page's `payments`
 * (the whole list: whether a payment came in two versions depends on the others).
 */
export function countHiddenByFilters(
  payments: readonly Payment[],
  isNew: (payment: Payment) => boolean,
  search: CheckoutSearch,
  zone: string,
  now: number,
): number {
  const shown = new Set(filterPayments(payments, rowFilterOf(search, zone, now)));
  let hidden = 0;
  for (const payment of payments) if (isNew(payment) && !shown.has(payment)) hidden += 1;
  return hidden;
}

export function filterPayments(
  payments: readonly Payment[],
  filter: RowFilter,
): readonly Payment[] {
  const checks = checksOf(filter, payments);
  if (checks.length === 0) return payments;
  return payments.filter((payment) => {
    for (const check of checks) if (!check(payment)) return false;
    return true;
  });
}

/** How many payments have a time that is not epoch ms (a date filter leaves them out). */
export function countUndated(payments: readonly Payment[]): number {
  let count = 0;
  for (const payment of payments) if (payment.timeKind !== 'ms') count += 1;
  return count;
}

/**
 * Stable sort (Array.prototype.sort is stable); ties keep the API's order. Amounts are
 * only compared within a token: sorting by amount groups the rows by token (in the
 * fixed token order, whatever the direction) and orders amounts inside each group.
 * A chain's unknown token comes after its known ones, newest first: amounts of payments
 * whose token the service did not name are never compared.
 */
export function sortPayments(
  payments: Payment[],
  sort: EffectiveSearch['sort'],
  dir: EffectiveSearch['dir'],
): Payment[] {
  const sign = dir === 'asc' ? 1 : -1;
  if (sort === 'time') return payments.sort((a, b) => sign * (a.updatedAt - b.updatedAt));
  // Each record's token and amount are read once, not in each of the ~300,000
  // comparisons that sorting 20,000 rows takes: the rows sort as decorated copies. The
  // keys are read anew by each sort, not kept per record: kept for two columns, 40,000
  // of them stayed in the heap for the page's life, each one more entry for every full
  // collection of the heap to walk, for a few milliseconds saved on a repeated sort.
  let rows: { payment: Payment; rank: number; known: boolean; key: DecimalKey }[];
  if (sort === 'usd') {
    rows = payments.map((payment) => ({
      payment,
      rank: 0,
      known: true,
      key: decimalKey(payment.amountUsd),
    }));
  } else {
    const placeOf = tokenPlaces(payments);
    rows = payments.map((payment) => ({
      payment,
      rank: placeOf(payment),
      known: isKnownToken(tokenOf(payment)),
      key: decimalKey(payment.amount),
    }));
  }
  rows.sort(
    (a, b) =>
      a.rank - b.rank ||
      (a.known
        ? sign * compareDecimalKeys(a.key, b.key)
        : b.payment.updatedAt - a.payment.updatedAt),
  );
  rows.forEach((row, index) => (payments[index] = row.payment));
  return payments;
}
