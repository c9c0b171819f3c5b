import { describe, expect, it } from 'vitest';
import type { TransactionsPage } from '@/api/schemas';
import { makeTransaction } from '@/testing/records';
import { transactionKey } from '@/api/schemas';
import { collectRecords } from './records';

const page = (
  records: TransactionsPage['records'],
  rejected: TransactionsPage['rejected'] = [],
) => ({
  next: null,
  current: 1,
  records,
  rejected,
});

describe('collectRecords', () => {
  it('keeps each payment once when the service sends an identical copy, within or across pages', () => {
    const a = makeTransaction({ hash: '0xa' });
    const b = makeTransaction({ hash: '0xb' });
    const c = makeTransaction({ hash: '0xc' });
    const result = collectRecords([page([a, b, { ...b }]), page([{ ...b }, c, { ...a }])]);
    expect(result.records.map(transactionKey)).toEqual(['ETH|0xa', 'ETH|0xb', 'ETH|0xc']);
    expect(result.duplicates).toBe(3);
    expect(result.conflicts).toEqual([]);
  });

  it('keeps every version of a payment sent with different details, and reports it', () => {
    const pending = makeTransaction({ hash: '0xa', status: 'Pending', amount: '1' });
    const completed = makeTransaction({ hash: '0xa', status: 'Completed', amount: '1' });
    const result = collectRecords([page([pending]), page([completed, { ...completed }])]);
    expect(result.records).toEqual([pending, completed]);
    expect(result.duplicates).toBe(1);
    expect(result.conflicts).toEqual([{ key: 'ETH|0xa', versions: 2 }]);
  });

  it('tells payments apart by chain and hash: the same hash on two chains is two payments', () => {
    const onEth = makeTransaction({ hash: '0xsame', chainName: 'ethereum' });
    const onTron = makeTransaction({ hash: '0xsame', chainName: 'tron' });
    const result = collectRecords([page([onEth, onTron])]);
    expect(result.records).toHaveLength(2);
    expect(result.duplicates).toBe(0);
  });

  it('a chain written two ways is one chain: the copy is recognised', () => {
    const a = makeTransaction({ hash: '0xa', chainName: 'ethereum' });
    const b = { ...makeTransaction({ hash: '0xa', chainName: 'ETH' }) };
    const result = collectRecords([page([a]), page([b])]);
    // Same payment (ETH|0xa), but the records differ in the chain name as sent.
    expect(result.records).toHaveLength(2);
    expect(result.conflicts).toEqual([{ key: 'ETH|0xa', versions: 2 }]);
  });

  it('lists unreadable records with the page that held them', () => {
    const result = collectRecords([
      page([makeTransaction()]),
      page([], [{ index: 3, reason: 'hash: Required', raw: { amount: '1' } }]),
    ]);
    expect(result.rejected).toEqual([
      { index: 3, reason: 'hash: Required', raw: { amount: '1' }, page: 2 },
    ]);
  });
});
