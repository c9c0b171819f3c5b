import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalParts, formatDecimal, formatUsd, parseTypedDecimal, typedDecimal } from './decimal';
import { formatCount } from './format-count';

describe('numbers in each language, exact to the last digit', () => {
  it('an 18-decimal amount keeps every digit and takes the language’s separators', () => {
    expect(formatDecimal('4.183257240071050294', 'en')).toBe('4.183257240071050294');
    expect(formatDecimal('4.183257240071050294', 'de')).toBe('4,183257240071050294');
    expect(formatDecimal('4.183257240071050294', 'es')).toBe('4,183257240071050294');
    expect(formatDecimal('1234567.000100', 'en')).toBe('1,234,567.000100');
    expect(formatDecimal('1234567.000100', 'de')).toBe('1.234.567,000100');
    expect(formatDecimal('-1234567.5', 'es')).toBe('-1.234.567,5');
  });

  it('Spanish leaves a four-digit whole part ungrouped, as Intl does', () => {
    expect(formatDecimal('1234.5', 'es')).toBe('1234,5');
    expect(formatDecimal('12345.5', 'es')).toBe('12.345,5');
    expect(formatDecimal('1234.5', 'de')).toBe('1.234,5');
  });

  it('USD in each language’s pattern, never rounded', () => {
    expect(formatUsd('12549.77', 'en')).toBe('$12,549.77');
    expect(formatUsd('12549.77', 'de')).toBe('12.549,77\u00a0$');
    expect(formatUsd('12549.77', 'es')).toBe('12.549,77\u00a0US$');
    expect(formatUsd('0.004999', 'de')).toBe('0,004999\u00a0$');
    expect(formatUsd('5', 'de')).toBe('5,00\u00a0$');
  });

  it('counts follow the language', () => {
    expect(formatCount(2500, 'en')).toBe('2,500');
    expect(formatCount(2500, 'de')).toBe('2.500');
    expect(formatCount(2500, 'es')).toBe('2500');
  });

  it('counts read as Intl writes them, in every language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
        fc.constantFrom('en', 'de', 'es') as fc.Arbitrary<'en' | 'de' | 'es'>,
        (count, locale) => {
          const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
          expect(formatCount(count, locale)).toBe(intl.format(count));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('matches Intl where Intl is exact, for any whole and fraction', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom('en', 'de', 'es') as fc.Arbitrary<'en' | 'de' | 'es'>,
        (whole, cents, locale) => {
          const text = `${whole}.${String(cents).padStart(2, '0')}`;
          const intl = new Intl.NumberFormat(locale, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          }).format(Number(text));
          expect(formatDecimal(text, locale)).toBe(intl);
        },
      ),
    );
  });

  it('reads what a person types, in their language, as the API’s decimal text', () => {
    expect(parseTypedDecimal('0,5', 'de')).toBe('0.5');
    expect(parseTypedDecimal('1.234,56', 'de')).toBe('1234.56');
    expect(parseTypedDecimal('1234,56', 'es')).toBe('1234.56');
    expect(parseTypedDecimal(' 0.5 ', 'de')).toBe('0.5');
    expect(parseTypedDecimal('1,234.56', 'en')).toBe('1234.56');
    expect(parseTypedDecimal('0.000000000000000001', 'en')).toBe('0.000000000000000001');
    expect(parseTypedDecimal('-2,5', 'de')).toBe('-2.5');
    expect(parseTypedDecimal('1,2,3', 'de')).toBeNull();
    expect(parseTypedDecimal('abc', 'en')).toBeNull();
    expect(parseTypedDecimal('', 'en')).toBeNull();
    expect(typedDecimal('0.5', 'de')).toBe('0,5');
  });

  it('a typed amount read back is the same number, in every language', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^(0|[1-9]\d{0,12})(\.\d{1,18})?$/),
        fc.constantFrom('en', 'de', 'es') as fc.Arbitrary<'en' | 'de' | 'es'>,
        (canonical, locale) => {
          expect(parseTypedDecimal(formatDecimal(canonical, locale), locale)).toBe(canonical);
          expect(parseTypedDecimal(typedDecimal(canonical, locale), locale)).toBe(canonical);
        },
      ),
    );
  });
});

describe('decimalParts', () => {
  it('splits a decimal as shown on its point, every digit kept', () => {
    expect(decimalParts('12345.678900')).toEqual({ whole: '12,345', fraction: '.678900' });
    expect(decimalParts('25')).toEqual({ whole: '25', fraction: '' });
    expect(decimalParts('-0.000000000000000001')).toEqual({
      whole: '-0',
      fraction: '.000000000000000001',
    });
    // Not a decimal: shown as sent, whole.
    expect(decimalParts('1e5')).toEqual({ whole: '1e5', fraction: '' });
  });
});
