import { describe, expect, it } from 'vitest';
import { chainsFromSearch, parseCryptoSearch, parseFiatSearch } from './search-params';

describe('parseCryptoSearch', () => {
  it('leaves defaults out', () => {
    expect(parseCryptoSearch({})).toEqual({});
  });

  it('keeps known chains in the spec spelling and order, dropping unknown ones', () => {
    expect(parseCryptoSearch({ chains: 'tron,eth,SOL,eth' }).chains).toBe('ETH,TRON');
    expect(parseCryptoSearch({ chains: ['polygon', 'nope'] }).chains).toBe('Polygon');
    expect(parseCryptoSearch({ chains: 'nope' }).chains).toBeUndefined();
    expect(parseCryptoSearch({ chains: 42 }).chains).toBeUndefined();
  });

  it('keeps the search text, also when the router parsed it as a number', () => {
    expect(parseCryptoSearch({ q: 'usdt' }).q).toBe('usdt');
    expect(parseCryptoSearch({ q: 1001 }).q).toBe('1001');
    expect(parseCryptoSearch({ q: '  ' }).q).toBeUndefined();
    expect(parseCryptoSearch({ q: { x: 1 } }).q).toBeUndefined();
  });

  it('accepts the by-chain view; list (the default) and junk are left out', () => {
    expect(parseCryptoSearch({ view: 'by-chain' }).view).toBe('by-chain');
    expect(parseCryptoSearch({ view: 'list' }).view).toBeUndefined();
    expect(parseCryptoSearch({ view: 'grid' }).view).toBeUndefined();
  });
});

describe('chainsFromSearch', () => {
  it('turns the URL value back into options', () => {
    expect(chainsFromSearch('ETH,TRON')).toEqual(['ETH', 'TRON']);
    expect(chainsFromSearch(undefined)).toEqual([]);
  });
});

describe('parseFiatSearch', () => {
  it('keeps only a non-blank q', () => {
    expect(parseFiatSearch({ q: 'EUR', other: 1 })).toEqual({ q: 'EUR' });
    expect(parseFiatSearch({})).toEqual({});
  });
});
