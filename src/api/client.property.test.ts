// @vitest-environment node
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiRequest } from './client';
import { buildUrl } from './request';
import type { ApiIdentity } from './identity';
import { ApiError } from './errors';
import {
  cryptoCurrenciesSchema,
  fiatCurrenciesSchema,
  transactionsPageSchema,
  type TransactionsPage,
} from './schemas';

const api: ApiIdentity = {
  baseUrl: 'https://api.test/v1',
  appId: 'property-test-app',
  scope: 'test',
  storage: 'local',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Every request answers with this status and body text. */
function answerWith(status: number, body: string) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(body, { status })));
}

/** What a call did: resolved with a value, or rejected with something. */
async function outcome(promise: Promise<unknown>) {
  try {
    return { ok: true as const, value: await promise };
  } catch (error) {
    return { ok: false as const, error };
  }
}

// Statuses a Response can carry a body with (204, 205 and 304 cannot).
const httpStatus = fc.oneof(
  fc.constantFrom(200, 400, 403, 404, 500, 502),
  fc.integer({ min: 200, max: 599 }).filter((status) => ![204, 205, 304].includes(status)),
);

const json = fc.jsonValue({ maxDepth: 4 });

/** A plausible transaction: sometimes complete, often with fields missing or of the wrong type. */
const validRecord = {
  checkoutCode: 'coffee-club',
  name: 'Coffee club',
  pricing: '10',
  pricingSymbol: 'USD',
  from: '0xfrom',
  to: [{ address: '0xto', amount: '9.9' }],
  chainName: 'ethereum',
  hash: '0xhash',
  hashLink: 'https://etherscan.io/tx/0xhash',
  amount: '9.9',
  amountUsd: '9.9',
  updatedAt: 1_700_000_000_000,
  status: 'Completed',
  fee: '0.1',
};
const recordLike = fc.oneof(
  json,
  fc
    .tuple(
      fc.subarray(Object.keys(validRecord)),
      fc.dictionary(fc.constantFrom(...Object.keys(validRecord)), json, { maxKeys: 3 }),
    )
    .map(([keep, overrides]) => ({
      ...Object.fromEntries(keep.map((key) => [key, validRecord[key as keyof typeof validRecord]])),
      ...overrides,
    })),
);

/** Bodies that get past the envelope check often, so the result parsing is exercised too. */
const envelopeLike = fc.record(
  {
    code: fc.oneof(fc.constant(200), fc.integer(), json),
    msg: fc.oneof(fc.string(), json),
    status: fc.oneof(fc.constantFrom('success', 'failed'), json),
    result: fc.oneof(
      json,
      fc.record(
        {
          next: fc.oneof(fc.integer(), fc.constant(null), json),
          current: fc.oneof(fc.integer(), json),
          records: fc.oneof(fc.array(recordLike, { maxLength: 5 }), json),
        },
        { requiredKeys: [] },
      ),
      fc.array(json, { maxLength: 3 }),
    ),
  },
  { requiredKeys: [] },
);

const bodyText = fc.oneof(
  json.map((value) => JSON.stringify(value)),
  envelopeLike.map((value) => JSON.stringify(value)),
  // Not JSON at all (HTML error pages, cut-off bodies).
  fc.string(),
);

const schemas = [
  ['transactions page', transactionsPageSchema],
  ['crypto currencies', cryptoCurrenciesSchema],
  ['fiat currencies', fiatCurrenciesSchema],
] as const;

describe('response parsing: data or an ApiError, for any body', () => {
  it.each(schemas)('apiGet with the %s schema', async (_name, schema) => {
    await fc.assert(
      fc.asyncProperty(httpStatus, bodyText, async (status, body) => {
        answerWith(status, body);
        const result = await outcome(
          apiGet(api, { segments: ['checkout', 'transactions', 'x'] }, schema),
        );
        if (result.ok) {
          // Success only with HTTP 2xx, and data of the schema's shape.
          expect(status).toBeGreaterThanOrEqual(200);
          expect(status).toBeLessThan(300);
          expect(schema.safeParse(JSON.parse(body).result).success).toBe(true);
        } else {
          expect(result.error).toBeInstanceOf(ApiError);
          // Error messages never carry the app ID.
          expect((result.error as ApiError).message).not.toContain(api.appId);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('apiRequest returns an envelope or throws an ApiError', async () => {
    await fc.assert(
      fc.asyncProperty(httpStatus, bodyText, async (status, body) => {
        answerWith(status, body);
        const result = await outcome(apiRequest(api, { segments: ['currencies', 'fiat'] }));
        if (result.ok) {
          expect(result.value).toMatchObject({ code: 200, status: 'success' });
        } else {
          expect(result.error).toBeInstanceOf(ApiError);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a transactions page keeps every record: each is either read or rejected', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(recordLike, { maxLength: 8 }), async (records) => {
        answerWith(
          200,
          JSON.stringify({
            code: 200,
            msg: 'OK',
            status: 'success',
            result: { next: 2, current: 1, records },
          }),
        );
        const page: TransactionsPage = await apiGet(
          api,
          { segments: ['checkout', 'transactions', 'x'] },
          transactionsPageSchema,
        );
        expect(page.records.length + page.rejected.length).toBe(records.length);
        for (const rejected of page.rejected) expect(rejected.reason).not.toBe('');
      }),
      { numRuns: 300 },
    );
  });
});

describe('buildUrl keeps any string inside its path segment', () => {
  const BASE = 'https://api.test/v1';
  // "." and ".." as a whole segment are removed by the URL standard even when
  // percent-encoded; pinned separately below.
  const segment = fc
    .oneof(
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.string({ unit: fc.constantFrom(...'./?#%&=;:@+ \\'), maxLength: 8 }),
    )
    .filter((text) => text !== '.' && text !== '..');

  it('the segment decodes back to the same string and the path has one more segment', () => {
    fc.assert(
      fc.property(segment, (code) => {
        const url = new URL(buildUrl(BASE, ['checkout', 'transactions', code]));
        expect(url.origin).toBe('https://api.test');
        expect(url.search).toBe('');
        expect(url.hash).toBe('');
        const parts = url.pathname.split('/');
        // '', 'v1', 'checkout', 'transactions', <code>
        expect(parts).toHaveLength(5);
        expect(parts.slice(0, 4)).toEqual(['', 'v1', 'checkout', 'transactions']);
        expect(decodeURIComponent(parts[4] ?? '')).toBe(code);
      }),
      { numRuns: 500 },
    );
  });

  it('a segment followed by a page index keeps both in place', () => {
    fc.assert(
      fc.property(segment, fc.nat(), (code, page) => {
        const url = new URL(buildUrl(BASE, ['checkout', 'transactions', code, page]));
        const parts = url.pathname.split('/');
        expect(parts).toHaveLength(6);
        expect(decodeURIComponent(parts[4] ?? '')).toBe(code);
        expect(parts[5]).toBe(String(page));
      }),
      { numRuns: 200 },
    );
  });

  it('"." and ".." segments are refused: the URL standard would resolve them away', () => {
    // The URL parser treats even %2E and %2E%2E as dot segments, so no client can keep
    // these two codes inside a path; buildUrl refuses them with a typed error instead.
    expect(() => buildUrl(BASE, ['checkout', 'transactions', '.'])).toThrow(ApiError);
    expect(() => buildUrl(BASE, ['checkout', 'transactions', '..'])).toThrow(ApiError);
  });
});

describe('text that cannot be encoded', () => {
  it('a lone surrogate in a segment is an ApiError, not a URIError', async () => {
    answerWith(200, '{}');
    const result = await outcome(
      apiRequest(api, { segments: ['checkout', 'transactions', 'a\uD800'] }),
    );
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.error).toBeInstanceOf(ApiError);
  });
});
