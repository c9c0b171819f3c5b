import { describe, expect, it } from 'vitest';
import { NO_PAY_SYMBOL, paySymbolLabel, summarizeTransactions } from './summary';
import { makeTransaction } from '@/testing/records';

describe('summarizeTransactions', () => {
  it('adds decimal amounts exactly: 0.1 + 0.2 is 0.3', () => {
    const summary = summarizeTransactions(
      [
        makeTransaction({ amount: '0.1', amountUsd: '0.10', fee: '0.01' }),
        makeTransaction({ amount: '0.2', amountUsd: '0.20', fee: '0.02' }),
      ],
      { hasMore: false },
    );
    expect(summary.completed.bySymbol).toEqual([
      { paySymbol: 'USDT', count: 2, amount: '0.3', fee: '0.03', amountUsd: '0.3' },
    ]);
    expect(summary.completed.amountUsd).toBe('0.3');
  });

  it('keeps every digit of 18-decimal sums', () => {
    const summary = summarizeTransactions(
      [
        makeTransaction({ paySymbol: 'ETH', amount: '0.000000000000000001', fee: '0' }),
        makeTransaction({ paySymbol: 'ETH', amount: '123456789.999999999999999999', fee: '0' }),
      ],
      { hasMore: false },
    );
    expect(summary.completed.bySymbol[0]?.amount).toBe('123456790');
    const more = summarizeTransactions(
      [
        makeTransaction({ paySymbol: 'ETH', amount: '0.015873015873015873' }),
        makeTransaction({ paySymbol: 'ETH', amount: '0.015873015873015874' }),
      ],
      { hasMore: false },
    );
    expect(more.completed.bySymbol[0]?.amount).toBe('0.031746031746031747');
  });

  it('sums only Completed records, per pay symbol, with a separate no-pay-symbol bucket', () => {
    const summary = summarizeTransactions(
      [
        makeTransaction({ paySymbol: 'USDT', amount: '10', amountUsd: '10.00', fee: '0.1' }),
        makeTransaction({ paySymbol: 'ETH', amount: '0.5', amountUsd: '1500.00', fee: '0.005' }),
        makeTransaction({ paySymbol: undefined, amount: '7', amountUsd: '7.00', fee: '0.07' }),
        makeTransaction({ paySymbol: 'USDT', amount: '99', amountUsd: '99.00', status: 'Pending' }),
        makeTransaction({ paySymbol: 'USDT', amount: '50', amountUsd: '50.00', status: 'Failed' }),
      ],
      { hasMore: true },
    );
    expect(summary.loaded).toBe(5);
    expect(summary.partial).toBe(true);
    expect(summary.completed.count).toBe(3);
    expect(summary.completed.amountUsd).toBe('1517');
    expect(summary.completed.bySymbol.map((row) => [row.paySymbol, row.amount, row.fee])).toEqual([
      ['ETH', '0.5', '0.005'],
      ['USDT', '10', '0.1'],
      [NO_PAY_SYMBOL, '7', '0.07'],
    ]);
    expect(paySymbolLabel(NO_PAY_SYMBOL)).toBe('No pay symbol');
    expect(summary.byStatus).toEqual([
      { status: 'Completed', count: 3 },
      { status: 'Pending', count: 1 },
      { status: 'Failed', count: 1 },
    ]);
  });

  it('counts by normalised chain, whatever the spelling', () => {
    const summary = summarizeTransactions(
      [
        makeTransaction({ chainName: 'ethereum', amountUsd: '1.00' }),
        makeTransaction({ chainName: 'ETH', amountUsd: '2.00' }),
        makeTransaction({ chainName: 'Ethereum', amountUsd: '3.00', status: 'Failed' }),
        makeTransaction({ chainName: 'solana', amountUsd: '10.00' }),
        makeTransaction({ chainName: 'tron', amountUsd: '0.50' }),
      ],
      { hasMore: false },
    );
    expect(summary.byChain).toEqual([
      { chain: 'ETH', count: 3 },
      { chain: 'SOL', count: 1 },
      { chain: 'TRON', count: 1 },
    ]);
    // Completed only, largest USD first.
    expect(summary.completed.usdByChain).toEqual([
      { chain: 'SOL', count: 1, amountUsd: '10' },
      { chain: 'ETH', count: 2, amountUsd: '3' },
      { chain: 'TRON', count: 1, amountUsd: '0.5' },
    ]);
  });

  it('is empty but valid with no records', () => {
    const summary = summarizeTransactions([], { hasMore: false });
    expect(summary.loaded).toBe(0);
    expect(summary.completed.amountUsd).toBe('0');
    expect(summary.completed.bySymbol).toEqual([]);
  });
});
