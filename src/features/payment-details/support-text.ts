import type { Transaction } from '@/api/schemas';
import { describeTimeKind, formatExactTime } from '@/lib/format-time';
import { safeHttpUrl } from '@/lib/safe-url';
import { amountUnit } from '@/features/payment-records';

/** One plain-text block a merchant can paste into a support ticket. Never the app ID. */
export function supportText(record: Transaction, checkoutCode: string): string {
  const link = safeHttpUrl(record.hashLink);
  return [
    `Checkout code: ${checkoutCode}`,
    `Chain: ${record.chain} (the service wrote "${record.chainName}")`,
    `Transaction hash: ${record.hash}`,
    `Explorer link: ${link ?? `${record.hashLink || '(none)'} (not a web link)`}`,
    `Amount: ${record.amount} ${amountUnit(record)}`,
    `USD value: ${record.amountUsd}`,
    `Status: ${record.status}`,
    ...(record.timeKind === 'ms'
      ? [
          `Time (UTC): ${formatExactTime(record.updatedAt, 'utc')}`,
          `Time (local): ${formatExactTime(record.updatedAt, 'local')}`,
        ]
      : [`Time (unchanged): ${record.updatedAt} (${describeTimeKind(record.timeKind)})`]),
  ].join('\n');
}
