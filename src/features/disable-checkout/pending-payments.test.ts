import { describe, expect, it } from 'vitest';
import type { Payment } from '@/model/payments';
import { makePayment } from '@/testing/payments';
import { describePendingPayments, summarizePendingPayments } from './pending-payments';

const NOW = Date.UTC(2026, 10, 1, 12, 0, 0);

function payment(status: string, updatedAt: number): Payment {
  return makePayment({ checkoutCode: 'hoodie-drop', status, updatedAt });
}

describe('pending payments summary', () => {
  it('counts pending payments and the newest activity of the loaded payments, and says so', () => {
    const summary = summarizePendingPayments([
      payment('Completed', NOW - 60 * 60_000),
      payment('Pending', NOW - 5 * 60_000),
      payment('Pending', NOW - 30 * 60_000),
      payment('Failed', NOW - 2 * 60 * 60_000),
    ]);
    expect(summary).toEqual({ loaded: 4, pending: 2, lastActivityAt: NOW - 5 * 60_000 });
    expect(describePendingPayments(summary, NOW)).toBe(
      '2 pending payments, last activity 5 minutes ago (from the 4 loaded payments)',
    );
  });

  it('uses the singular for one', () => {
    const summary = summarizePendingPayments([payment('Pending', NOW - 3 * 24 * 3600_000)]);
    expect(describePendingPayments(summary, NOW)).toBe(
      '1 pending payment, last activity 3 days ago (from the 1 loaded payment)',
    );
  });

  it('says nothing is known when no payment is loaded', () => {
    const summary = summarizePendingPayments([]);
    expect(summary).toEqual({ loaded: 0, pending: 0, lastActivityAt: null });
    expect(describePendingPayments(summary, NOW)).toMatch(
      /No payments of this checkout are loaded/,
    );
  });
});
