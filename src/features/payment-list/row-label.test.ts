import { describe, expect, it } from 'vitest';
import { showIn } from '@/testing/language';
import { makePayment } from '@/testing/payments';
import { rowLabel } from './row-label';

const utc = { timeZone: 'utc' as const, hideAmounts: false };

const tronPayment = () =>
  makePayment({
    amount: '1200.5',
    paySymbol: 'USDT',
    chainName: 'tron',
    status: 'Completed',
    updatedAt: Date.UTC(2026, 10, 21, 6, 15, 49),
  });

describe('rowLabel', () => {
  it('reads a row as amount, chain, status and exact time', () => {
    const payment = tronPayment();
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

  it('reads a row again in another language, and again for each choice of what shows', () => {
    const payment = tronPayment();
    const english = rowLabel(payment, utc);
    showIn('de');
    const german = rowLabel(payment, utc);
    expect(german).not.toBe(english);
    expect(german).toContain('1.200,5 USDT');
    expect(rowLabel(payment, { ...utc, hideAmounts: true })).not.toContain('1.200,5');
    expect(rowLabel(payment, utc)).toBe(german);
  });
});
