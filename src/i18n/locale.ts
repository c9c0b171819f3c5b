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

const symbols = new Map<Locale, NumberSymbols>();

/**
 * The locale's separators and USD pattern, read once from Intl on a sample number: the
 * amounts themselves are then formatted as text, never as JavaScript numbers.
 */
export function numberSymbols(locale: Locale = current): NumberSymbols {
  let found = symbols.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    const four = new Intl.NumberFormat(locale).formatToParts(1234.5);
    const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).formatToParts(
      1,
    );
    const numberAt = usd.findIndex((part) => part.type === 'integer');
    const lastNumber = usd.findLastIndex((part) => part.type === 'fraction');
    const text = (from: number, to: number) =>
      usd
        .slice(from, to)
        .map((part) => part.value)
        .join('')
        // Intl puts a no-break space between number and symbol: kept, so they never part.
        .replace(/ /g, '\u00a0');
    found = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      groupsFourDigits: four.some((part) => part.type === 'group'),
      usdPrefix: text(0, numberAt),
      usdSuffix: text(lastNumber + 1, usd.length),
    };
    symbols.set(locale, found);
  }
  return found;
}
