import { pairKey, type CatalogueDiff } from './catalogue-diff';

/** What the tables mark as new since the snapshot. */
export interface Highlights {
  currencies: ReadonlySet<number>;
  /** pairKey(id, chain) of chains added to existing currencies. */
  pairs: ReadonlySet<string>;
  /** pairKey(id, chain) of chains whose decimals changed. */
  decimals: ReadonlySet<string>;
}

export function highlightsOf(diff: CatalogueDiff): Highlights {
  return {
    currencies: new Set(diff.addedCurrencies.map((currency) => currency.id)),
    pairs: new Set(diff.addedPairs.map((pair) => pairKey(pair.id, pair))),
    decimals: new Set(diff.changedDecimals.map((pair) => pairKey(pair.id, pair))),
  };
}
