import { describe, expect, it } from 'vitest';
import { admittedCheckouts, type LoadState } from './admission';

const codes = ['a', 'b', 'c', 'd', 'e'];

describe('admittedCheckouts', () => {
  it('admits the first three in pin order at the start', () => {
    expect([...admittedCheckouts(codes, new Map())]).toEqual(['a', 'b', 'c']);
  });

  it('admits the next one as soon as one has loaded (or failed)', () => {
    const states = new Map<string, LoadState>([
      ['a', 'settled'],
      ['b', 'loading'],
      ['c', 'loading'],
    ]);
    expect([...admittedCheckouts(codes, states)].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('never has more than the limit loading at once', () => {
    const states = new Map<string, LoadState>([
      ['d', 'loading'],
      ['e', 'loading'],
    ]);
    const admitted = admittedCheckouts(codes, states, 2);
    expect([...admitted].sort()).toEqual(['d', 'e']);
  });

  it('keeps checkouts that already have data (from the cache) admitted', () => {
    const states = new Map<string, LoadState>(codes.map((code) => [code, 'settled']));
    expect(admittedCheckouts(codes, states).size).toBe(5);
  });
});
