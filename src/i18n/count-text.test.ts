import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWholeNumber } from './count-text';
import { t } from './i18n';
import { showIn } from '@/testing/language';

describe('the count of a plural, written without Intl', () => {
  it('reads as Intl.NumberFormat writes it, whole or not, in every language', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), fc.double({ noNaN: true })),
        fc.constantFrom('en', 'de', 'es') as fc.Arbitrary<'en' | 'de' | 'es'>,
        (value, locale) => {
          expect(formatWholeNumber(value, locale)).toBe(
            new Intl.NumberFormat(locale).format(value),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a message with a plural shows its count in the language', async () => {
    expect(t('common.payments', { count: 2500 })).toBe('2,500 payments');
    await showIn('de');
    expect(t('common.payments', { count: 2500 })).toBe('2.500 Zahlungen');
  });
});
