import { describe, expect, it } from 'vitest';
import { makePayment } from '@/testing/payments';
import { numberExtent, numberWidths } from './number-widths';

describe('numberExtent', () => {
  it('finds the widest whole part, fraction, fee and USD value as shown, and the units', () => {
    const extent = numberExtent([
      makePayment({ hash: '1', amount: '4.183257240071050294', paySymbol: 'ETH' }),
      makePayment({ hash: '2', amount: '12345', amountUsd: '12549.77', fee: '0.5' }),
      makePayment({ hash: '3', amount: '1', paySymbol: undefined, fee: '1234.125' }),
    ]);
    expect(extent.amountWhole).toBe('12,345'.length);
    expect(extent.amountFraction).toBe('.183257240071050294'.length);
    expect(extent.feeWhole).toBe('1,234'.length);
    expect(extent.feeFraction).toBe('.125'.length);
    expect(extent.usd).toBe('$12,549.77'.length);
    expect(extent.units).toEqual(expect.arrayContaining(['ETH', 'unknown token']));
  });
});

describe('numberWidths', () => {
  const measure = {
    digit: 8,
    text: (text: string) => text.length * 7,
    heading: (text: string) => text.length * 8,
  };
  it('makes a column as wide as its widest value, with room for fractional text widths', () => {
    const widths = numberWidths(
      {
        amountWhole: 6,
        amountFraction: 19,
        feeWhole: 1,
        feeFraction: 4,
        usd: 10,
        units: ['ETH'],
        chainUnits: ['ETH (ETH)'],
      },
      measure,
      false,
    );
    expect(widths.amountWhole).toBe(48);
    expect(widths.amountFraction).toBe(152);
    expect(widths.unit).toBe(21);
    // Padding 16, the parts, a space before the unit and 3 px of slack.
    expect(widths.columns.amount).toBe(16 + 48 + 152 + 7 + 21 + 3);
    expect(widths.columns.usd).toBe(16 + 80 + 3);
  });

  it('makes a column at least as wide as its header, which starts where the figures start', () => {
    const extent = {
      amountWhole: 2,
      amountFraction: 0,
      feeWhole: 1,
      feeFraction: 2,
      usd: 6,
      units: ['ETH'],
      chainUnits: ['ETH (ETH)'],
    };
    // "25 ETH": 16 + 43 px of figures and unit; the header 120 px ("Amount, by token ↓").
    const widths = numberWidths(extent, measure, false, false, { amount: 120, fee: 20 });
    expect(widths.columns.amount).toBe(16 + 120 + 3);
    // "0.25 ETH" is wider than a 20 px "Fee".
    expect(widths.columns.fee).toBe(16 + 8 + 16 + 7 + 21 + 3);
  });
});
