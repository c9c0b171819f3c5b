import { describe, expect, it } from 'vitest';
import { makePayment } from '@/testing/payments';
import { summarizeKeyFigures, summarizePayments } from './summary';
import { tokenLabel } from '@/model/payments';

const byToken = (payments: Parameters<typeof summarizePayments>[0]) =>
  summarizePayments(payments).completed.byToken.map((row) => [
    tokenLabel(row.token),
    row.count,
    row.amount,
    row.fee,
    row.amountUsd,
  ]);

describe('summarizePayments', () => {
  it('adds decimal amounts exactly: 0.1 + 0.2 is 0.3', () => {
    const summary = summarizePayments([
      makePayment({ hash: 'a', amount: '0.1', amountUsd: '0.10', fee: '0.01' }),
      makePayment({ hash: 'b', amount: '0.2', amountUsd: '0.20', fee: '0.02' }),
    ]);
    expect(summary.completed.byToken).toEqual([
      {
        token: { chain: 'ETH', paySymbol: 'USDT' },
        count: 2,
        amount: '0.3',
        fee: '0.03',
        amountUsd: '0.3',
      },
    ]);
    expect(summary.completed.amountUsd).toBe('0.3');
  });

  it('keeps every digit of 18-decimal sums', () => {
    const summary = summarizePayments([
      makePayment({ hash: 'a', paySymbol: 'ETH', amount: '0.000000000000000001', fee: '0' }),
      makePayment({
        hash: 'b',
        paySymbol: 'ETH',
        amount: '123456789.999999999999999999',
        fee: '0',
      }),
    ]);
    expect(summary.completed.byToken[0]?.amount).toBe('123456790');
  });

  it('never adds amounts of different tokens: a token is a chain plus a pay symbol', () => {
    const payments = [
      makePayment({ hash: '1', chainName: 'tron', paySymbol: 'USDT', amount: '10', fee: '1' }),
      makePayment({ hash: '2', chainName: 'tron', paySymbol: 'USDT', amount: '5', fee: '1' }),
      makePayment({ hash: '3', chainName: 'ethereum', paySymbol: 'USDT', amount: '7' }),
      makePayment({ hash: '4', chainName: 'solana', paySymbol: 'USDT', amount: '3' }),
      // No pay symbol: an unknown token per chain, counted, USD added, amounts never.
      makePayment({ hash: '5', chainName: 'ethereum', paySymbol: undefined, amount: '0.5' }),
      makePayment({ hash: '6', chainName: 'tron', paySymbol: undefined, amount: '529' }),
      makePayment({ hash: '7', chainName: 'tron', paySymbol: undefined, amount: '1' }),
      // Not Completed: not in the totals.
      makePayment({ hash: '8', chainName: 'tron', paySymbol: 'USDT', status: 'Pending' }),
    ];
    expect(byToken(payments)).toEqual([
      ['USDT (Ethereum)', 1, '7', '0.25', '25'],
      ['unknown token (Ethereum)', 1, null, null, '25'],
      ['USDT (TRON)', 2, '15', '2', '50'],
      ['unknown token (TRON)', 2, null, null, '50'],
      ['USDT (Solana)', 1, '3', '0.25', '25'],
    ]);
    // USD is one unit: it may be added across tokens.
    expect(summarizePayments(payments).completed.amountUsd).toBe('175');
  });

  it('counts by status (known first, in order) and by normalised chain', () => {
    const summary = summarizePayments([
      makePayment({ hash: '1', chainName: 'ethereum', amountUsd: '1.00' }),
      makePayment({ hash: '2', chainName: 'ETH', amountUsd: '2.00' }),
      makePayment({ hash: '3', chainName: 'Ethereum', amountUsd: '3.00', status: 'Failed' }),
      makePayment({ hash: '4', chainName: 'solana', amountUsd: '10.00' }),
      makePayment({ hash: '5', chainName: 'tron', amountUsd: '0.50', status: 'Refunded' }),
      makePayment({ hash: '6', chainName: 'tron', amountUsd: '0.50', status: 'PENDING' }),
    ]);
    expect(summary.byStatus).toEqual([
      { status: 'Completed', count: 3 },
      { status: 'Pending', count: 1 },
      { status: 'Failed', count: 1 },
      { status: 'Refunded', count: 1 },
    ]);
    expect(summary.byChain).toEqual([
      { chain: 'ETH', count: 3 },
      { chain: 'TRON', count: 2 },
      { chain: 'SOL', count: 1 },
    ]);
    // Completed only, largest USD first.
    expect(summary.completed.usdByChain).toEqual([
      { chain: 'SOL', count: 1, amountUsd: '10' },
      { chain: 'ETH', count: 2, amountUsd: '3' },
    ]);
  });

  it('is empty but valid with no records', () => {
    const summary = summarizePayments([]);
    expect(summary.count).toBe(0);
    expect(summary.completed.amountUsd).toBe('0');
    expect(summary.completed.byToken).toEqual([]);
  });
});

describe('summarizeKeyFigures', () => {
  it('says what the full summary says of statuses and Completed payments, across tokens', () => {
    const payments = [
      makePayment({ hash: 'a', paySymbol: 'USDT', amountUsd: '10.10' }),
      makePayment({ hash: 'b', chainName: 'TRON', paySymbol: 'USDT', amountUsd: '0.005' }),
      makePayment({ hash: 'c', paySymbol: undefined, amountUsd: '7.25' }),
      makePayment({ hash: 'd', status: 'Failed', amountUsd: '99.99' }),
      makePayment({ hash: 'e', status: 'Pending', amountUsd: '1.00' }),
      makePayment({ hash: 'f', status: 'Weird', amountUsd: '2.00' }),
    ];
    const full = summarizePayments(payments);
    const key = summarizeKeyFigures(payments);
    expect(key).toEqual({
      count: full.count,
      byStatus: full.byStatus,
      completed: { count: full.completed.count, amountUsd: full.completed.amountUsd },
    });
    // Failed, Pending and unknown statuses add nothing; the unknown token's USD does.
    expect(key.completed).toEqual({ count: 3, amountUsd: '17.355' });
    expect(summarizeKeyFigures([])).toEqual({
      count: 0,
      byStatus: [],
      completed: { count: 0, amountUsd: '0' },
    });
  });

  it('works a list out once: the same list gives the same figures, another list its own', () => {
    const payments = [makePayment({ hash: 'a', amountUsd: '1.10' })];
    const first = summarizeKeyFigures(payments);
    expect(summarizeKeyFigures(payments)).toBe(first);
    const other = [...payments, makePayment({ hash: 'b', amountUsd: '2.20' })];
    expect(summarizeKeyFigures(other).completed).toEqual({ count: 2, amountUsd: '3.3' });
    expect(summarizeKeyFigures(payments)).toBe(first);
  });
});
