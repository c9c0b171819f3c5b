import * as z from 'zod/mini';
import type { CryptoCurrency } from '@/api/schemas';
import { normalizeChainName } from '@/lib/chain';

/**
 * "What changed" for the crypto catalogue: a small snapshot of the UNFILTERED list
 * kept in this browser, compared with the list on a later visit.
 *
 * A currency is identified by its ID; a currency-chain pair by the ID, the chain's
 * group (so "Arbitrum" becoming "ARB" is not reported as a removal plus an addition)
 * and the network ID.
 */
const snapshotChainSchema = z.object({
  chainName: z.string(),
  networkId: z.string(),
  decimals: z.int(),
});
const snapshotCurrencySchema = z.object({
  id: z.int(),
  name: z.string(),
  symbol: z.string(),
  chains: z.array(snapshotChainSchema),
});
export const catalogueSnapshotSchema = z.object({
  version: z.literal(1),
  takenAt: z.number(),
  currencies: z.array(snapshotCurrencySchema),
});
type SnapshotCurrency = z.infer<typeof snapshotCurrencySchema>;
export type CatalogueSnapshot = z.infer<typeof catalogueSnapshotSchema>;

export function takeSnapshot(
  currencies: readonly CryptoCurrency[],
  takenAt: number,
): CatalogueSnapshot {
  return {
    version: 1,
    takenAt,
    currencies: currencies.map(summary),
  };
}

export interface PairChange {
  id: number;
  name: string;
  symbol: string;
  chainName: string;
  networkId: string;
}

interface DecimalsChange extends PairChange {
  before: number;
  after: number;
}

export interface CatalogueDiff {
  addedCurrencies: SnapshotCurrency[];
  removedCurrencies: SnapshotCurrency[];
  /** New chains of currencies that existed before (chains of new currencies are not repeated here). */
  addedPairs: PairChange[];
  /** Chains dropped from currencies that still exist. */
  removedPairs: PairChange[];
  /** Same currency and chain, different decimals: worth knowing before a transfer. */
  changedDecimals: DecimalsChange[];
}

export function pairKey(id: number, chain: { chainName: string; networkId: string }): string {
  return `${id}|${normalizeChainName(chain.chainName)}|${chain.networkId.trim()}`;
}

type ChainLike = { chainName: string; networkId: string; decimals: number };
type CurrencyLike = { id: number; name: string; symbol: string; chains: readonly ChainLike[] };

function byPair(currency: CurrencyLike): Map<string, ChainLike> {
  return new Map(currency.chains.map((chain) => [pairKey(currency.id, chain), chain]));
}

function pairChange(currency: CurrencyLike, chain: ChainLike): PairChange {
  return {
    id: currency.id,
    name: currency.name,
    symbol: currency.symbol,
    chainName: chain.chainName,
    networkId: chain.networkId,
  };
}

function summary(currency: CurrencyLike): SnapshotCurrency {
  return {
    id: currency.id,
    name: currency.name,
    symbol: currency.symbol,
    chains: currency.chains.map(({ chainName, networkId, decimals }) => ({
      chainName,
      networkId,
      decimals,
    })),
  };
}

/** Differences between a snapshot and the current unfiltered catalogue. */
export function diffCatalogue(
  before: CatalogueSnapshot,
  after: readonly CryptoCurrency[],
): CatalogueDiff {
  const previous = new Map(before.currencies.map((currency) => [currency.id, currency]));
  const current = new Map(after.map((currency) => [currency.id, currency]));
  const diff: CatalogueDiff = {
    addedCurrencies: [],
    removedCurrencies: [],
    addedPairs: [],
    removedPairs: [],
    changedDecimals: [],
  };
  for (const currency of current.values()) {
    const old = previous.get(currency.id);
    if (!old) {
      diff.addedCurrencies.push(summary(currency));
      continue;
    }
    const oldPairs = byPair(old);
    const newPairs = byPair(currency);
    for (const [key, chain] of newPairs) {
      const was = oldPairs.get(key);
      if (!was) diff.addedPairs.push(pairChange(currency, chain));
      else if (was.decimals !== chain.decimals) {
        diff.changedDecimals.push({
          ...pairChange(currency, chain),
          before: was.decimals,
          after: chain.decimals,
        });
      }
    }
    for (const [key, chain] of oldPairs) {
      if (!newPairs.has(key)) diff.removedPairs.push(pairChange(currency, chain));
    }
  }
  for (const old of previous.values()) {
    if (!current.has(old.id)) diff.removedCurrencies.push(old);
  }
  return diff;
}

export function countChanges(diff: CatalogueDiff): number {
  return (
    diff.addedCurrencies.length +
    diff.removedCurrencies.length +
    diff.addedPairs.length +
    diff.removedPairs.length +
    diff.changedDecimals.length
  );
}
