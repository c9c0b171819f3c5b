import { describe, expect, it } from 'vitest';
import type { CryptoCurrency, CurrencyChain } from '@/api/schemas';
import { countChanges, diffCatalogue, takeSnapshot } from './catalogue-diff';

const chain = (chainName: string, networkId: string, decimals: number): CurrencyChain => ({
  chainName,
  networkId,
  decimals,
  symbol: 'X',
  chainLogo: '',
  chainType: 'EVM',
});
const USDT: CryptoCurrency = {
  id: 1001,
  name: 'Tether USD',
  symbol: 'USDT',
  logoUrl: '',
  chains: [chain('Ethereum', '1', 6), chain('BNB', '56', 18), chain('TRON', '728126428', 6)],
};
const ETH: CryptoCurrency = {
  id: 1003,
  name: 'Ether',
  symbol: 'ETH',
  logoUrl: '',
  chains: [chain('Ethereum', '1', 18)],
};
const SHIB: CryptoCurrency = {
  id: 1012,
  name: 'Shiba Inu',
  symbol: 'SHIB',
  logoUrl: '',
  chains: [chain('Ethereum', '1', 18)],
};

describe('diffCatalogue', () => {
  it('finds no change against a snapshot of the same list', () => {
    const diff = diffCatalogue(takeSnapshot([USDT, ETH], 1), [USDT, ETH]);
    expect(countChanges(diff)).toBe(0);
  });

  it('ignores order', () => {
    expect(countChanges(diffCatalogue(takeSnapshot([USDT, ETH], 1), [ETH, USDT]))).toBe(0);
  });

  it('reports added and removed currencies', () => {
    const diff = diffCatalogue(takeSnapshot([USDT, ETH], 1), [USDT, SHIB]);
    expect(diff.addedCurrencies.map((c) => c.id)).toEqual([1012]);
    expect(diff.removedCurrencies.map((c) => c.id)).toEqual([1003]);
    // A new currency's chains are not repeated as new pairs.
    expect(diff.addedPairs).toEqual([]);
    expect(countChanges(diff)).toBe(2);
  });

  it('reports chains added to and removed from an existing currency', () => {
    const after = {
      ...USDT,
      chains: [
        chain('Ethereum', '1', 6),
        chain('TRON', '728126428', 6),
        chain('Polygon', '137', 6),
      ],
    };
    const diff = diffCatalogue(takeSnapshot([USDT], 1), [after]);
    expect(diff.addedPairs).toEqual([
      { id: 1001, name: 'Tether USD', symbol: 'USDT', chainName: 'Polygon', networkId: '137' },
    ]);
    expect(diff.removedPairs).toEqual([
      { id: 1001, name: 'Tether USD', symbol: 'USDT', chainName: 'BNB', networkId: '56' },
    ]);
    expect(diff.addedCurrencies).toEqual([]);
  });

  it('treats another spelling of the same chain as the same pair', () => {
    const before = { ...ETH, chains: [chain('Arbitrum', '42161', 18)] };
    const after = { ...ETH, chains: [chain('ARB', '42161', 18)] };
    expect(countChanges(diffCatalogue(takeSnapshot([before], 1), [after]))).toBe(0);
  });

  it('reports changed decimals of a pair', () => {
    const after = {
      ...USDT,
      chains: [chain('Ethereum', '1', 6), chain('BNB', '56', 6), chain('TRON', '728126428', 6)],
    };
    const diff = diffCatalogue(takeSnapshot([USDT], 1), [after]);
    expect(diff.changedDecimals).toEqual([
      {
        id: 1001,
        name: 'Tether USD',
        symbol: 'USDT',
        chainName: 'BNB',
        networkId: '56',
        before: 18,
        after: 6,
      },
    ]);
    expect(countChanges(diff)).toBe(1);
  });

  it('keeps only what it needs in the snapshot, with its date', () => {
    const snapshot = takeSnapshot([ETH], 1_700_000_000_000);
    expect(snapshot).toEqual({
      version: 1,
      takenAt: 1_700_000_000_000,
      currencies: [
        {
          id: 1003,
          name: 'Ether',
          symbol: 'ETH',
          chains: [{ chainName: 'Ethereum', networkId: '1', decimals: 18 }],
        },
      ],
    });
  });
});
