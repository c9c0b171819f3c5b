import type { Transaction } from '@/api/schemas';
import { describeTimeKind, formatExactTime } from '@/lib/format-time';
import { safeHttpUrl } from '@/lib/safe-url';

/** One plain-text block a merchant can paste into a support ticket. Never the app ID. */
export function supportText(record: Transaction, checkoutCode: string): string {
  const link = safeHttpUrl(record.hashLink);
  return [
    `Checkout code: ${checkoutCode}`,
    `Chain: ${record.chain} (as sent: ${record.chainName})`,
    `Transaction hash: ${record.hash}`,
    `Explorer link: ${link ?? `${record.hashLink || '(none)'} (not a web link)`}`,
    `Amount: ${record.amount} ${record.paySymbol ?? '(no pay symbol)'}`,
    `USD value: ${record.amountUsd}`,
    `Status: ${record.status}`,
    ...(record.timeKind === 'ms'
      ? [
          `Time (UTC): ${formatExactTime(record.updatedAt, 'utc')}`,
          `Time (local): ${formatExactTime(record.updatedAt, 'local')}`,
        ]
      : [`Time as sent: ${record.updatedAt} (${describeTimeKind(record.timeKind)})`]),
  ].join('\n');
}
