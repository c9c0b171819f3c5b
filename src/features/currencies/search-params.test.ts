import { describe, expect, it } from 'vitest';
import { chainsFromSearch, cryptoSearchSchema, fiatSearchSchema } from './search-params';

describe('cryptoSearchSchema', () => {
  it('leaves defaults out', () => {
    expect(cryptoSearchSchema.parse({})).toEqual({});
  });

  it('keeps known chains in the spec spelling and order, dropping unknown ones', () => {
    expect(cryptoSearchSchema.parse({ chains: 'tron,eth,SOL,eth' }).chains).toBe('ETH,TRON');
    expect(cryptoSearchSchema.parse({ chains: ['polygon', 'nope'] }).chains).toBe('Polygon');
    expect(cryptoSearchSchema.parse({ chains: 'nope' }).chains).toBeUndefined();
    expect(cryptoSearchSchema.parse({ chains: 42 }).chains).toBeUndefined();
  });

  it('keeps the search text, also when the router parsed it as a number', () => {
    expect(cryptoSearchSchema.parse({ q: 'usdt' }).q).toBe('usdt');
    expect(cryptoSearchSchema.parse({ q: 1001 }).q).toBe('1001');
    expect(cryptoSearchSchema.parse({ q: '  ' }).q).toBeUndefined();
    expect(cryptoSearchSchema.parse({ q: { x: 1 } }).q).toBeUndefined();
  });

  it('accepts the by-chain view; list (the default) and junk are left out', () => {
    expect(cryptoSearchSchema.parse({ view: 'by-chain' }).view).toBe('by-chain');
    expect(cryptoSearchSchema.parse({ view: 'list' }).view).toBeUndefined();
    expect(cryptoSearchSchema.parse({ view: 'grid' }).view).toBeUndefined();
  });
});

describe('chainsFromSearch', () => {
  it('turns the URL value back into options', () => {
    expect(chainsFromSearch('ETH,TRON')).toEqual(['ETH', 'TRON']);
    expect(chainsFromSearch(undefined)).toEqual([]);
  });
});

describe('fiatSearchSchema', () => {
  it('keeps only a non-blank q', () => {
    expect(fiatSearchSchema.parse({ q: 'EUR', other: 1 })).toEqual({ q: 'EUR' });
    expect(fiatSearchSchema.parse({})).toEqual({});
  });
});
