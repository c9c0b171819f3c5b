import { describe, expect, it } from 'vitest';
import { initialLocale, localeFromLanguages } from './locale';

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
