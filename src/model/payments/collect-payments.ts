import type { RejectedRecord } from '@/api/schemas';
import { paymentKey, type Payment, type PaymentsPage } from './payment';

export interface RejectedOnPage extends RejectedRecord {
  /** Which page (1 = the first one loaded) held the unreadable payment. */
  page: number;
}

export interface LoadedPayments {
  /** Every payment once, in the order the pages gave them. */
  payments: Payment[];
  /** Records dropped because an identical copy (same chain, hash and content) was already loaded. */
  duplicates: number;
  /** Payments sent more than once with different content: every version is kept. */
  conflicts: { key: string; versions: number }[];
  rejected: RejectedOnPage[];
}

/** What the service sent, for comparing two copies of one payment. */
function contentOf(payment: Payment): string {
  return JSON.stringify(payment);
}

/**
 * The payments of the loaded pages as the dashboard shows and counts them: a payment the
 * service sent twice (same chain and hash, same content), within a page or across
 * pages, counts once; the same chain and hash with different content is kept in every
 * version and reported, since the dashboard cannot tell which one is right.
 */
export function collectPayments(pages: readonly PaymentsPage[]): LoadedPayments {
  const payments: Payment[] = [];
  const rejected: RejectedOnPage[] = [];
  // The first copy of each payment; its versions' contents only once a repeat needs them.
  const seen = new Map<string, { first: Payment; contents?: string[] }>();
  const conflicting = new Set<string>();
  let duplicates = 0;
  pages.forEach((page, pageIndex) => {
    for (const item of page.rejected) rejected.push({ ...item, page: pageIndex + 1 });
    for (const payment of page.records) {
      const key = paymentKey(payment);
      const entry = seen.get(key);
      if (!entry) {
        seen.set(key, { first: payment });
        payments.push(payment);
        continue;
      }
      entry.contents ??= [contentOf(entry.first)];
      const content = contentOf(payment);
      if (entry.contents.includes(content)) {
        duplicates += 1;
        continue;
      }
      entry.contents.push(content);
      conflicting.add(key);
      payments.push(payment);
    }
  });
  const conflicts = [...conflicting].map((key) => ({
    key,
    versions: seen.get(key)?.contents?.length ?? 0,
  }));
  return { payments, duplicates, conflicts, rejected };
}
