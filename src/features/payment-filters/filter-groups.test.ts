import { describe, expect, it } from 'vitest';
import { keysOfGroups, sameFilterValues } from './filter-groups';

describe('keysOfGroups', () => {
  it('names every URL key of the groups asked for', () => {
    expect(keysOfGroups(['date', 'usd'])).toEqual(['date', 'from', 'to', 'usdMin', 'usdMax']);
    expect(keysOfGroups(['chain'])).toEqual(['chain']);
  });
});

describe('sameFilterValues', () => {
  it('compares lists by their items, not by their identity', () => {
    expect(
      sameFilterValues({ chain: ['ETH', 'TRON'] }, { chain: ['ETH', 'TRON'] }, ['chain']),
    ).toBe(true);
    expect(sameFilterValues({ chain: ['ETH', 'TRON'] }, { chain: ['ETH'] }, ['chain'])).toBe(false);
    expect(sameFilterValues({ chain: ['ETH'] }, { chain: ['TRON'] }, ['chain'])).toBe(false);
    expect(sameFilterValues({ chain: ['ETH'] }, {}, ['chain'])).toBe(false);
  });

  it('looks only at the keys it is given', () => {
    const keys = keysOfGroups(['date']);
    expect(
      sameFilterValues(
        { date: 'today', chain: ['ETH'], sort: 'usd' },
        { date: 'today', chain: ['TRON'], sort: 'time' },
        keys,
      ),
    ).toBe(true);
    expect(sameFilterValues({ from: '2026-11-01' }, { from: '2026-11-02' }, keys)).toBe(false);
    expect(sameFilterValues({ attention: 30 }, { attention: 30 }, ['attention'])).toBe(true);
  });
});
