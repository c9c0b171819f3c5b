import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import Big from 'big.js';
import { compareDecimals, compareWithDecimal, multiplyDecimal, shareOfTotal } from './decimal';

const decimalText = fc
  .tuple(
    fc.boolean(),
    fc.bigInt({ min: 0n, max: 10n ** 30n }),
    fc.integer({ min: 0, max: 20 }),
    fc.integer({ min: 0, max: 3 }),
  )
  .map(([negative, units, scale, padding]) => {
    const digits = units.toString().padStart(scale + 1, '0');
    const int = digits.slice(0, digits.length - scale);
    const fraction = digits.slice(digits.length - scale) + '0'.repeat(scale ? padding : 0);
    return `${negative ? '-' : ''}${'0'.repeat(padding)}${int}${fraction ? `.${fraction}` : ''}`;
  });

describe('compareDecimals', () => {
  it('agrees with big.js on any decimal text', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(compareDecimals(a, b)).toBe(new Big(a).cmp(b));
      }),
      { numRuns: 2000 },
    );
  });

  it('compareWithDecimal orders like compareDecimals', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(compareWithDecimal(b)(a)).toBe(compareDecimals(a, b));
      }),
      { numRuns: 2000 },
    );
  });

  it('handles the cases floats get wrong', () => {
    expect(compareDecimals('10', '9')).toBe(1);
    expect(compareDecimals('0.30', '0.3')).toBe(0);
    expect(compareDecimals('-0', '0')).toBe(0);
    // Equal negatives are 0, not -0 (found by the property above in CI).
    expect(compareDecimals('-5.10', '-5.1')).toBe(0);
    expect(compareDecimals('-0.000000000000000001', '0')).toBe(-1);
    expect(compareDecimals('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareDecimals('abc', '1')).toBe(-1);
  });
});

describe('shareOfTotal and multiplyDecimal', () => {
  it('gives a bar fraction in [0, 1]', () => {
    expect(shareOfTotal('25', '100')).toBe(0.25);
    expect(shareOfTotal('1', '0')).toBe(0);
    expect(shareOfTotal('200', '100')).toBe(1);
  });
  it('multiplies exactly', () => {
    expect(multiplyDecimal('0.1', '3')).toBe('0.3');
    expect(multiplyDecimal('49.90', '0.01')).toBe('0.499');
  });
});
