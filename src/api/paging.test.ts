// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makePayment } from '@/testing/payments';
import { firstPageIndex, pagingStatus, type PageParam } from './paging';
import { transactionKey } from './schemas';
import type { TransactionsPage } from './schemas';

/** A page of records with the given hashes (chain "ethereum" → ETH). */
function page(
  hashes: readonly string[],
  over: Partial<Omit<TransactionsPage, 'records'>> = {},
): TransactionsPage {
  return {
    next: 2,
    current: 1,
    records: hashes.map((hash) => makePayment({ hash })),
    rejected: [],
    ...over,
  };
}

const hashes = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}`);

describe('the first page', () => {
  it('counts as page 1, or page 0 when the service says it counts from 0', () => {
    expect(firstPageIndex({ current: 1 })).toBe(1);
    expect(firstPageIndex({ current: 0 })).toBe(0);
    expect(firstPageIndex({ current: 7 })).toBe(1);
    expect(firstPageIndex({ current: -3 })).toBe(1);
  });

  it('pages a service counting from 0 (first page current 0, next 1)', () => {
    expect(pagingStatus([page(['a'], { current: 0, next: 1 })], [null])).toEqual({
      state: 'more',
      next: 1,
    });
  });
});

describe('pagingStatus: the stop rules', () => {
  it('goes on only when next moves past the page asked for on a non-empty page', () => {
    expect(pagingStatus([page(['a'], { next: 2, current: 1 })], [null])).toEqual({
      state: 'more',
      next: 2,
    });
    for (const next of [null, 1, 0, -4, 1.5, Number.MAX_SAFE_INTEGER + 2]) {
      expect(pagingStatus([page(['a'], { next })], [null])).toEqual({ state: 'complete' });
    }
    expect(pagingStatus([page([], { next: 2 })], [null])).toEqual({ state: 'complete' });
    // next must pass the server's own current too (the old rule).
    expect(pagingStatus([page(['a'], { next: 2, current: 2 })], [null])).toEqual({
      state: 'complete',
    });
  });

  it('does not trust current: next must pass the page the dashboard asked for', () => {
    // Asked for page 5; the service says "current 1, next 3": no going back.
    const pages = [page(['a']), page(['b'], { current: 1, next: 3 })];
    expect(pagingStatus(pages, [null, 5])).toEqual({ state: 'complete' });
    expect(pagingStatus([page(['a']), page(['b'], { current: 1, next: 6 })], [null, 5])).toEqual({
      state: 'more',
      next: 6,
    });
  });

  it('treats a page of only unreadable records as non-empty (more may follow)', () => {
    const onlyRejected: TransactionsPage = {
      next: 2,
      current: 1,
      records: [],
      rejected: [{ index: 0, reason: 'x', raw: {} }],
    };
    expect(pagingStatus([onlyRejected], [null])).toEqual({ state: 'more', next: 2 });
  });
});

describe('pagingStatus: repeated pages', () => {
  it('stops with the page asked and the page it repeats', () => {
    const pages = [
      page(hashes('a', 3), { next: 2 }),
      page(hashes('b', 3), { current: 2, next: 3 }),
      page(hashes('b', 3), { current: 3, next: 4 }),
    ];
    expect(pagingStatus(pages, [null, 2, 3])).toEqual({
      state: 'repeated',
      page: 3,
      sameAsFirst: 2,
      sameAsLast: 2,
    });
  });

  it('names the range when the repeats span several pages, in any order', () => {
    const pages = [
      page(['a', 'b'], { next: 2 }),
      page(['c', 'd'], { current: 2, next: 3 }),
      page(['d', 'a'], { current: 3, next: 4 }),
    ];
    expect(pagingStatus(pages, [null, 2, 3])).toMatchObject({
      state: 'repeated',
      page: 3,
      sameAsFirst: 1,
      sameAsLast: 2,
    });
  });

  it('does not stop on partial overlap (new payments shift page boundaries)', () => {
    const pages = [page(['a', 'b', 'c']), page(['c', 'd', 'e'], { current: 2, next: 3 })];
    expect(pagingStatus(pages, [null, 2])).toEqual({ state: 'more', next: 3 });
  });

  it('tells payments apart by chain and hash', () => {
    const first = page(['h1']);
    const sameHashOtherChain: TransactionsPage = {
      ...page([], { current: 2, next: 3 }),
      records: [makePayment({ hash: 'h1', chainName: 'TRON' })],
    };
    expect(pagingStatus([first, sameHashOtherChain], [null, 2])).toEqual({
      state: 'more',
      next: 3,
    });
    // "ethereum" and "ETH" are one chain.
    const sameChainSpelledOtherwise: TransactionsPage = {
      ...sameHashOtherChain,
      records: [makePayment({ hash: 'h1', chainName: 'ETH' })],
    };
    expect(pagingStatus([first, sameChainSpelledOtherwise], [null, 2])).toMatchObject({
      state: 'repeated',
    });
    expect(transactionKey(makePayment({ hash: 'x', chainName: 'ethereum' }))).toBe('ETH|x');
  });

  it('a server that ignores the page index stops at the second page', () => {
    const first = page(hashes('r', 50), { current: 1, next: 2 });
    const again = page(hashes('r', 50), { current: 1, next: 2 });
    expect(pagingStatus([first, again], [null, 2])).toEqual({
      state: 'repeated',
      page: 2,
      sameAsFirst: 1,
      sameAsLast: 1,
    });
  });

  it('counts a repeat against the first page even when it repeats itself', () => {
    // Duplicates inside earlier pages do not confuse positions.
    const pages = [page(['a', 'a', 'b']), page(['a', 'b'], { current: 2, next: 3 })];
    expect(pagingStatus(pages, [null, 2])).toMatchObject({ state: 'repeated', page: 2 });
  });
});

describe('pagingStatus: the ceiling', () => {
  it('stops after maxPages pages when the service would go on, and not before', () => {
    const pages: TransactionsPage[] = [];
    const params: PageParam[] = [];
    for (let i = 1; i <= 5; i++) {
      pages.push(page([`p${i}`], { current: i, next: i + 1 }));
      params.push(i === 1 ? null : i);
      const status = pagingStatus([...pages], [...params], 5);
      expect(status).toEqual(
        i < 5 ? { state: 'more', next: i + 1 } : { state: 'ceiling', ceiling: 5 },
      );
    }
  });

  it('a real last page at the ceiling is complete, not the ceiling', () => {
    const pages = [page(['a']), page(['b'], { current: 2, next: 2 })];
    expect(pagingStatus(pages, [null, 2], 2)).toEqual({ state: 'complete' });
  });

  it('ends within the default ceiling of 1,000 pages for a server that never stops', () => {
    const pages: TransactionsPage[] = [];
    const params: PageParam[] = [];
    let param: PageParam = null;
    let requests = 0;
    for (;;) {
      requests += 1;
      const current: number = param ?? 1;
      pages.push(page([`x${current}`], { current, next: current + 1 }));
      params.push(param);
      const status = pagingStatus([...pages], [...params]);
      if (status.state !== 'more') {
        expect(status).toEqual({ state: 'ceiling', ceiling: 1_000 });
        break;
      }
      param = status.next;
    }
    expect(requests).toBe(1_000);
  });
});

describe('pagingStatus: cost', () => {
  it('answers for 400 pages of 50 without rebuilding the index each page', () => {
    // Work counted, not timed: every read of a record's hash (each key read goes through it).
    let reads = 0;
    const countedPage = (prefix: string, current: number) => {
      const built = page(hashes(prefix, 50), { current, next: current + 1 });
      for (const record of built.records) {
        const hash = record.hash;
        Object.defineProperty(record, 'hash', {
          get: () => {
            reads += 1;
            return hash;
          },
        });
      }
      return built;
    };
    const pages: TransactionsPage[] = [];
    const params: PageParam[] = [];
    for (let i = 1; i <= 400; i++) {
      pages.push(countedPage(`p${i}-`, i));
      params.push(i === 1 ? null : i);
      // React Query asks several times per page, with a new array each time a page is added.
      const snapshot = [...pages];
      const snapshotParams = [...params];
      for (let ask = 0; ask < 3; ask++) pagingStatus(snapshot, snapshotParams);
    }
    expect(pagingStatus([...pages], [...params])).toEqual({ state: 'more', next: 401 });
    // Linear work: each of the 20,000 records indexed once, plus a lookup or so per
    // answer. An index rebuilt for each page would read ~4 million.
    expect(reads).toBeLessThan(25_000);
  });

  it('notices a refetched (different) page object and indexes it again', () => {
    const first = page(['a', 'b']);
    const second = page(['c'], { current: 2, next: 3 });
    expect(pagingStatus([first, second], [null, 2])).toEqual({ state: 'more', next: 3 });
    // The same first page object, but page 2 was refetched with other records.
    const second2 = page(['z'], { current: 2, next: 3 });
    const third = page(['z'], { current: 3, next: 4 });
    expect(pagingStatus([first, second2, third], [null, 2, 3])).toMatchObject({
      state: 'repeated',
      page: 3,
      sameAsFirst: 2,
    });
    // Back to the first version of page 2: "z" is not in it any more.
    expect(pagingStatus([first, second, third], [null, 2, 3])).toEqual({
      state: 'more',
      next: 4,
    });
  });
});
