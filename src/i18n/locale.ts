/**
 * The language of the dashboard and the number symbols of that language, which the
 * formatters of amounts, counts and times in src/lib read.
 */
export const LOCALES = ['en', 'de', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language by its own name, so a reader finds theirs whatever is shown now. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
};

const STORAGE_KEY = 'checkout-dashboard.language';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of the browser's languages the dashboard speaks ("de-AT" → de), else English. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

/** The language chosen on this device, or the browser's on a first visit. */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage blocked: the browser's language still applies.
  }
  return localeFromLanguages(
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
  );
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

let current: Locale = 'en';

export function currentLocale(): Locale {
  return current;
}

/** Set by src/i18n once the language's catalogue is loaded; formatters follow it. */
export function setCurrentLocale(locale: Locale): void {
  current = locale;
}

export interface NumberSymbols {
  group: string;
  decimal: string;
  /** Whether a four-digit whole part is grouped ("1,234" in English, "1234" in Spanish). */
  groupsFourDigits: boolean;
  /** USD around a formatted number: "$1.00" in English, "1,00 $" in German. */
  usdPrefix: string;
  usdSuffix: string;
}

/**
 * The languages' separators and USD pattern, as `Intl` (CLDR) writes them: amounts are
 * formatted as text from these, never as JavaScript numbers. Written out rather than
 * read from `Intl` on the first page, where making three formatters cost ~15 ms of main
 * thread on a modest laptop; src/i18n/locale.test.ts checks them against `Intl`.
 */
const SYMBOLS: Record<Locale, NumberSymbols> = {
  en: { group: ',', decimal: '.', groupsFourDigits: true, usdPrefix: '$', usdSuffix: '' },
  de: { group: '.', decimal: ',', groupsFourDigits: true, usdPrefix: '', usdSuffix: '\u00a0$' },
  es: {
    group: '.',
    decimal: ',',
    groupsFourDigits: false,
    usdPrefix: '',
    usdSuffix: '\u00a0US$',
  },
};

export function numberSymbols(locale: Locale = current): NumberSymbols {
  return SYMBOLS[locale];
}
