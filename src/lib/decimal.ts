import Big from 'big.js';

/**
 * Money is text. Amounts arrive as decimal strings and are only ever combined with
 * big.js, never with JavaScript numbers.
 */

// Decimal text as the API sends it: optional minus, digits, optional fraction.
export const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

export function isDecimalText(value: string): boolean {
  return DECIMAL_PATTERN.test(value);
}

// big.js defaults round division to 20 places; we only add and compare, which are exact.
Big.DP = 40;
Big.NE = -1e6; // never switch to exponential notation in toString
Big.PE = 1e6;

export function sumDecimals(values: Iterable<string>): string {
  let total = new Big(0);
  for (const value of values) total = total.plus(value);
  return total.toString();
}

export function addDecimal(a: string, b: string): string {
  return new Big(a).plus(b).toString();
}

export function subtractDecimal(a: string, b: string): string {
  return new Big(a).minus(b).toString();
}

export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  return new Big(a).cmp(b) as -1 | 0 | 1;
}

/** |a - b| <= tolerance, exactly. */
export function withinTolerance(a: string, b: string, tolerance: string): boolean {
  return new Big(a).minus(b).abs().lte(tolerance);
}

/**
 * Groups the integer part with thin separators for reading, keeping every digit of the
 * fraction. "1234567.000100" -> "1,234,567.000100". Pure string work: exact.
 */
export function formatDecimal(value: string): string {
  if (!isDecimalText(value)) return value;
  const negative = value.startsWith('-');
  const unsigned = negative ? value.slice(1) : value;
  const [intPart = '0', fraction] = unsigned.split('.');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** USD shown with at least two decimals, never rounded away. */
export function formatUsd(value: string): string {
  if (!isDecimalText(value)) return value;
  const [, fraction = ''] = value.split('.');
  const padded = fraction.length < 2 ? new Big(value).toFixed(2) : value;
  return `$${formatDecimal(padded)}`;
}
