import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/api/schemas';
import { makeTransaction } from '@/testing/records';
import { describePendingPayments, summarizePendingPayments } from './pending-payments';

const NOW = Date.UTC(2026, 10, 1, 12, 0, 0);

function record(status: string, updatedAt: number): Transaction {
  return makeTransaction({ checkoutCode: 'hoodie-drop', status, updatedAt });
}

describe('pending payments summary', () => {
  it('counts pending payments and the newest activity of the loaded records, and says so', () => {
    const summary = summarizePendingPayments([
      record('Completed', NOW - 60 * 60_000),
      record('Pending', NOW - 5 * 60_000),
      record('Pending', NOW - 30 * 60_000),
      record('Failed', NOW - 2 * 60 * 60_000),
    ]);
    expect(summary).toEqual({ loaded: 4, pending: 2, lastActivityAt: NOW - 5 * 60_000 });
    expect(describePendingPayments(summary, NOW)).toBe(
      '2 pending payments, last activity 5 minutes ago (from the 4 loaded payments)',
    );
  });

  it('uses the singular for one', () => {
    const summary = summarizePendingPayments([record('Pending', NOW - 3 * 24 * 3600_000)]);
    expect(describePendingPayments(summary, NOW)).toBe(
      '1 pending payment, last activity 3 days ago (from the 1 loaded payment)',
    );
  });

  it('says nothing is known when no record is loaded', () => {
    const summary = summarizePendingPayments([]);
    expect(summary).toEqual({ loaded: 0, pending: 0, lastActivityAt: null });
    expect(describePendingPayments(summary, NOW)).toMatch(
      /No payments of this checkout are loaded/,
    );
  });
});
