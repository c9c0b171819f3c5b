import { describe, expect, it } from 'vitest';
import { describePricingHint, describeSplitHint, pricingHint, splitHint } from './payment-hints';

describe('pricingHint', () => {
  it('accepts small differences: $0.50 minimum tolerance', () => {
    expect(pricingHint({ pricing: '25', pricingSymbol: 'USD', amountUsd: '24.50' })).toMatchObject({
      kind: 'ok',
    });
    expect(pricingHint({ pricing: '25', pricingSymbol: 'USD', amountUsd: '24.49' })).toMatchObject({
      kind: 'under',
      difference: '-0.51',
      tolerance: '0.50',
    });
  });

  it('uses 1 % of the price when that is larger', () => {
    expect(
      pricingHint({ pricing: '120', pricingSymbol: 'USD', amountUsd: '121.20' }),
    ).toMatchObject({ kind: 'ok' });
    expect(
      pricingHint({ pricing: '120', pricingSymbol: 'usd', amountUsd: '121.21' }),
    ).toMatchObject({
      kind: 'over',
      tolerance: '1.2',
    });
  });

  it('does not compare when the checkout is not priced in USD', () => {
    const hint = pricingHint({ pricing: '0.05', pricingSymbol: 'ETH', amountUsd: '160.00' });
    expect(hint).toEqual({ kind: 'not-usd', pricingSymbol: 'ETH' });
    expect(describePricingHint(hint, '0.05')).toContain('priced in ETH');
  });

  it('describes under-payment in words with exact money', () => {
    const hint = pricingHint({ pricing: '49.90', pricingSymbol: 'USD', amountUsd: '48.00' });
    expect(describePricingHint(hint, '49.90')).toBe(
      'Possible under-payment: $1.90 less than the price of $49.90 (tolerance $0.50).',
    );
  });
});

describe('splitHint', () => {
  it('sums the recipients exactly and reports what is not accounted for', () => {
    expect(
      splitHint({
        amount: '0.3',
        fee: '0.003',
        to: [
          { address: 'a', amount: '0.1' },
          { address: 'b', amount: '0.2' },
        ],
      }),
    ).toMatchObject({ recipientsTotal: '0.3', unaccounted: '0', fee: '0.003' });
    expect(
      splitHint({ amount: '1', fee: '0', to: [{ address: 'a', amount: '0.9' }] }).unaccounted,
    ).toBe('0.1');
  });
});

describe('describeSplitHint', () => {
  const two = [
    { address: 'a', amount: '0.1' },
    { address: 'b', amount: '0.2' },
  ];

  it('reads as sentences, with counts in words that agree', () => {
    expect(describeSplitHint({ amount: '0.3', fee: '0.003', to: two, paySymbol: 'ETH' })).toBe(
      'Of the amount 0.3 ETH, the 2 recipients received 0.3 ETH (all of it). The merchant fee is 0.003 ETH.',
    );
    expect(describeSplitHint({ amount: '1250', fee: '1', to: [two[0]!], paySymbol: 'USDT' })).toBe(
      'Of the amount 1,250 USDT, the recipient received 0.1 USDT; 1,249.9 USDT is not accounted for by the recipients. The merchant fee is 1 USDT.',
    );
    expect(describeSplitHint({ amount: '0.2', fee: '0', to: two, paySymbol: 'ETH' })).toBe(
      'Of the amount 0.2 ETH, the 2 recipients received 0.3 ETH, 0.1 ETH more than the amount. The merchant fee is 0 ETH.',
    );
    expect(describeSplitHint({ amount: '5', fee: '0', to: [], paySymbol: 'TRX' })).toBe(
      'The payment lists no recipient for the amount 5 TRX. The merchant fee is 0 TRX.',
    );
  });

  it('puts no space before a comma or a full stop when the pay symbol is missing', () => {
    const text = describeSplitHint({ amount: '0.3', fee: '0.003', to: two, paySymbol: undefined });
    expect(text).toBe(
      'Of the amount 0.3, the 2 recipients received 0.3 (all of it). The merchant fee is 0.003.',
    );
    expect(text).not.toMatch(/ [,.;]/);
  });
});
