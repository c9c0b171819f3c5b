// @vitest-environment node
import { QueryClient, InfiniteQueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { OTHER_APP_ID, TEST_APP_ID } from '@mocks/data';
import { apiKeys } from './keys';
import { fetchTransactionsPage, transactionsInfiniteOptions } from './transactions';

const { server, db } = setupMockApi();
const api = {
  baseUrl: TEST_API_BASE,
  appId: TEST_APP_ID,
  scope: 'test',
  storage: 'local' as const,
};

function envelope(result: unknown) {
  return HttpResponse.json({ code: 200, msg: 'OK', status: 'success', result });
}

async function loadAll(queryClient: QueryClient, code: string, maxPages = 50) {
  const observer = new InfiniteQueryObserver(queryClient, transactionsInfiniteOptions(api, code));
  const unsubscribe = observer.subscribe(() => {});
  await observer.refetch();
  let result = observer.getCurrentResult();
  let guard = 0;
  while (result.hasNextPage && guard < maxPages) {
    await observer.fetchNextPage();
    result = observer.getCurrentResult();
    guard += 1;
  }
  unsubscribe();
  return { result, guard };
}

describe('fetchTransactionsPage', () => {
  it('requests the first page without a trailing segment and later pages with it', async () => {
    const paths: string[] = [];
    server.events.on(
      'request:start',
      ({ request }) => void paths.push(new URL(request.url).pathname),
    );
    await fetchTransactionsPage(api, 'conf-2026', null);
    await fetchTransactionsPage(api, 'conf-2026', 2);
    server.events.removeAllListeners();
    expect(paths).toEqual([
      '/v1/checkout/transactions/conf-2026',
      '/v1/checkout/transactions/conf-2026/2',
    ]);
  });

  it('keeps valid records and reports the broken one with a reason', async () => {
    const good = db.getRecords('hoodie-drop')![0]!;
    server.use(
      http.get(`${TEST_API_BASE}/checkout/transactions/:code`, () =>
        envelope({
          next: 2,
          current: 1,
          records: [
            good,
            { ...good, hash: undefined, amount: 12 },
            { ...good, status: 'Refunded', extra: 1 },
          ],
        }),
      ),
    );
    const result = await fetchTransactionsPage(api, 'hoodie-drop', null);
    expect(result.records).toHaveLength(2);
    expect(result.records[1]!.status).toBe('Refunded');
    expect(result.rejected).toHaveLength(1);
    expect(result.rejected[0]!.index).toBe(1);
    expect(result.rejected[0]!.reason).toMatch(/hash|amount/);
  });

  it('normalises chain names and keeps decimals as exact text', async () => {
    const good = db.getRecords('hoodie-drop')![0]!;
    server.use(
      http.get(`${TEST_API_BASE}/checkout/transactions/:code`, () =>
        envelope({
          next: 1,
          current: 1,
          records: [{ ...good, chainName: 'ethereum', amount: '0.123456789012345678901234567890' }],
        }),
      ),
    );
    const result = await fetchTransactionsPage(api, 'x', null);
    expect(result.records[0]!.chain).toBe('ETH');
    expect(result.records[0]!.amount).toBe('0.123456789012345678901234567890');
  });
});

describe('transactions infinite query', () => {
  it('pages over next to the end and loads every seeded record once', async () => {
    const { result } = await loadAll(new QueryClient(), 'conf-2026');
    const records = result.data!.pages.flatMap((p) => p.records);
    expect(records.length).toBe(db.getRecords('conf-2026')!.length);
    expect(new Set(records.map((r) => r.hash)).size).toBe(records.length);
    expect(result.hasNextPage).toBe(false);
  });

  it('never loops when the server repeats the same next', async () => {
    const good = db.getRecords('hoodie-drop')![0]!;
    let calls = 0;
    server.use(
      http.get(`${TEST_API_BASE}/checkout/transactions/:code/:next?`, () => {
        calls += 1;
        return envelope({ next: 2, current: 2, records: [good] });
      }),
    );
    const { result, guard } = await loadAll(new QueryClient(), 'loop');
    expect(result.hasNextPage).toBe(false);
    expect(guard).toBe(0);
    expect(calls).toBe(1);
  });

  /** The page index of every transactions request the mock server saw (1 = no segment). */
  function requestedPages(): number[] {
    return db.requestLog.map((entry) => {
      const index = /\/checkout\/transactions\/[^/]+\/(\d+)$/.exec(entry.path)?.[1];
      return index === undefined ? 1 : Number(index);
    });
  }

  it('stops when the server ignores the page index: two requests, page 1 shown once', async () => {
    db.addFault({ route: 'transactions', kind: 'page-index-ignored' });
    const { result } = await loadAll(new QueryClient(), 'big-market');
    expect(requestedPages()).toEqual([1, 2]);
    expect(result.hasNextPage).toBe(false);
    expect(result.data!.paging).toEqual({
      state: 'repeated',
      page: 2,
      sameAsFirst: 1,
      sameAsLast: 1,
    });
    // The repeated page is left out of what the UI gets.
    expect(result.data!.pages).toHaveLength(1);
    expect(result.data!.pageParams).toEqual([null]);
  });

  it('stops at a page that repeats the one before, and keeps the pages before it', async () => {
    db.addFault({
      route: 'transactions',
      checkoutCode: 'conf-2026',
      page: 3,
      kind: 'page-repeats',
    });
    const { result } = await loadAll(new QueryClient(), 'conf-2026');
    expect(requestedPages()).toEqual([1, 2, 3]);
    expect(result.data!.paging).toMatchObject({ state: 'repeated', page: 3, sameAsFirst: 2 });
    const records = result.data!.pages.flatMap((page) => page.records);
    expect(records).toHaveLength(100);
    expect(new Set(records.map((record) => record.hash)).size).toBe(100);
  });

  it('stops at the ceiling on a server that never stops, each page asked once', async () => {
    db.addFault({ route: 'transactions', kind: 'endless-next' });
    const queryClient = new QueryClient();
    const observer = new InfiniteQueryObserver(
      queryClient,
      transactionsInfiniteOptions(api, 'hoodie-drop', { maxPages: 7 }),
    );
    const unsubscribe = observer.subscribe(() => {});
    await observer.refetch();
    let result = observer.getCurrentResult();
    while (result.hasNextPage) result = await observer.fetchNextPage();
    unsubscribe();
    expect(requestedPages()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(result.data!.paging).toEqual({ state: 'ceiling', ceiling: 7 });
    expect(result.data!.pages).toHaveLength(7);
  });
});

describe('query keys', () => {
  it('isolate app IDs and base URLs', () => {
    const other = { ...api, appId: OTHER_APP_ID };
    expect(apiKeys.transactions(api, 'c')).not.toEqual(apiKeys.transactions(other, 'c'));
    expect(apiKeys.fiatCurrencies(api)).not.toEqual(
      apiKeys.fiatCurrencies({ ...api, baseUrl: 'https://b.test/v1' }),
    );
  });

  it('never serve data cached for one app ID to another', async () => {
    const queryClient = new QueryClient();
    await loadAll(queryClient, 'hoodie-drop');
    const otherKey = transactionsInfiniteOptions(
      { ...api, appId: OTHER_APP_ID },
      'hoodie-drop',
    ).queryKey;
    expect(queryClient.getQueryData(otherKey)).toBeUndefined();
    expect(
      queryClient.getQueryData(transactionsInfiniteOptions(api, 'hoodie-drop').queryKey),
    ).toBeDefined();
  });
});
