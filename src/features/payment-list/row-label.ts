import type { Transaction } from '@/api/schemas';
import { formatDecimal } from '@/lib/decimal';
import { formatExactTime, type TimeZoneChoice } from '@/lib/format-time';
import { amountUnit } from '@/features/payment-records';

/** What Enter or a click on a row does, said once for every row (aria-describedby). */
export const ROW_HINT =
  'Enter or a click opens the payment details; arrow keys move between payments.';

/**
 * A row's accessible name, read when it gets focus: "120 USDT on TRON, Completed,
 * 2026-11-21 06:15:49 UTC" instead of every cell run together. Amounts stay out while
 * hidden; a time that is not epoch milliseconds is given as sent.
 */
export function rowLabel(
  record: Transaction,
  options: { timeZone: TimeZoneChoice; hideAmounts: boolean; prefix?: string | undefined },
): string {
  const symbol = record.paySymbol?.trim();
  const payment = options.hideAmounts
    ? `Payment${symbol ? ` in ${symbol}` : ' of an unknown token'}`
    : `${formatDecimal(record.amount)} ${amountUnit(record)}`;
  const time =
    record.timeKind === 'ms'
      ? formatExactTime(record.updatedAt, options.timeZone)
      : `time not readable as a date (${record.updatedAt})`;
  const label = `${payment} on ${record.chain}, ${record.status}, ${time}`;
  return options.prefix ? `${options.prefix}: ${label}` : label;
}
