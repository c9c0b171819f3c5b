// @vitest-environment node
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { TEST_APP_ID } from '@mocks/data';
import { MAX_PAGES_PER_CHECKOUT, pagingStatus, type PageParam } from './paging';
import { transactionsPageSchema, type TransactionInput, type TransactionsPage } from './schemas';
import { transactionsInfiniteOptions } from './transactions';

/**
 * Whatever the service answers (any `current`, any `next` or none, records that repeat
 * or not), Load all ends by itself within the page ceiling and never asks for a page
 * twice. Driven through the real infinite query options: a QueryClient, an
 * InfiniteQueryObserver and the msw mock, as the checkout page's Load all does.
 */

const { server, db } = setupMockApi();
const api = {
  baseUrl: TEST_API_BASE,
  appId: TEST_APP_ID,
  scope: 'test',
  storage: 'local' as const,
};
const CEILING = 12;

/** A number relative to the page asked for, or a literal (missing, null, 0, negative, huge...). */
type Index =
  | { kind: 'missing' }
  | { kind: 'literal'; value: number | null }
  | { kind: 'relative'; to: 'asked' | 'current'; plus: number };

const indexArb: fc.Arbitrary<Index> = fc.oneof(
  fc.constant<Index>({ kind: 'missing' }),
  fc.constantFrom<Index>(
    { kind: 'literal', value: null },
    { kind: 'literal', value: 0 },
    { kind: 'literal', value: 1 },
    { kind: 'literal', value: 2 },
    { kind: 'literal', value: -1 },
    { kind: 'literal', value: Number.MAX_SAFE_INTEGER },
    { kind: 'literal', value: 2 ** 31 },
  ),
  fc
    .integer({ min: -1_000_000, max: 1_000_000 })
    .map<Index>((value) => ({ kind: 'literal', value })),
  fc.record({
    kind: fc.constant('relative' as const),
    to: fc.constantFrom('asked' as const, 'current' as const),
    plus: fc.integer({ min: -2, max: 3 }),
  }),
);

/** Records of an answer: new ones, picks from a small pool (so repeats happen), or none. */
type Records = { kind: 'fresh'; count: number } | { kind: 'pool'; picks: number[] };
const recordsArb: fc.Arbitrary<Records> = fc.oneof(
  fc.record({ kind: fc.constant('fresh' as const), count: fc.integer({ min: 0, max: 4 }) }),
  fc.record({
    kind: fc.constant('pool' as const),
    picks: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 4 }),
  }),
);

interface Answer {
  current: Index;
  next: Index;
  records: Records;
}
const answerArb: fc.Arbitrary<Answer> = fc.record({
  current: indexArb,
  next: indexArb,
  records: recordsArb,
});
/** The n-th request gets the n-th answer; past the end, the last answer again (forever). */
const answersArb = fc.array(answerArb, { minLength: 1, maxLength: 16 });

const asked = (plus: number): Index => ({ kind: 'relative', to: 'asked', plus });
/** One script per way paging ends, always run first (then the random ones). */
const EXAMPLES: [Answer[]][] = [
  // Never stops: the ceiling.
  [[{ current: asked(0), next: asked(1), records: { kind: 'fresh', count: 2 } }]],
  // The same payments again (an ignored page index): a repeat.
  [[{ current: asked(0), next: asked(1), records: { kind: 'pool', picks: [0, 1] } }]],
  // No next: complete.
  [[{ current: asked(0), next: { kind: 'missing' }, records: { kind: 'fresh', count: 1 } }]],
  // An unreadable page wrapper: the fetch fails.
  [
    [
      {
        current: { kind: 'literal', value: null },
        next: asked(1),
        records: { kind: 'fresh', count: 1 },
      },
    ],
  ],
];

/** A server following a script of answers; `asked` is the page index in the URL (1 without). */
function scriptedServer(answers: readonly Answer[]) {
  const pool = db.getRecords('big-market')!;
  let fresh = 100;
  let served = 0;
  return (asked: number) => {
    const answer = answers[Math.min(served, answers.length - 1)]!;
    served += 1;
    const resolve = (index: Index, current: number): number | null | undefined => {
      if (index.kind === 'missing') return undefined;
      if (index.kind === 'literal') return index.value;
      return (index.to === 'asked' ? asked : current) + index.plus;
    };
    // A missing or null `current` breaks the page wrapper: that fetch fails.
    const current = resolve(answer.current, asked);
    const next = resolve(answer.next, current ?? asked);
    const records: TransactionInput[] =
      answer.records.kind === 'fresh'
        ? pool.slice(fresh, (fresh += answer.records.count))
        : answer.records.picks.map((pick) => pool[pick]!);
    return {
      ...(current === undefined ? {} : { current }),
      ...(next === undefined ? {} : { next }),
      records,
    };
  };
}

function pathParam(next: string | readonly string[] | undefined): PageParam {
  return next === undefined ? null : Number(next);
}

/** Load all as the checkout page runs it: next pages until none is left or one fails. */
async function loadAll(maxPages: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new InfiniteQueryObserver(
    queryClient,
    transactionsInfiniteOptions(api, 'scripted', { maxPages }),
  );
  const unsubscribe = observer.subscribe(() => {});
  await observer.refetch();
  let result = observer.getCurrentResult();
  // A safety net for the test itself: the rules must end paging long before this.
  let spins = 0;
  while (result.hasNextPage && !result.isError && spins < maxPages * 3) {
    result = await observer.fetchNextPage();
    spins += 1;
  }
  unsubscribe();
  queryClient.clear();
  return result;
}

describe('Load all against any server (property)', () => {
  it('ends within the ceiling and never asks for a page twice', async () => {
    const endings = new Set<string>();
    await fc.assert(
      fc.asyncProperty(answersArb, async (answers) => {
        const answer = scriptedServer(answers);
        const asked: PageParam[] = [];
        server.use(
          http.get(`${TEST_API_BASE}/checkout/transactions/:code/:next?`, ({ params }) => {
            const param = pathParam(params.next);
            asked.push(param);
            return HttpResponse.json({
              code: 200,
              msg: 'OK',
              status: 'success',
              result: answer(param ?? 1),
            });
          }),
        );
        const result = await loadAll(CEILING);

        // Ended by itself: nothing more to load, or a page failed (then Load all stops).
        expect(result.hasNextPage && !result.isError).toBe(false);
        expect(asked.length).toBeLessThanOrEqual(CEILING);
        // The first page without an index, then each index once, always increasing.
        expect(asked[0]).toBeNull();
        const later = asked.slice(1) as number[];
        expect(later.every((param) => typeof param === 'number')).toBe(true);
        expect(new Set(asked).size).toBe(asked.length);
        for (let i = 1; i < later.length; i++) expect(later[i]!).toBeGreaterThan(later[i - 1]!);
        endings.add(result.isError ? 'error' : result.data!.paging.state);
        if (!result.isError) {
          expect(['complete', 'repeated', 'ceiling']).toContain(result.data!.paging.state);
          if (result.data!.paging.state === 'ceiling') expect(asked.length).toBe(CEILING);
        }
        server.resetHandlers();
      }),
      { numRuns: 100, examples: EXAMPLES },
    );
    expect([...endings].sort()).toEqual(['ceiling', 'complete', 'error', 'repeated']);
  }, 120_000);
});

describe('the getNextPageParam loop against any server (property, many runs)', () => {
  it('ends within the ceiling, asks each page once, and says why it ended', () => {
    const options = transactionsInfiniteOptions(api, 'loop', { maxPages: 40 });
    const endings = new Set<string>();
    fc.assert(
      fc.property(answersArb, (answers) => {
        const answer = scriptedServer(answers);
        const pages: TransactionsPage[] = [];
        const params: PageParam[] = [];
        let param: PageParam = options.initialPageParam;
        let ended = false;
        for (;;) {
          const parsed = transactionsPageSchema.safeParse(answer(param ?? 1));
          // A page the schema refuses (e.g. `current: null`) fails the fetch: Load all stops.
          if (!parsed.success) break;
          pages.push(parsed.data);
          params.push(param);
          // New arrays per page, as React Query passes them.
          const next = options.getNextPageParam(parsed.data, [...pages], param, [...params]);
          if (next === null || next === undefined) {
            ended = true;
            break;
          }
          expect(params).not.toContain(next);
          expect(pages.length).toBeLessThan(40);
          param = next;
        }
        expect(pages.length).toBeLessThanOrEqual(40);
        if (ended) {
          const status = pagingStatus(pages, params, 40);
          expect(status.state).not.toBe('more');
          endings.add(status.state);
        }
      }),
      { numRuns: 1_000, examples: EXAMPLES },
    );
    // The generator reaches every way paging ends.
    expect([...endings].sort()).toEqual(['ceiling', 'complete', 'repeated']);
  });

  it('the default ceiling is 1,000 pages', () => {
    expect(MAX_PAGES_PER_CHECKOUT).toBe(1_000);
  });
});
