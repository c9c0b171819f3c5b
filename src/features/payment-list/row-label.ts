import type { Transaction } from '@/api/schemas';
import { statusLabel } from '@/api/statuses';
import { t } from '@/i18n';
import { formatDecimal } from '@/lib/decimal';
import { formatExactTime, type TimeZoneChoice } from '@/lib/format-time';
import { amountUnit } from '@/model/payments';

/** What Enter or a click on a row does, said once for every row (aria-describedby). */
export function rowHint(): string {
  return t('payment-list.rowHint');
}

/**
 * A row's accessible name, read when it gets focus: "120 USDT on TRON, Completed,
 * 2026-11-21 06:15:49 UTC" instead of every cell run together. Amounts stay out while
 * hidden; a time that is not epoch milliseconds is given as sent.
 */
export function rowLabel(
  record: Transaction,
  options: { timeZone: TimeZoneChoice; hideAmounts: boolean; prefix?: string | undefined },
): string {
  const symbol = record.paySymbol?.trim() ?? '';
  const hide = options.hideAmounts;
  const dated = record.timeKind === 'ms';
  // One message for the whole name: the selects pick how the payment and its time read.
  const label = t('payment-list.rowLabel', {
    payment: hide ? (symbol ? 'hidden' : 'hiddenUnknown') : 'shown',
    amount: hide ? '' : formatDecimal(record.amount),
    unit: hide ? '' : amountUnit(record),
    symbol,
    chain: record.chain,
    status: statusLabel(record.status),
    time: dated ? formatExactTime(record.updatedAt, options.timeZone) : String(record.updatedAt),
    timeKind: dated ? 'date' : 'odd',
  });
  return options.prefix
    ? t('payment-list.rowLabelPrefixed', { prefix: options.prefix, label })
    : label;
}
