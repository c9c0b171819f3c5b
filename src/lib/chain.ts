/**
 * The one place that turns an API `chainName` into the name the dashboard shows and
 * filters by. The spec says chain names are case-insensitive and lists spellings such
 * as "ethereum" and "solana"; everything else is upper-cased so unknown chains still
 * group consistently.
 */
// A Map, not an object literal: a chain named "__proto__" or "constructor" must not
// find Object.prototype (the property test found exactly that).
const ALIASES = new Map<string, string>([
  ['ethereum', 'ETH'],
  ['eth', 'ETH'],
  ['solana', 'SOL'],
  ['sol', 'SOL'],
  ['tron', 'TRON'],
  ['trx', 'TRON'],
]);

export function normalizeChainName(chainName: string): string {
  const trimmed = chainName.trim();
  const key = trimmed.toLowerCase();
  return ALIASES.get(key) ?? trimmed.toUpperCase();
}
