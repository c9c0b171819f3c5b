// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareDecimals,
  decimalSums,
  formatDecimal,
  formatUsd,
  subtractDecimal,
  sumDecimals,
} from './decimal';
import { DECIMAL_PATTERN } from './decimal-text';

/**
 * Reference arithmetic: decimal text as a scaled BigInt (value * 10^scale). BigInt is
 * exact at any size, so it is an independent check of the big.js-based helpers.
 */
function fractionDigits(text: string): number {
  return text.split('.')[1]?.length ?? 0;
}

function toScaled(text: string, scale: number): bigint {
  const negative = text.startsWith('-');
  const unsigned = negative ? text.slice(1) : text;
  const [intPart = '0', fraction = ''] = unsigned.split('.');
  const value = BigInt(intPart + fraction.padEnd(scale, '0'));
  return negative ? -value : value;
}

function scaleOf(...texts: string[]): number {
  return Math.max(0, ...texts.map(fractionDigits));
}

// Decimal text as the API sends it: sign, up to 30 integer digits, up to 30 fraction digits.
const digits = (max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: max });
const decimalText = fc
  .tuple(fc.boolean(), digits(30), fc.option(digits(30), { nil: undefined }))
  .map(
    ([negative, intPart, fraction]) =>
      `${negative ? '-' : ''}${intPart}${fraction === undefined ? '' : `.${fraction}`}`,
  );

const RUNS = { numRuns: 500 };

describe('decimal helpers against a BigInt reference', () => {
  it('sumDecimals is exact and returns plain decimal text (no exponent)', () => {
    fc.assert(
      fc.property(fc.array(decimalText, { maxLength: 40 }), (values) => {
        const result = sumDecimals(values);
        expect(result).toMatch(DECIMAL_PATTERN);
        const scale = scaleOf(result, ...values);
        const expected = values.reduce((total, value) => total + toScaled(value, scale), 0n);
        expect(toScaled(result, scale)).toBe(expected);
      }),
      RUNS,
    );
  });

  it('decimalSums is exact per field, and parses each object once however often it sums', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(decimalText, decimalText), { maxLength: 30 }), (pairs) => {
        const items = pairs.map(([a, b]) => ({ a, b }));
        let picks = 0;
        const sums = decimalSums((item: { a: string; b: string }) => {
          picks += 1;
          return [item.a, item.b];
        });
        for (let round = 0; round < 2; round++) {
          const [sumA = '', sumB = ''] = sums(items, 2);
          for (const [sum, field] of [
            [sumA, 'a'],
            [sumB, 'b'],
          ] as const) {
            expect(sum).toMatch(DECIMAL_PATTERN);
            const values = items.map((item) => item[field]);
            const scale = scaleOf(sum, ...values);
            const expected = values.reduce((total, value) => total + toScaled(value, scale), 0n);
            expect(toScaled(sum, scale)).toBe(expected);
          }
        }
        // The second round read every object's values from the cache.
        expect(picks).toBe(items.length);
        // Fewer fields: the first ones only.
        expect(sums(items, 1)).toHaveLength(1);
      }),
      { numRuns: 200 },
    );
  });

  it('subtractDecimal is exact', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        const difference = subtractDecimal(a, b);
        expect(difference).toMatch(DECIMAL_PATTERN);
        const scale = scaleOf(a, b, difference);
        expect(toScaled(difference, scale)).toBe(toScaled(a, scale) - toScaled(b, scale));
      }),
      RUNS,
    );
  });

  it('compareDecimals agrees with the reference', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        const scale = scaleOf(a, b);
        const x = toScaled(a, scale);
        const y = toScaled(b, scale);
        expect(compareDecimals(a, b)).toBe(x < y ? -1 : x > y ? 1 : 0);
      }),
      RUNS,
    );
  });

  it('formatDecimal only adds separators: every digit is kept, groups are of three', () => {
    fc.assert(
      fc.property(decimalText, (value) => {
        const formatted = formatDecimal(value);
        expect(formatted.replaceAll(',', '')).toBe(value);
        const intPart = formatted.replace(/^-/, '').split('.')[0] ?? '';
        expect(intPart).toMatch(/^\d{1,3}(,\d{3})*$/);
      }),
      RUNS,
    );
  });

  it('formatUsd keeps the exact value with at least two decimals', () => {
    fc.assert(
      fc.property(decimalText, (value) => {
        const formatted = formatUsd(value);
        expect(formatted.startsWith('$') || formatted.startsWith('$-')).toBe(true);
        const plain = formatted.slice(1).replaceAll(',', '');
        expect(plain).toMatch(DECIMAL_PATTERN);
        expect(fractionDigits(plain)).toBeGreaterThanOrEqual(2);
        const scale = scaleOf(plain, value);
        expect(toScaled(plain, scale)).toBe(toScaled(value, scale));
        // Two or more decimals already: the text is shown as sent, never rounded.
        if (fractionDigits(value) >= 2) expect(plain).toBe(value);
      }),
      RUNS,
    );
  });

  it('formatters leave text that is not a decimal number untouched', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !DECIMAL_PATTERN.test(text)),
        (text) => {
          expect(formatDecimal(text)).toBe(text);
          expect(formatUsd(text)).toBe(text);
        },
      ),
      { numRuns: 300 },
    );
  });
});
