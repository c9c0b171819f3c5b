import { describe, expect, it } from 'vitest';
import { effectiveSearch, hasActiveFilters, parseCheckoutSearch } from './search-schema';

describe('parseCheckoutSearch', () => {
  it('leaves defaults out: an empty or default search is an empty object', () => {
    expect(parseCheckoutSearch({})).toEqual({});
    expect(parseCheckoutSearch({ sort: 'time', dir: 'desc', chain: [], q: '  ' })).toEqual({});
    expect(effectiveSearch({})).toEqual({
      chains: [],
      statuses: [],
      query: '',
      sort: 'time',
      dir: 'desc',
    });
  });

  it('falls back per field on bad values instead of failing the page', () => {
    expect(
      parseCheckoutSearch({
        sort: 'price',
        dir: 'sideways',
        status: ['Done', 'Pending', 7],
        chain: 42,
        q: { a: 1 },
      }),
    ).toEqual({ status: ['Pending'] });
    expect(parseCheckoutSearch(null)).toEqual({});
    expect(parseCheckoutSearch('chain=ETH')).toEqual({});
  });

  it('normalises chain names, de-duplicates and sorts them; accepts a single value', () => {
    expect(parseCheckoutSearch({ chain: ['solana', 'ethereum', 'ETH', 'tron'] })).toEqual({
      chain: ['ETH', 'SOL', 'TRON'],
    });
    expect(parseCheckoutSearch({ chain: 'ethereum' })).toEqual({ chain: ['ETH'] });
  });

  it('keeps statuses in the spec order and trims the search text', () => {
    expect(
      parseCheckoutSearch({ status: ['Failed', 'Completed', 'Failed'], q: '  0xabc ' }),
    ).toEqual({
      status: ['Completed', 'Failed'],
      q: '0xabc',
    });
    expect(parseCheckoutSearch({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });

  it('round-trips: parsing its own output gives the same search', () => {
    const search = parseCheckoutSearch({
      chain: ['TRON', 'ETH'],
      status: ['Pending'],
      q: 'T9y',
      sort: 'amount',
      dir: 'asc',
    });
    expect(search).toEqual({
      chain: ['ETH', 'TRON'],
      status: ['Pending'],
      q: 'T9y',
      sort: 'amount',
      dir: 'asc',
    });
    expect(parseCheckoutSearch(JSON.parse(JSON.stringify(search)))).toEqual(search);
    expect(hasActiveFilters(search)).toBe(true);
    expect(hasActiveFilters({ sort: 'usd' })).toBe(false);
  });
});
