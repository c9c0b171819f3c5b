import type { Payment } from '@/model/payments';
import { statusLabel } from '@/api/statuses';
import { t, tUnmemoized } from '@/i18n';
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
 * hidden; a time that is not epoch milliseconds is given as sent. The row keeps it
 * (`useMemo`) while it shows the same payment: nothing keeps it for every payment
 * scrolled past (20,000 names and their map, kept for the page's life, lengthened each
 * full collection of the heap).
 */
export function rowLabel(
  payment: Payment,
  options: { timeZone: TimeZoneChoice; hideAmounts: boolean; prefix?: string | undefined },
): string {
  const symbol = payment.paySymbol?.trim() ?? '';
  const hide = options.hideAmounts;
  const dated = payment.timeKind === 'ms';
  // One message for the whole name: the selects pick how the payment and its time read.
  const label = tUnmemoized('payment-list.rowLabel', {
    payment: hide ? (symbol ? 'hidden' : 'hiddenUnknown') : 'shown',
    amount: hide ? '' : formatDecimal(payment.amount),
    unit: hide ? '' : amountUnit(payment),
    symbol,
    chain: payment.chain,
    status: statusLabel(payment.status),
    time: dated ? formatExactTime(payment.updatedAt, options.timeZone) : String(payment.updatedAt),
    timeKind: dated ? 'date' : 'odd',
  });
  return options.prefix
    ? tUnmemoized('payment-list.rowLabelPrefixed', { prefix: options.prefix, label })
    : label;
}
