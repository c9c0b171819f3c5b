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
    // "10" > "2" numerically (not as text), and 1e-18 is the smallest.
    expect(run({ sort: 'amount', dir: 'asc' })).toEqual(['ccc', 'ddd', '0xaaa', '0xbbb']);
    expect(run({ sort: 'usd' })).toEqual(['ccc', '0xbbb', '0xaaa', 'ddd']);
  });

  it('does not change the input array', () => {
    const copy = records.slice();
    filterTransactions(records, { chains: [], statuses: [], query: '' }).reverse();
    expect(records).toEqual(copy);
  });
});
