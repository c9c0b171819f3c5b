import type { Payment } from '@/model/payments';
import { t } from '@/i18n';
import { formatRelativeTime } from '@/lib/format-time';

export interface PendingPaymentsSummary {
  loaded: number;
  pending: number;
  /** Newest `updatedAt` of the loaded payments that read as a time, or null when none does. */
  lastActivityAt: number | null;
}

export function summarizePendingPayments(payments: readonly Payment[]): PendingPaymentsSummary {
  let pending = 0;
  let lastActivityAt: number | null = null;
  for (const payment of payments) {
    if (payment.status === 'Pending') pending += 1;
    // A time that does not read as epoch milliseconds says nothing about when.
    if (payment.timeKind !== 'ms') continue;
    if (lastActivityAt === null || payment.updatedAt > lastActivityAt) {
      lastActivityAt = payment.updatedAt;
    }
  }
  return { loaded: payments.length, pending, lastActivityAt };
}

/**
 * "2 pending payments, last activity 5 minutes ago (from the 37 loaded payments)".
 * Says where the figures come from: only the payments loaded so far are counted.
 */
export function describePendingPayments(summary: PendingPaymentsSummary, now = Date.now()): string {
  if (summary.loaded === 0 || summary.lastActivityAt === null) {
    return t('disable-checkout.pendingUnknown');
  }
  return t('disable-checkout.pendingSummary', {
    pending: summary.pending,
    last: formatRelativeTime(summary.lastActivityAt, now),
    loaded: summary.loaded,
  });
}
