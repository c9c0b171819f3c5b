import { describe, expect, it } from 'vitest';
import { chainsPresent, filterTransactions, sortTransactions } from './filter-sort';
import { effectiveSearch, parseCheckoutSearch } from './search-schema';
import { makeTransaction } from '@/testing/records';

const records = [
  makeTransaction({
    hash: '0xaaa',
    chainName: 'ethereum',
    status: 'Completed',
    amount: '2',
    amountUsd: '9.99',
    updatedAt: 3,
  }),
  makeTransaction({
    hash: '0xbbb',
    chainName: 'ETH',
    status: 'Pending',
    amount: '10',
    amountUsd: '10.00',
    updatedAt: 1,
  }),
  makeTransaction({
    hash: 'ccc',
    chainName: 'solana',
    status: 'Completed',
    amount: '0.000000000000000001',
    amountUsd: '100.00',
    updatedAt: 2,
  }),
  makeTransaction({
    hash: 'ddd',
    chainName: 'TRON',
    status: 'Failed',
    from: 'TPayerXYZ',
    to: [{ address: 'TMerchantQQQ', amount: '1' }],
    amount: '1.5',
    amountUsd: '1.50',
    updatedAt: 4,
  }),
];

function run(search: Record<string, unknown>) {
  const effective = effectiveSearch(parseCheckoutSearch(search));
  return sortTransactions(
    filterTransactions(records, effective),
    effective.sort,
    effective.dir,
  ).map((record) => record.hash);
}

describe('filtering and sorting the loaded transactions', () => {
  it('lists the normalised chains present', () => {
    expect(chainsPresent(records)).toEqual(['ETH', 'SOL', 'TRON']);
  });

  it('filters by chain through normalisation: "ethereum" in the URL matches ETH and ethereum records', () => {
    expect(run({ chain: ['ethereum'] }).sort()).toEqual(['0xaaa', '0xbbb']);
    expect(run({ chain: ['SOL', 'tron'] }).sort()).toEqual(['ccc', 'ddd']);
  });

  it('filters by status and combines filters with AND', () => {
    expect(run({ status: ['Completed'] }).sort()).toEqual(['0xaaa', 'ccc']);
    expect(run({ status: ['Completed'], chain: ['ETH'] })).toEqual(['0xaaa']);
  });

  it('searches hash, payer and recipient addresses, case-insensitively', () => {
    expect(run({ q: '0XBB' })).toEqual(['0xbbb']);
    expect(run({ q: 'tpayer' })).toEqual(['ddd']);
    expect(run({ q: 'merchantqqq' })).toEqual(['ddd']);
    expect(run({ q: 'nothing-like-this' })).toEqual([]);
  });

  it('sorts by time (newest first by default), by exact amount and by USD', () => {
    expect(run({})).toEqual(['ddd', '0xaaa', 'ccc', '0xbbb']);
    expect(run({ dir: 'asc' })).toEqual(['0xbbb', 'ccc', '0xaaa', 'ddd']);
    // Amounts compare only within a token (chain + pay symbol): grouped by token in the
    // fixed token order, "10" after "2" numerically (not as text) inside a group.
    expect(run({ sort: 'amount', dir: 'asc' })).toEqual(['0xaaa', '0xbbb', 'ddd', 'ccc']);
    expect(run({ sort: 'amount', dir: 'desc' })).toEqual(['0xbbb', '0xaaa', 'ddd', 'ccc']);
    expect(run({ sort: 'usd' })).toEqual(['ccc', '0xbbb', '0xaaa', 'ddd']);
  });

  it('never orders 529 TRX above 122.448 ETH: amounts of different tokens are not compared', () => {
    const mixed = [
      makeTransaction({ hash: 'usdc', chainName: 'ethereum', paySymbol: 'USDC', amount: '120.10' }),
      makeTransaction({ hash: 'trx', chainName: 'tron', paySymbol: 'TRX', amount: '529' }),
      makeTransaction({
        hash: 'eth',
        chainName: 'ethereum',
        paySymbol: undefined,
        amount: '122.448',
      }),
      makeTransaction({ hash: 'usdc2', chainName: 'ethereum', paySymbol: 'USDC', amount: '5' }),
    ];
    const sorted = sortTransactions(mixed.slice(), 'amount', 'desc').map((record) => record.hash);
    expect(sorted).toEqual(['usdc', 'usdc2', 'eth', 'trx']);
  });

  it('matches statuses in any casing, shown in their canonical spelling', () => {
    const cased = [
      makeTransaction({ hash: '1', status: 'completed' }),
      makeTransaction({ hash: '2', status: 'PENDING' }),
      makeTransaction({ hash: '3', status: ' Completed ' }),
      makeTransaction({ hash: '4', status: 'Refunded' }),
    ];
    expect(cased.map((record) => record.status)).toEqual([
      'Completed',
      'Pending',
      'Completed',
      'Refunded',
    ]);
    expect(cased.map((record) => record.sentStatus)).toEqual([
      'completed',
      'PENDING',
      ' Completed ',
      'Refunded',
    ]);
    const completed = filterTransactions(cased, {
      chains: [],
      statuses: ['Completed'],
      query: '',
    }).map((record) => record.hash);
    expect(completed).toEqual(['1', '3']);
  });

  it('does not change the input array', () => {
    const copy = records.slice();
    filterTransactions(records, { chains: [], statuses: [], query: '' }).reverse();
    expect(records).toEqual(copy);
  });
});
