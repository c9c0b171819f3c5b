import { currentLocale, formatWholeNumber, type Locale } from '@/i18n';

/**
 * A count for reading: "2,500" in English, "2.500" in German. Counts are whole numbers,
 * never money. Written with the language's separators rather than a first
 * `Intl.NumberFormat`, which cost ~65 ms of a slowed first load
 * (src/lib/decimal-locale.test.ts checks the two agree).
 */
export function formatCount(count: number, locale: Locale = currentLocale()): string {
  return Number.isFinite(count) ? formatWholeNumber(Math.round(count), locale) : String(count);
}

/** Names as a list for reading: "A, B and C", "A, B und C", "A, B y C". */
export function formatList(names: readonly string[], locale: Locale = currentLocale()): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
}
