/**
 * Chain names: the one place that knows how the API spells a chain. The spec says chain
 * names are case-insensitive; payments say "ethereum" or "TRON", chain objects of the
 * catalogue say "Ethereum" or "Arbitrum", and the crypto filter takes "ETH" or "ARB".
 * Every spelling of one chain maps to one canonical name, shown and filtered by
 * everywhere (the payments table, the catalogue, the palette). A name this module
 * does not know is trimmed and upper-cased, so unknown chains still group consistently.
 */

/** The `chains` filter options of the crypto list (spec §4.2), in the spec's spelling and order. */
export const CRYPTO_CHAIN_OPTIONS = ['ETH', 'BNB', 'Polygon', 'ARB', 'OP', 'TRON'] as const;
export type CryptoChainOption = (typeof CRYPTO_CHAIN_OPTIONS)[number];

const SPELLINGS: readonly (readonly [canonical: string, spellings: readonly string[]])[] = [
  ['ETH', ['eth', 'ethereum']],
  ['BNB', ['bnb', 'bsc', 'bnb chain', 'bnb smart chain']],
  ['Polygon', ['polygon', 'matic', 'pol', 'polygon pos']],
  ['ARB', ['arb', 'arbitrum', 'arbitrum one']],
  ['OP', ['op', 'optimism']],
  ['TRON', ['tron', 'trx']],
  ['SOL', ['sol', 'solana']],
];

// A Map, not an object literal: a chain named "__proto__" or "constructor" must not
// find Object.prototype (the property test found exactly that).
const CANONICAL = new Map<string, string>(
  SPELLINGS.flatMap(([canonical, spellings]) =>
    spellings.map((spelling) => [spelling, canonical] as const),
  ),
);

function simplify(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The canonical name of a chain as the API wrote it ("ethereum", "Arbitrum One" → "ETH", "ARB"). */
export function normalizeChainName(chainName: string): string {
  return CANONICAL.get(simplify(chainName)) ?? chainName.trim().replace(/\s+/g, ' ').toUpperCase();
}

const KNOWN = new Set(SPELLINGS.map(([canonical]) => canonical));

/** Whether a canonical name is one of the chains this module knows (all short names). */
export function isKnownChain(canonical: string): boolean {
  return KNOWN.has(canonical);
}

/** A filter option written in any case ("eth", "POLYGON") → the spec's spelling, or null. */
export function parseChainOption(value: string): CryptoChainOption | null {
  const wanted = simplify(value);
  return CRYPTO_CHAIN_OPTIONS.find((option) => option.toLowerCase() === wanted) ?? null;
}

/** Orders canonical names: the spec's options in its order first, then other chains by name. */
export function compareChains(a: string, b: string): number {
  const rank = (name: string) => {
    const index = (CRYPTO_CHAIN_OPTIONS as readonly string[]).indexOf(name);
    return index === -1 ? CRYPTO_CHAIN_OPTIONS.length : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

const DISPLAY_NAMES = new Map<string, string>([
  ['ETH', 'Ethereum'],
  ['BNB', 'BNB Chain'],
  ['ARB', 'Arbitrum'],
  ['OP', 'Optimism'],
  ['SOL', 'Solana'],
]);

/**
 * A chain as people name it in a sentence or in a token's name ("USDT (Ethereum)"):
 * canonical names are for badges and filters, where they are short.
 */
export function chainDisplayName(canonical: string): string {
  return DISPLAY_NAMES.get(canonical) ?? canonical;
}

const COLORS = new Map<string, string>([
  ['ETH', 'indigo'],
  ['TRON', 'red'],
  ['SOL', 'violet'],
  ['BNB', 'yellow'],
  ['Polygon', 'grape'],
  ['ARB', 'blue'],
  ['OP', 'pink'],
]);

/** The Mantine colour of a chain's badge (gray for chains this module does not know). */
export function chainColor(canonical: string): string {
  return COLORS.get(canonical) ?? 'gray';
}
