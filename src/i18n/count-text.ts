import { countTextArgument } from './count-text-argument';
import { numberSymbols, type Locale } from './locale';

// Only for a number that is not a safe whole one (none of the app's counts), made on first use.
const fractional = new Map<Locale, Intl.NumberFormat>();

/** A number as `Intl.NumberFormat(locale)` writes it: whole numbers by the language's symbols. */
export function formatWholeNumber(value: number, locale: Locale): string {
  // Beyond 2^53 Intl writes 17 significant digits, not the float's exact value: its job.
  if (!Number.isSafeInteger(value)) {
    let format = fractional.get(locale);
    if (!format) fractional.set(locale, (format = new Intl.NumberFormat(locale)));
    return format.format(value);
  }
  const digits = Math.abs(value).toFixed(0);
  const { group, groupsFourDigits } = numberSymbols(locale);
  const grouped =
    digits.length === 4 && !groupsFourDigits
      ? digits
      : digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped;
}

/** The values with each number's text beside it, for the `#` of plurals. */
export function withCountTexts<V extends Record<string, string | number>>(
  values: V | undefined,
  locale: Locale,
): Record<string, string | number> | undefined {
  // Many calls carry no number (t runs in every row): those are passed on as they are.
  let filled: Record<string, string | number> | undefined;
  for (const [name, value] of Object.entries(values ?? {})) {
    if (typeof value !== 'number') continue;
    filled ??= { ...values };
    filled[countTextArgument(name)] = formatWholeNumber(value, locale);
  }
  return filled ?? values;
}
