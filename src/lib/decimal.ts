import Big from 'big.js';
import { currentLocale, numberSymbols, type Locale } from '@/i18n';
import { isDecimalText } from './decimal-text';

/**
 * Money is text. Amounts arrive as decimal strings and are only ever combined with
 * big.js, never with JavaScript numbers.
 */

// big.js defaults round division to 20 places; we only add and compare, which are exact.
Big.DP = 40;
Big.NE = -1e6; // never switch to exponential notation in toString
Big.PE = 1e6;

/** Decimal text as an integer count of 10^-scale units: "-1.25" is { units: -125n, scale: 2 }. */
interface Scaled {
  units: bigint;
  scale: number;
}

function toScaled(value: string): Scaled {
  if (!isDecimalText(value)) throw new Error(`Not a decimal: ${value}`);
  const negative = value.startsWith('-');
  const [int = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const units = BigInt(int + fraction);
  return { units: negative ? -units : units, scale: fraction.length };
}

/** Plain decimal text, as big.js writes it: no trailing fraction zeros, no "-0". */
function fromScaled({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  const text = fraction ? `${int}.${fraction}` : int;
  return negative && text !== '0' ? `-${text}` : text;
}

const powersOfTen: bigint[] = [1n];
function powerOfTen(exponent: number): bigint {
  for (let next = powersOfTen.length; next <= exponent; next++)
    powersOfTen.push(powersOfTen[next - 1]! * 10n);
  return powersOfTen[exponent]!;
}

/** Adds `value` into `total` in place, at the larger of the two scales: exact. */
function addScaled(total: Scaled, value: Scaled): void {
  if (value.scale > total.scale) {
    total.units *= powerOfTen(value.scale - total.scale);
    total.scale = value.scale;
  }
  total.units +=
    value.scale === total.scale ? value.units : value.units * powerOfTen(total.scale - value.scale);
}

/**
 * Exact sum of decimal strings. On scaled BigInts rather than big.js: exact at any size,
 * and big.js re-reads its argument on every `plus`, which totals over 20,000 payments feel.
 */
export function sumDecimals(values: Iterable<string>): string {
  const total: Scaled = { units: 0n, scale: 0 };
  for (const value of values) addScaled(total, toScaled(value));
  return fromScaled(total);
}

/**
 * Exact sums of several decimal fields of many objects, each object's values parsed once
 * and kept while the object lives: the Summary re-sums up to 20,000 payments on every
 * filter change. `pick` gives the fields in a fixed order.
 */
export function decimalSums<T extends object>(
  pick: (item: T) => readonly string[],
): (items: Iterable<T>, fields: number) => string[] {
  const parsed = new WeakMap<T, Scaled[]>();
  return (items, fields) => {
    const totals: Scaled[] = Array.from({ length: fields }, () => ({ units: 0n, scale: 0 }));
    for (const item of items) {
      let values = parsed.get(item);
      if (!values) {
        values = pick(item).map(toScaled);
        parsed.set(item, values);
      }
      for (let index = 0; index < fields; index++) {
        const value = values[index];
        if (value) addScaled(totals[index]!, value);
      }
    }
    return totals.map(fromScaled);
  };
}

export function subtractDecimal(a: string, b: string): string {
  return new Big(a).minus(b).toString();
}

/**
 * Groups the whole part and writes the decimal point as the current language does,
 * keeping every digit of the fraction: "1234567.000100" is "1,234,567.000100" in English
 * and "1.234.567,000100" in German. Pure string work: exact.
 */
export function formatDecimal(value: string, locale: Locale = currentLocale()): string {
  if (!isDecimalText(value)) return value;
  const { group, decimal, groupsFourDigits } = numberSymbols(locale);
  const negative = value.startsWith('-');
  const unsigned = negative ? value.slice(1) : value;
  const [intPart = '0', fraction] = unsigned.split('.');
  const grouped =
    intPart.length === 4 && !groupsFourDigits
      ? intPart
      : intPart.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? '-' : ''}${grouped}${fraction !== undefined ? `${decimal}${fraction}` : ''}`;
}

/**
 * A decimal as shown, split on its point: "1,234" and ".5678" ("" when there is none);
 * the point is the language's ("1.234" and ",5678" in German).
 */
export function decimalParts(text: string): { whole: string; fraction: string } {
  const shown = formatDecimal(text);
  if (!isDecimalText(text)) return { whole: shown, fraction: '' };
  const point = shown.indexOf(numberSymbols().decimal);
  return point === -1
    ? { whole: shown, fraction: '' }
    : { whole: shown.slice(0, point), fraction: shown.slice(point) };
}

/**
 * USD shown with at least two decimals, never rounded away, in the language's pattern:
 * "$1,234.50", "1.234,50 $", "1234,50 US$".
 */
export function formatUsd(value: string, locale: Locale = currentLocale()): string {
  if (!isDecimalText(value)) return value;
  const [, fraction = ''] = value.split('.');
  const padded = fraction.length < 2 ? new Big(value).toFixed(2) : value;
  const { usdPrefix, usdSuffix } = numberSymbols(locale);
  return `${usdPrefix}${formatDecimal(padded, locale)}${usdSuffix}`;
}

/**
 * A decimal typed by a person, read as the language writes numbers ("0,5" or "1.234,5"
 * in German, "1,234.5" in English), as the canonical text the API uses ("1234.5"), or
 * null when it is not a number. The other common form is read too where it cannot be
 * mistaken ("0.5" typed in German has no grouping to mean), so a pasted API amount works.
 */
export function parseTypedDecimal(text: string, locale: Locale = currentLocale()): string | null {
  const { group, decimal } = numberSymbols(locale);
  const compact = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (compact === '') return null;
  const sign = compact.startsWith('-') ? '-' : '';
  const unsigned = sign ? compact.slice(1) : compact;
  const read = (groupMark: string, pointMark: string): string | null => {
    const [whole = '', fraction, extra] = unsigned.split(pointMark);
    if (extra !== undefined) return null;
    const groups = whole.split(groupMark);
    const wellGrouped =
      groups.length === 1 ||
      (/^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((part) => /^\d{3}$/.test(part)));
    if (!wellGrouped) return null;
    const canonical = `${sign}${groups.join('')}${fraction !== undefined ? `.${fraction}` : ''}`;
    return isDecimalText(canonical) ? canonical : null;
  };
  const asLocale = read(group === '.' || group === ',' ? group : '\u0000', decimal);
  if (asLocale !== null) return asLocale;
  // The other convention, when the language's own reading fails ("0.5" in German).
  return decimal === ',' ? read(',', '.') : read('.', ',');
}

/** A canonical decimal as a person of this language types it: "0.5" is "0,5" in German. */
export function typedDecimal(value: string, locale: Locale = currentLocale()): string {
  return isDecimalText(value) ? value.replace('.', numberSymbols(locale).decimal) : value;
}

function compareMagnitude(
  a: { int: string; fraction: string },
  b: { int: string; fraction: string },
): -1 | 0 | 1 {
  if (a.int.length !== b.int.length) return a.int.length < b.int.length ? -1 : 1;
  if (a.int !== b.int) return a.int < b.int ? -1 : 1;
  // Fractions without trailing zeros compare as text: "25" < "5" as 0.25 < 0.5, and a
  // prefix is the smaller ("12" < "123").
  if (a.fraction === b.fraction) return 0;
  return a.fraction < b.fraction ? -1 : 1;
}

/**
 * Exact comparison of two decimal strings, without big.js objects. Text that is not a
 * decimal sorts before every number (and equal to itself). Sorting 20,000 rows makes
 * ~300,000 comparisons: a sort reads each value once (`decimalKey`) and compares keys.
 */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  return compareDecimalKeys(decimalKey(a), decimalKey(b));
}

/** A decimal text read once, for comparing it many times (see `compareDecimalKeys`). */
export interface DecimalKey {
  valid: boolean;
  negative: boolean;
  int: string;
  fraction: string;
}

/** Reads a decimal text for `compareDecimalKeys`: a sort reads each value once. */
export function decimalKey(value: string): DecimalKey {
  if (!isDecimalText(value)) return { valid: false, negative: false, int: '', fraction: '' };
  // One pass over the characters, no regular expressions or arrays: a sort by amount
  // reads 20,000 of these. The whole part without leading zeros ("007" is "7", "000"
  // is "0"), the fraction without trailing ones ("1.500" is "1.5").
  const negative = value.charCodeAt(0) === MINUS;
  const dot = value.indexOf('.');
  const intEnd = dot === -1 ? value.length : dot;
  let intStart = negative ? 1 : 0;
  while (intStart < intEnd - 1 && value.charCodeAt(intStart) === ZERO) intStart++;
  let fractionEnd = value.length;
  if (dot !== -1)
    while (fractionEnd > dot + 1 && value.charCodeAt(fractionEnd - 1) === ZERO) fractionEnd--;
  const int = value.slice(intStart, intEnd);
  const fraction = dot === -1 ? '' : value.slice(dot + 1, fractionEnd);
  // "-0" and "-0.00" are zero, which has no sign.
  const zero = int === '0' && fraction === '';
  return { valid: true, negative: negative && !zero, int, fraction };
}

const MINUS = 45; // '-'
const ZERO = 48; // '0'

/** `compareDecimals` of two values read by `decimalKey`: no parsing per comparison. */
export function compareDecimalKeys(left: DecimalKey, right: DecimalKey): -1 | 0 | 1 {
  if (!left.valid || !right.valid) return left.valid === right.valid ? 0 : left.valid ? 1 : -1;
  if (left.negative !== right.negative) return left.negative ? -1 : 1;
  return signed(compareMagnitude(left, right), left.negative);
}

/**
 * Compares many decimal strings with one fixed decimal (a filter's bound), splitting
 * the bound once instead of on every call: `against("10")("9.5")` is -1. Same order
 * as `compareDecimals(value, bound)`.
 */
export function compareWithDecimal(bound: string): (value: string) => -1 | 0 | 1 {
  const right = decimalKey(bound);
  return (value) => compareDecimalKeys(decimalKey(value), right);
}

/** A magnitude order given the shared sign; never -0, which `Object.is` tells from 0. */
function signed(magnitude: -1 | 0 | 1, negative: boolean): -1 | 0 | 1 {
  return negative && magnitude !== 0 ? (-magnitude as -1 | 1) : magnitude;
}

/**
 * `part / total` as a fraction in [0, 1] for drawing a bar: the only place a decimal
 * becomes a JavaScript number, and only for a width on screen, never for money shown.
 */
export function shareOfTotal(part: string, total: string): number {
  if (!isDecimalText(part) || !isDecimalText(total)) return 0;
  const whole = new Big(total);
  if (whole.lte(0)) return 0;
  const share = Number(new Big(part).div(whole).toFixed(6));
  return Math.min(1, Math.max(0, share));
}

/** `value * factor` exactly (factor as decimal text, e.g. "0.01" for 1 %). */
export function multiplyDecimal(value: string, factor: string): string {
  return new Big(value).times(factor).toString();
}
