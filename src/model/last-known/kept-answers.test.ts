import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_FORMAT,
  MAX_KEPT_AGE_MS,
  deleteKept,
  identityTag,
  keptScopes,
  mergeKept,
  readKept,
  writeKept,
  type KeptQuery,
} from './kept-answers';

const NOW = Date.UTC(2026, 10, 29, 12, 0, 0);
const HOUR = 60 * 60 * 1000;

const page = (records: string[]) => ({ next: null, current: 0, records, rejected: [] });

describe('mergeKept', () => {
  it('keeps the newer answer of a key, newest first', () => {
    const earlier: KeptQuery[] = [
      { key: ['checkout', 'a', 'transactions-head'], data: page(['old']), at: NOW - 3 * HOUR },
      { key: ['checkout', 'b', 'transactions-head'], data: page(['b']), at: NOW - 2 * HOUR },
    ];
    const fresh: KeptQuery[] = [
      { key: ['checkout', 'a', 'transactions-head'], data: page(['new']), at: NOW - HOUR },
    ];
    expect(mergeKept(earlier, fresh, NOW)).toEqual([
      { key: ['checkout', 'a', 'transactions-head'], data: page(['new']), at: NOW - HOUR },
      { key: ['checkout', 'b', 'transactions-head'], data: page(['b']), at: NOW - 2 * HOUR },
    ]);
  });

  it('drops answers older than 7 days', () => {
    const kept = mergeKept(
      [
        { key: ['currencies', 'fiat'], data: [], at: NOW - MAX_KEPT_AGE_MS - 1 },
        { key: ['currencies', 'crypto', 'all'], data: [], at: NOW - MAX_KEPT_AGE_MS },
      ],
      [],
      NOW,
    );
    expect(kept.map((query) => query.key)).toEqual([['currencies', 'crypto', 'all']]);
  });

  it('drops the oldest answers first when over the size cap', () => {
    const big = 'x'.repeat(100);
    const kept = mergeKept(
      [
        { key: ['currencies', 'fiat'], data: big, at: NOW - 3 * HOUR },
        { key: ['currencies', 'crypto', 'all'], data: big, at: NOW - HOUR },
      ],
      [],
      NOW,
      150,
    );
    expect(kept.map((query) => query.key)).toEqual([['currencies', 'crypto', 'all']]);
  });

  it("keeps an infinite query's first pages that fit, never a later page without those before", () => {
    const pages = [page(['a'.repeat(60)]), page(['b'.repeat(60)]), page(['c'.repeat(60)])];
    const kept = mergeKept(
      [
        {
          key: ['checkout', 'x', 'transactions'],
          data: { pages, pageParams: [null, 1, 2] },
          at: NOW,
        },
      ],
      [],
      NOW,
      320,
    );
    expect(kept).toEqual([
      {
        key: ['checkout', 'x', 'transactions'],
        data: { pages: pages.slice(0, 2), pageParams: [null, 1] },
        at: NOW,
      },
    ]);
  });
});

describe('the kept entry', () => {
  const shopA = { scope: 'aaaaaaaaaaaaaaaa', baseUrl: 'https://api.example/v1', appId: 'app-a' };

  it('is read back only by the same base URL and app ID, in the same format', async () => {
    await writeKept(shopA.scope, {
      format: ANSWER_FORMAT,
      baseUrl: shopA.baseUrl,
      identityTag: identityTag(shopA),
      queries: [{ key: ['currencies', 'fiat'], data: ['USD'], at: NOW }],
    });
    expect((await readKept(shopA))?.queries).toEqual([
      { key: ['currencies', 'fiat'], data: ['USD'], at: NOW },
    ]);
    expect(await readKept({ ...shopA, appId: 'app-b' })).toBeNull();
    expect(await readKept({ ...shopA, baseUrl: 'https://other.example/v1' })).toBeNull();

    await writeKept(shopA.scope, {
      format: 'an earlier build',
      baseUrl: shopA.baseUrl,
      identityTag: identityTag(shopA),
      queries: [{ key: ['currencies', 'fiat'], data: ['USD'], at: NOW }],
    });
    expect(await readKept(shopA)).toBeNull();
  });

  it('is gone after deleteKept, and garbage under the key reads as nothing', async () => {
    await writeKept(shopA.scope, { garbage: true } as never);
    expect(await readKept(shopA)).toBeNull();
    await deleteKept(shopA.scope);
    expect(await keptScopes()).not.toContain(shopA.scope);
  });

  it('never holds the app ID', async () => {
    const entry = {
      format: ANSWER_FORMAT,
      baseUrl: shopA.baseUrl,
      identityTag: identityTag(shopA),
      queries: [],
    };
    expect(JSON.stringify(entry)).not.toContain(shopA.appId);
  });
});
