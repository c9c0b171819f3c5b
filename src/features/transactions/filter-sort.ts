import type { Transaction } from '@/api/schemas';
import { compareDecimals } from '@/lib/decimal';
import type { EffectiveSearch } from './search-schema';
import { compareTokens, tokenOf, type Token } from './tokens';

/**
 * Filtering and sorting of the loaded records. The API has no filter parameters, so
 * this is all client-side; it must stay cheap for 20,000 rows (one pass to filter, one
 * sort with string comparisons, no decimal objects).
 */

/** The normalised chains present in the records, sorted. */
export function chainsPresent(records: readonly Transaction[]): string[] {
  const chains = new Set<string>();
  for (const record of records) chains.add(record.chain);
  return [...chains].sort();
}

function matchesQuery(record: Transaction, needle: string): boolean {
  if (!needle) return true;
  if (record.hash.toLowerCase().includes(needle)) return true;
  if (record.from.toLowerCase().includes(needle)) return true;
  return record.to.some((recipient) => recipient.address.toLowerCase().includes(needle));
}

export function filterTransactions(
  records: readonly Transaction[],
  search: Pick<EffectiveSearch, 'chains' | 'statuses' | 'query'>,
): Transaction[] {
  // URL chains are already normalised; normalising record chains happened in the schema.
  const chains = search.chains.length ? new Set(search.chains) : null;
  const statuses = search.statuses.length ? new Set<string>(search.statuses) : null;
  const needle = search.query.trim().toLowerCase();
  if (!chains && !statuses && !needle) return records.slice();
  return records.filter(
    (record) =>
      (!chains || chains.has(record.chain)) &&
      (!statuses || statuses.has(record.status)) &&
      matchesQuery(record, needle),
  );
}

/**
 * Stable sort (Array.prototype.sort is stable); ties keep the API's order. Amounts are
 * only compared within a token: sorting by amount groups the rows by token (in the
 * fixed token order, whatever the direction) and orders amounts inside each group.
 */
export function sortTransactions(
  records: Transaction[],
  sort: EffectiveSearch['sort'],
  dir: EffectiveSearch['dir'],
): Transaction[] {
  const sign = dir === 'asc' ? 1 : -1;
  if (sort === 'amount') {
    // Token order per record once, not per comparison.
    const tokens = new Map<Transaction, Token>();
    for (const record of records) tokens.set(record, tokenOf(record));
    return records.sort(
      (a, b) =>
        compareTokens(tokens.get(a)!, tokens.get(b)!) || sign * compareDecimals(a.amount, b.amount),
    );
  }
  const compare =
    sort === 'time'
      ? (a: Transaction, b: Transaction) => a.updatedAt - b.updatedAt
      : (a: Transaction, b: Transaction) => compareDecimals(a.amountUsd, b.amountUsd);
  return records.sort((a, b) => sign * compare(a, b));
}
