import type { CryptoCurrency, FiatCurrency } from '@/api/schemas';
import { foldText } from '@/lib/fold-text';

/**
 * Client-side catalogue search. A query matches a currency when it is the start of its
 * ID (a leading "#" is ignored), or appears in its symbol, code or name, ignoring case
 * and accents. Better matches come first: exact ID/symbol/code, then prefixes, then
 * the rest, so "ETH" lists Ether before Tether.
 */
export type SearchRank = 0 | 1 | 2;

function normalizeQuery(query: string): string {
  return foldText(query.trim().replace(/^#/, '').replace(/\s+/g, ' '));
}

interface Searchable {
  id: number;
  /** Symbol, code: short identifiers where an exact match is the best hit. */
  codes: readonly string[];
  name: string;
}

/** 0 = exact ID/symbol/code, 1 = prefix of one of them or of a word of the name, 2 = elsewhere; null = no match. */
export function rankMatch(item: Searchable, query: string): SearchRank | null {
  const q = normalizeQuery(query);
  if (!q) return 2;
  const id = String(item.id);
  const codes = item.codes.map(foldText);
  const name = foldText(item.name);
  if (id === q || codes.includes(q)) return 0;
  if (id.startsWith(q)) return 1;
  if (
    codes.some((code) => code.startsWith(q)) ||
    name.split(' ').some((word) => word.startsWith(q)) ||
    name.startsWith(q)
  )
    return 1;
  if (codes.some((code) => code.includes(q)) || name.includes(q)) return 2;
  return null;
}

function searchBy<T>(
  items: readonly T[],
  query: string,
  toSearchable: (item: T) => Searchable,
): T[] {
  if (!normalizeQuery(query)) return [...items];
  return items
    .map((item, index) => ({ item, index, rank: rankMatch(toSearchable(item), query) }))
    .filter((entry): entry is { item: T; index: number; rank: SearchRank } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}

/** Crypto currencies matching by name, symbol or ID, best first (catalogue order within a rank). */
export function searchCryptoCurrencies(
  items: readonly CryptoCurrency[],
  query: string,
): CryptoCurrency[] {
  return searchBy(items, query, (item) => ({ id: item.id, codes: [item.symbol], name: item.name }));
}

/** Fiat currencies matching by name, code, symbol or ID, best first. */
export function searchFiatCurrencies(
  items: readonly FiatCurrency[],
  query: string,
): FiatCurrency[] {
  return searchBy(items, query, (item) => ({
    id: item.id,
    codes: [item.code, item.symbol],
    name: item.name,
  }));
}
