import { describe, expect, it } from 'vitest';
import type { PaymentsPage } from './payment';
import { makePayment } from '@/testing/payments';
import { paymentKey } from './payment';
import { collectPayments } from './collect-payments';

const page = (payments: PaymentsPage['records'], rejected: PaymentsPage['rejected'] = []) => ({
  next: null,
  current: 1,
  records: payments,
  rejected,
});

describe('collectPayments', () => {
  it('keeps each payment once when the service sends an identical copy, within or across pages', () => {
    const a = makePayment({ hash: '0xa' });
    const b = makePayment({ hash: '0xb' });
    const c = makePayment({ hash: '0xc' });
    const result = collectPayments([page([a, b, { ...b }]), page([{ ...b }, c, { ...a }])]);
    expect(result.payments.map(paymentKey)).toEqual(['ETH|0xa', 'ETH|0xb', 'ETH|0xc']);
    expect(result.duplicates).toBe(3);
    expect(result.conflicts).toEqual([]);
  });

  it('keeps every version of a payment sent with different details, and reports it', () => {
    const pending = makePayment({ hash: '0xa', status: 'Pending', amount: '1' });
    const completed = makePayment({ hash: '0xa', status: 'Completed', amount: '1' });
    const result = collectPayments([page([pending]), page([completed, { ...completed }])]);
    expect(result.payments).toEqual([pending, completed]);
    expect(result.duplicates).toBe(1);
    expect(result.conflicts).toEqual([{ key: 'ETH|0xa', versions: 2 }]);
  });

  it('tells payments apart by chain and hash: the same hash on two chains is two payments', () => {
    const onEth = makePayment({ hash: '0xsame', chainName: 'ethereum' });
    const onTron = makePayment({ hash: '0xsame', chainName: 'tron' });
    const result = collectPayments([page([onEth, onTron])]);
    expect(result.payments).toHaveLength(2);
    expect(result.duplicates).toBe(0);
  });

  it('a chain written two ways is one chain: the copy is recognised', () => {
    const a = makePayment({ hash: '0xa', chainName: 'ethereum' });
    const b = { ...makePayment({ hash: '0xa', chainName: 'ETH' }) };
    const result = collectPayments([page([a]), page([b])]);
    // Same payment (ETH|0xa), but the payments differ in the chain name as sent.
    expect(result.payments).toHaveLength(2);
    expect(result.conflicts).toEqual([{ key: 'ETH|0xa', versions: 2 }]);
  });

  it('lists unreadable payments with the page that held them', () => {
    const result = collectPayments([
      page([makePayment()]),
      page([], [{ index: 3, reason: 'hash: Required', raw: { amount: '1' } }]),
    ]);
    expect(result.rejected).toEqual([
      { index: 3, reason: 'hash: Required', raw: { amount: '1' }, page: 2 },
    ]);
  });
});
