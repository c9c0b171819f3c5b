import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  stripSearchParams,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { activeFilters, effectiveSearch, hasActiveFilters } from './search-filters';
import {
  CHECKOUT_SEARCH_DEFAULTS,
  parseCheckoutSearch,
  type CheckoutSearch,
} from './search-schema';

const DEFAULT_SORT = { sort: 'time', dir: 'desc' };

describe('parseCheckoutSearch', () => {
  it('fills the default sort, and nothing else, for an empty or default search', () => {
    expect(parseCheckoutSearch({})).toEqual(DEFAULT_SORT);
    expect(parseCheckoutSearch({ sort: 'time', dir: 'desc', chain: [], q: '  ' })).toEqual(
      DEFAULT_SORT,
    );
    expect(effectiveSearch({})).toEqual({
      chains: [],
      statuses: [],
      query: '',
      sort: 'time',
      dir: 'desc',
    });
    expect(hasActiveFilters(parseCheckoutSearch({}))).toBe(false);
  });

  it('falls back per field on bad values instead of failing the page', () => {
    expect(
      parseCheckoutSearch({
        sort: 'price',
        dir: 'sideways',
        status: ['Done', 'Pending', 7],
        chain: 42,
        q: { a: 1 },
        date: 'yesterday',
        from: '2026-02-30',
        to: 'soon',
        token: ['no-bar', 5],
        usdMin: '1e5',
        usdMax: '-3',
        mismatch: 'maybe',
        tx: ['0xabc'],
      }),
    ).toEqual({ status: ['Pending'], ...DEFAULT_SORT });
    expect(parseCheckoutSearch(null)).toEqual(DEFAULT_SORT);
    expect(parseCheckoutSearch('chain=ETH')).toEqual(DEFAULT_SORT);
  });

  it('normalises chain names, de-duplicates and sorts them; accepts a single value', () => {
    expect(parseCheckoutSearch({ chain: ['solana', 'ethereum', 'ETH', 'tron'] }).chain).toEqual([
      'ETH',
      'SOL',
      'TRON',
    ]);
    expect(parseCheckoutSearch({ chain: 'ethereum' }).chain).toEqual(['ETH']);
  });

  it('keeps statuses in the spec order and trims the search text', () => {
    expect(
      parseCheckoutSearch({ status: ['Failed', 'Completed', 'Failed'], q: '  0xabc ' }),
    ).toMatchObject({ status: ['Completed', 'Failed'], q: '0xabc' });
    expect(parseCheckoutSearch({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });

  it('reads date presets, and custom days (real dates, swapped when reversed)', () => {
    expect(parseCheckoutSearch({ date: '7d' }).date).toBe('7d');
    // A preset wins over custom days.
    expect(parseCheckoutSearch({ date: 'month', from: '2026-10-01' })).toEqual({
      date: 'month',
      ...DEFAULT_SORT,
    });
    expect(parseCheckoutSearch({ from: '2026-10-31', to: '2026-10-01' })).toMatchObject({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(parseCheckoutSearch({ to: '2024-02-29' })).toEqual({
      to: '2024-02-29',
      ...DEFAULT_SORT,
    });
    expect(parseCheckoutSearch({ from: '2026-13-01', to: '2025-02-29' })).toEqual(DEFAULT_SORT);
  });

  it('reads tokens as chain|symbol, normalising the chain and keeping "no pay symbol"', () => {
    expect(parseCheckoutSearch({ token: ['tron|USDT', 'ethereum|', 'TRON|USDT'] }).token).toEqual([
      'ETH|',
      'TRON|USDT',
    ]);
    expect(parseCheckoutSearch({ token: 'solana| USDC ' }).token).toEqual(['SOL|USDC']);
  });

  it('keeps an amount range only with exactly one token: never across tokens', () => {
    expect(
      parseCheckoutSearch({ token: ['TRON|USDT'], amountMin: '10', amountMax: '99.5' }),
    ).toMatchObject({ amountMin: '10', amountMax: '99.5' });
    const two = parseCheckoutSearch({
      token: ['TRON|USDT', 'ETH|USDT'],
      amountMin: '10',
      amountMax: '20',
    });
    expect(two.amountMin).toBeUndefined();
    expect(two.amountMax).toBeUndefined();
    expect(parseCheckoutSearch({ amountMin: '10' })).toEqual(DEFAULT_SORT);
  });

  it('reads decimal bounds as text, and numbers the router parsed from the URL', () => {
    expect(parseCheckoutSearch({ usdMin: '0.000000000000000000001', usdMax: 250 })).toMatchObject({
      usdMin: '0.000000000000000000001',
      usdMax: '250',
    });
    expect(parseCheckoutSearch({ usdMin: 1e21, usdMax: '1,000' })).toEqual(DEFAULT_SORT);
  });

  it('reads the mismatch filter and the open payment', () => {
    expect(parseCheckoutSearch({ mismatch: 'either' }).mismatch).toBe('either');
    expect(parseCheckoutSearch({ tx: ' 0xabc ', txChain: 'ethereum' })).toMatchObject({
      tx: '0xabc',
      txChain: 'ETH',
    });
    // A chain without a hash opens nothing.
    expect(parseCheckoutSearch({ txChain: 'TRON' })).toEqual(DEFAULT_SORT);
  });

  it('round-trips: parsing its own output (through JSON, as in the URL) gives the same search', () => {
    const search = parseCheckoutSearch({
      chain: ['TRON', 'ETH'],
      status: ['Pending'],
      q: 'T9y',
      from: '2026-10-01',
      to: '2026-10-07',
      token: ['TRON|USDT'],
      amountMin: '5',
      amountMax: '100.25',
      usdMin: '10',
      usdMax: '20.00',
      mismatch: 'under',
      tx: 'abc',
      txChain: 'TRON',
      sort: 'amount',
      dir: 'asc',
    });
    expect(search).toEqual({
      chain: ['ETH', 'TRON'],
      status: ['Pending'],
      q: 'T9y',
      from: '2026-10-01',
      to: '2026-10-07',
      token: ['TRON|USDT'],
      amountMin: '5',
      amountMax: '100.25',
      usdMin: '10',
      usdMax: '20.00',
      mismatch: 'under',
      tx: 'abc',
      txChain: 'TRON',
      sort: 'amount',
      dir: 'asc',
    });
    expect(parseCheckoutSearch(JSON.parse(JSON.stringify(search)))).toEqual(search);
    expect(hasActiveFilters(search)).toBe(true);
    expect(Object.keys(activeFilters(search))).not.toContain('tx');
    expect(hasActiveFilters({ sort: 'usd', tx: 'abc' })).toBe(false);
  });
});

describe('the URL of a route with these params', () => {
  /** A router with one route validated like the checkout page, defaults stripped. */
  async function routerAt(path: string) {
    const root = createRootRoute();
    const page = createRoute({
      getParentRoute: () => root,
      path: '/checkouts/$checkoutCode',
      validateSearch: (search: Record<string, unknown>): CheckoutSearch =>
        parseCheckoutSearch(search),
      search: { middlewares: [stripSearchParams(CHECKOUT_SEARCH_DEFAULTS)] },
    });
    const router = createRouter({
      routeTree: root.addChildren([page]),
      history: createMemoryHistory({ initialEntries: [path] }),
    });
    await router.load();
    return router;
  }
  /** The search the page sees (validated), not the URL's raw values. */
  const pageSearch = (router: Awaited<ReturnType<typeof routerAt>>) =>
    router.state.matches.at(-1)?.search;

  it('leaves the default sort out of the URL and keeps every filter in it', async () => {
    const router = await routerAt('/checkouts/big-market');
    expect(pageSearch(router)).toEqual(DEFAULT_SORT);
    await router.navigate({
      to: '/checkouts/$checkoutCode',
      params: { checkoutCode: 'big-market' },
      search: parseCheckoutSearch({
        token: ['TRON|USDT'],
        amountMin: '10.50',
        date: '7d',
        mismatch: 'over',
        sort: 'time',
        dir: 'desc',
      }),
    });
    const href = decodeURIComponent(router.state.location.href);
    expect(href).not.toContain('sort=');
    expect(href).not.toContain('dir=');
    expect(href).toContain('token=["TRON|USDT"]');
    expect(href).toContain('date=7d');
    // Decimal text stays exact: the router quotes a string that would read as a number.
    expect(href).toContain('amountMin="10.50"');
    expect(pageSearch(router)).toMatchObject({ amountMin: '10.50', sort: 'time' });

    await router.navigate({
      to: '/checkouts/$checkoutCode',
      params: { checkoutCode: 'big-market' },
      search: parseCheckoutSearch({ sort: 'usd', dir: 'desc' }),
    });
    expect(decodeURIComponent(router.state.location.href)).toBe('/checkouts/big-market?sort=usd');
  });

  it('opens a hand-edited link: bad fields fall back (never reach the page), good ones stay', async () => {
    const router = await routerAt(
      '/checkouts/big-market?usdMin=12&date=someday&token=%5B%22tron%7CUSDT%22%5D&tx=0xabc',
    );
    expect(pageSearch(router)).toEqual({
      usdMin: '12',
      token: ['TRON|USDT'],
      tx: '0xabc',
      ...DEFAULT_SORT,
    });
  });
});
