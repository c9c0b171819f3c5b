import { describe, expect, it } from 'vitest';
import { tokenPlaces, tokensPresent } from './tokens';

// The spec's chain options come first, in its order (ETH before TRON); a chain it does
// not list comes after them.
const payments = [
  { chain: 'TRON', paySymbol: 'USDT' },
  { chain: 'ETH', paySymbol: undefined },
  { chain: 'ETH', paySymbol: 'USDT' },
  { chain: 'TRON', paySymbol: ' USDT ' },
  { chain: 'ETH', paySymbol: 'ETH' },
  { chain: 'ZORA', paySymbol: 'ETH' },
];

describe('tokens in token order', () => {
  it('lists each token once: chains in order, symbols by name, the unknown token last', () => {
    expect(tokensPresent(payments)).toEqual([
      'ETH|ETH',
      'ETH|USDT',
      'ETH|',
      'TRON|USDT',
      'ZORA|ETH',
    ]);
  });

  it("gives each payment its token's place in that order", () => {
    const placeOf = tokenPlaces(payments);
    expect(payments.map(placeOf)).toEqual([3, 2, 1, 3, 0, 4]);
  });
});
