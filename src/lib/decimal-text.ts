/**
 * Decimal text as the API sends it: optional minus, digits, optional fraction. Apart
 * from src/lib/decimal.ts (big.js and its settings), so the response schemas check
 * amounts without bringing the arithmetic to pages that never add one up (the
 * currency catalogues).
 */
export const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

export function isDecimalText(value: string): boolean {
  return DECIMAL_PATTERN.test(value);
}
