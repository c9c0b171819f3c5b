import type { CryptoCurrency, CurrencyChain } from '@/api/schemas';
import { compareChains, normalizeChainName } from '@/lib/chain';

/** True when the same currency has different decimals on different chains. */
export function decimalsDiffer(currency: CryptoCurrency): boolean {
  return new Set(currency.chains.map((chain) => chain.decimals)).size > 1;
}

/**
 * The decimals value most chains of this currency use, or null when there is no
 * single most common value (then no chain is singled out as "the odd one").
 */
export function usualDecimals(currency: CryptoCurrency): number | null {
  const counts = new Map<number, number>();
  for (const chain of currency.chains)
    counts.set(chain.decimals, (counts.get(chain.decimals) ?? 0) + 1);
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = sorted;
  if (!first || (second && second[1] === first[1])) return null;
  return first[0];
}

export interface ChainColumn {
  /** Grouping key (see chainGroupOf). */
  key: string;
  /** The chain names as the API writes them, e.g. ["Arbitrum", "ARB"]. */
  spellings: string[];
}

/** The chains present in a list, one column per chain group, in the spec's order. */
export function chainColumns(currencies: readonly CryptoCurrency[]): ChainColumn[] {
  const columns = new Map<string, Set<string>>();
  for (const currency of currencies) {
    for (const chain of currency.chains) {
      const key = normalizeChainName(chain.chainName);
      if (!columns.has(key)) columns.set(key, new Set());
      columns.get(key)!.add(chain.chainName.trim());
    }
  }
  return [...columns.entries()]
    .sort(([a], [b]) => compareChains(a, b))
    .map(([key, spellings]) => ({ key, spellings: [...spellings] }));
}

/** The chains of a currency that fall in one chain group (usually zero or one). */
export function chainsInGroup(currency: CryptoCurrency, key: string): CurrencyChain[] {
  return currency.chains.filter((chain) => normalizeChainName(chain.chainName) === key);
}
