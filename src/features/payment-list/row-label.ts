import type { Payment } from '@/model/payments';
import { statusLabel } from '@/api/statuses';
import { currentLocale, t } from '@/i18n';
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
  payment: Payment,
  options: { timeZone: TimeZoneChoice; hideAmounts: boolean; prefix?: string | undefined },
): string {
  const key = `${currentLocale()} ${options.timeZone} ${options.hideAmounts} ${options.prefix ?? ''}`;
  const known = labels.get(payment);
  if (known?.key === key) return known.label;
  const label = writeRowLabel(payment, options);
  labels.set(payment, { key, label });
  return label;
}

/**
 * Each record's name as last written, and for what: a row writes its name on every
 * render (a scrolled row, a filter change), and writing it formats the amount and the
 * time. Records are never changed in place: a new record is a new key.
 */
const labels = new WeakMap<Payment, { key: string; label: string }>();

function writeRowLabel(
  payment: Payment,
  options: { timeZone: TimeZoneChoice; hideAmounts: boolean; prefix?: string | undefined },
): string {
  const symbol = payment.paySymbol?.trim() ?? '';
  const hide = options.hideAmounts;
  const dated = payment.timeKind === 'ms';
  // One message for the whole name: the selects pick how the payment and its time read.
  const label = t('payment-list.rowLabel', {
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
    ? t('payment-list.rowLabelPrefixed', { prefix: options.prefix, label })
    : label;
}
