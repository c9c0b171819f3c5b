import type { Transaction } from '@/api/schemas';
import { t } from '@/i18n';
import { describeTimeKind, formatExactTime } from '@/lib/format-time';
import { safeHttpUrl } from '@/lib/safe-url';
import { amountUnit } from '@/model/payments';

/**
 * One plain-text block a merchant can paste into a support ticket. Never the app ID.
 * The labels are in the user's language; the values are exact, as the service sent them
 * (amounts unformatted, the status as sent).
 */
export function supportText(record: Transaction, checkoutCode: string): string {
  const link = safeHttpUrl(record.hashLink);
  return [
    t('payment-details.supportCheckoutCode', { code: checkoutCode }),
    t('payment-details.supportChain', { chain: record.chain, sent: record.chainName }),
    t('payment-details.supportHash', { hash: record.hash }),
    link
      ? t('payment-details.supportExplorerLink', { link })
      : t('payment-details.supportNotWebLink', {
          link: record.hashLink || t('payment-details.supportNone'),
        }),
    t('payment-details.supportAmount', { amount: record.amount, unit: amountUnit(record) }),
    t('payment-details.supportUsdValue', { value: record.amountUsd }),
    t('payment-details.supportStatus', { status: record.status }),
    ...(record.timeKind === 'ms'
      ? [
          t('payment-details.supportTimeUtc', { time: formatExactTime(record.updatedAt, 'utc') }),
          t('payment-details.supportTimeLocal', {
            time: formatExactTime(record.updatedAt, 'local'),
          }),
        ]
      : [
          t('payment-details.supportTimeUnchanged', {
            value: String(record.updatedAt),
            reason: describeTimeKind(record.timeKind) ?? '',
          }),
        ]),
  ].join('\n');
}
