import { describe, expect, it } from 'vitest';
import { makeTransaction } from '@/testing/records';
import { numberExtent, numberWidths } from './number-widths';

describe('numberExtent', () => {
  it('finds the widest whole part, fraction, fee and USD value as shown, and the units', () => {
    const extent = numberExtent([
      makeTransaction({ hash: '1', amount: '4.183257240071050294', paySymbol: 'ETH' }),
      makeTransaction({ hash: '2', amount: '12345', amountUsd: '12549.77', fee: '0.5' }),
      makeTransaction({ hash: '3', amount: '1', paySymbol: undefined, fee: '1234.125' }),
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
  const measure = { digit: 8, text: (text: string) => text.length * 7 };
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
    // Padding 16, the parts, a 4 px gap before the unit and 3 px of slack.
    expect(widths.columns.amount).toBe(16 + 48 + 152 + 4 + 21 + 3);
    expect(widths.columns.usd).toBe(16 + 80 + 3);
  });
});
