import { describe, expect, it } from 'vitest';
import { makePayment } from '@/testing/payments';
import { rowLabel } from './row-label';

const utc = { timeZone: 'utc' as const, hideAmounts: false };

describe('rowLabel', () => {
  it('reads a row as amount, chain, status and exact time', () => {
    const payment = makePayment({
      amount: '1200.5',
      paySymbol: 'USDT',
      chainName: 'tron',
      status: 'Completed',
      updatedAt: Date.UTC(2026, 10, 21, 6, 15, 49),
    });
    expect(rowLabel(payment, utc)).toBe('1,200.5 USDT on TRON, Completed, 2026-11-21 06:15:49 UTC');
    expect(rowLabel(payment, { ...utc, prefix: 'Live desk' })).toBe(
      'Live desk: 1,200.5 USDT on TRON, Completed, 2026-11-21 06:15:49 UTC',
    );
  });

  it('leaves amounts out while they are hidden, and says a missing symbol and an odd time', () => {
    const payment = makePayment({ paySymbol: undefined, updatedAt: 1_763_705_749 });
    expect(rowLabel(payment, { ...utc, hideAmounts: true })).toBe(
      'Payment of an unknown token on ETH, Completed, time not readable as a date (1763705749)',
    );
    expect(rowLabel(payment, utc)).toBe(
      '25 unknown token on ETH, Completed, time not readable as a date (1763705749)',
    );
  });
});
