import type { Payment } from '@/model/payments';
import { t } from '@/i18n';
import { describeTimeKind, formatExactTime } from '@/lib/format-time';
import { safeHttpUrl } from '@/lib/safe-url';
import { amountUnit } from '@/model/payments';

/**
 * One plain-text block a merchant can paste into a support ticket. Never the app ID.
 * The labels are in the user's language; the values are exact, as the service sent them
 * (amounts unformatted, the status as sent).
 */
export function supportText(payment: Payment, checkoutCode: string): string {
  const link = safeHttpUrl(payment.hashLink);
  return [
    t('payment-details.supportCheckoutCode', { code: checkoutCode }),
    t('payment-details.supportChain', { chain: payment.chain, sent: payment.chainName }),
    t('payment-details.supportHash', { hash: payment.hash }),
    link
      ? t('payment-details.supportExplorerLink', { link })
      : t('payment-details.supportNotWebLink', {
          link: payment.hashLink || t('payment-details.supportNone'),
        }),
    t('payment-details.supportAmount', { amount: payment.amount, unit: amountUnit(payment) }),
    t('payment-details.supportUsdValue', { value: payment.amountUsd }),
    t('payment-details.supportStatus', { status: payment.status }),
    ...(payment.timeKind === 'ms'
      ? [
          t('payment-details.supportTimeUtc', { time: formatExactTime(payment.updatedAt, 'utc') }),
          t('payment-details.supportTimeLocal', {
            time: formatExactTime(payment.updatedAt, 'local'),
          }),
        ]
      : [
          t('payment-details.supportTimeUnchanged', {
            value: String(payment.updatedAt),
            reason: describeTimeKind(payment.timeKind) ?? '',
          }),
        ]),
  ].join('\n');
}
