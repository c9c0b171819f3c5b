import { describe, expect, it } from 'vitest';
import { LOCALES, initialLocale, localeFromLanguages, numberSymbols } from './locale';

describe('the language of the dashboard', () => {
  it('is the first of the browser’s languages it speaks, by base language', () => {
    expect(localeFromLanguages(['de-AT', 'en-US'])).toBe('de');
    expect(localeFromLanguages(['fr-FR', 'es-419', 'de'])).toBe('es');
    expect(localeFromLanguages(['ES'])).toBe('es');
    expect(localeFromLanguages(['fr', 'ja'])).toBe('en');
    expect(localeFromLanguages([])).toBe('en');
  });

  it('is the one chosen on this device when there is one, whatever the browser says', () => {
    localStorage.setItem('checkout-dashboard.language', 'es');
    expect(initialLocale()).toBe('es');
    localStorage.setItem('checkout-dashboard.language', 'klingon');
    expect(initialLocale()).toBe(localeFromLanguages(navigator.languages));
  });
});

describe('the number symbols of each language', () => {
  it('are the ones Intl writes: separators, four-digit grouping and the USD pattern', () => {
    for (const locale of LOCALES) {
      const number = new Intl.NumberFormat(locale);
      const parts = number.formatToParts(1234567.5);
      const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
        .formatToParts(1)
        .map((part) => part.value);
      const one = usd.indexOf('1');
      const fraction = usd.indexOf('00');
      expect(numberSymbols(locale), locale).toEqual({
        group: parts.find((part) => part.type === 'group')?.value,
        decimal: parts.find((part) => part.type === 'decimal')?.value,
        groupsFourDigits: number.formatToParts(1234.5).some((part) => part.type === 'group'),
        usdPrefix: usd.slice(0, one).join(''),
        usdSuffix: usd.slice(fraction + 1).join(''),
      });
    }
  });
});
