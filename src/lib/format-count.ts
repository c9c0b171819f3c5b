import { currentLocale, type Locale } from '@/i18n';

// One formatter per language, made on first use (creating Intl formatters is costly).
const counts = new Map<Locale, Intl.NumberFormat>();

/** A count for reading: "2,500" in English, "2.500" in German. Counts are whole numbers, never money. */
export function formatCount(count: number, locale: Locale = currentLocale()): string {
  let format = counts.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    counts.set(locale, format);
  }
  return format.format(count);
}
