import { CRYPTO_CHAIN_OPTIONS, type CryptoChainOption } from '@/api/chain-options';

/**
 * The API writes the same chain in several ways ("Ethereum" in a chain object, ETH in
 * the `chains` filter; "Arbitrum" and "ARB" both occur). Names are always SHOWN as
 * written; this maps them to one filter option for filtering and grouping.
 */
const SPELLINGS: Record<CryptoChainOption, readonly string[]> = {
  ETH: ['eth', 'ethereum'],
  BNB: ['bnb', 'bsc', 'bnb chain', 'bnb smart chain'],
  Polygon: ['polygon', 'matic', 'pol', 'polygon pos'],
  ARB: ['arb', 'arbitrum', 'arbitrum one'],
  OP: ['op', 'optimism'],
  TRON: ['tron', 'trx'],
};

const OPTION_BY_SPELLING = new Map<string, CryptoChainOption>(
  CRYPTO_CHAIN_OPTIONS.flatMap((option) =>
    SPELLINGS[option].map((name) => [name, option] as const),
  ),
);

/** The filter option a chain name from the API belongs to, or null for chains outside the spec's list. */
export function chainOptionOf(chainName: string): CryptoChainOption | null {
  return OPTION_BY_SPELLING.get(chainName.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null;
}

/**
 * A stable grouping key: the filter option when known, else the trimmed upper-cased
 * name (so "Solana" and "SOLANA" still group together).
 */
export function chainGroupOf(chainName: string): string {
  return chainOptionOf(chainName) ?? chainName.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** A filter option written in any case ("eth", "Eth") → the spec's spelling, or null. */
export function parseChainOption(value: string): CryptoChainOption | null {
  const wanted = value.trim().toLowerCase();
  return CRYPTO_CHAIN_OPTIONS.find((option) => option.toLowerCase() === wanted) ?? null;
}

/** Sorts group keys: the spec's options in its order first, then other chains alphabetically. */
export function compareChainGroups(a: string, b: string): number {
  const rank = (key: string) => {
    const index = (CRYPTO_CHAIN_OPTIONS as readonly string[]).indexOf(key);
    return index === -1 ? CRYPTO_CHAIN_OPTIONS.length : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}
