// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUrl } from '../src/api/request';
import { CRYPTO_CURRENCIES, DEMO_APP_ID, OTHER_APP_ID, SEED_CHECKOUTS, TEST_APP_ID } from './data';
import { TEST_API_BASE, createTestServer } from './node';

const { server, db } = createTestServer({ pageSize: 25 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => db.reset());
afterAll(() => server.close());

interface Body {
  code: number;
  msg: string;
  status: string;
  result?: unknown;
}
interface Page {
  next?: number | null;
  current: number;
  records: Array<Record<string, unknown>>;
}

async function call(
  segments: readonly (string | number)[],
  init: { method?: string; appId?: string | null; query?: Record<string, string> } = {},
): Promise<{ status: number; body: Body }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.appId !== null) headers['X-TX-AppId'] = init.appId ?? DEMO_APP_ID;
  const response = await fetch(buildUrl(TEST_API_BASE, segments, init.query), {
    method: init.method ?? 'GET',
    headers,
  });
  return { status: response.status, body: (await response.json()) as Body };
}

async function allPages(code: string): Promise<{ pages: Page[]; total: number }> {
  const pages: Page[] = [];
  let next: number | null = null;
  for (let guard = 0; guard < 1000; guard++) {
    const { body } = await call(
      next === null ? ['checkout', 'transactions', code] : ['checkout', 'transactions', code, next],
    );
    const page = body.result as Page;
    pages.push(page);
    if (page.records.length === 0 || page.next == null || page.next <= page.current) break;
    next = page.next;
  }
  return { pages, total: pages.reduce((sum, page) => sum + page.records.length, 0) };
}

describe('auth', () => {
  it.each([
    ['GET', ['checkout', 'transactions', 'coffee-club']],
    ['GET', ['currencies', 'crypto']],
    ['GET', ['currencies', 'fiat']],
    ['PATCH', ['checkout', 'disable', 'coffee-club']],
  ])('%s %j: 403 without the header, 400 with an invalid ID', async (method, segments) => {
    const missing = await call(segments, { method, appId: null });
    expect(missing).toEqual({
      status: 403,
      body: { code: 403, msg: 'Forbidden', status: 'failed' },
    });
    const invalid = await call(segments, { method, appId: 'nope' });
    expect(invalid).toEqual({
      status: 400,
      body: { code: 400, msg: 'Invalid app ID', status: 'failed' },
    });
    expect(db.disabled.size).toBe(0);
  });

  it('logs every request without the app ID value', async () => {
    await call(['currencies', 'fiat'], { appId: null });
    await call(['currencies', 'crypto'], { query: { chains: 'eth' } });
    expect(
      db.requestLog.map(({ method, path, appIdPresent }) => [method, path, appIdPresent]),
    ).toEqual([
      ['GET', '/v1/currencies/fiat', false],
      ['GET', '/v1/currencies/crypto?chains=eth', true],
    ]);
    expect(JSON.stringify(db.requestLog)).not.toContain(DEMO_APP_ID);
  });
});

describe('two stores', () => {
  it('each app ID sees its own store: a code of one is unknown to the other', async () => {
    const other = await call(['checkout', 'transactions', 'b-store-tickets'], {
      appId: OTHER_APP_ID,
    });
    expect(other.status).toBe(200);
    expect((other.body.result as Page).records[0]?.name).toBe('Store B: concert tickets');
    expect(
      (await call(['checkout', 'transactions', 'coffee-club'], { appId: OTHER_APP_ID })).status,
    ).toBe(404);
    expect((await call(['checkout', 'transactions', 'b-store-tickets'])).status).toBe(404);
    expect(
      (await call(['checkout', 'transactions', 'coffee-club'], { appId: TEST_APP_ID })).status,
    ).toBe(200);
    // The log names which app ID each request carried, never the ID itself.
    expect(db.requestLog.map((entry) => entry.app)).toEqual(['other', 'other', 'demo', 'test']);
    expect(JSON.stringify(db.requestLog)).not.toContain(OTHER_APP_ID);
  });
});

describe('transactions', () => {
  it('pages by next until next equals current, covering every record once', async () => {
    const { pages, total } = await allPages('conf-2026');
    expect(total).toBe(120);
    expect(pages.map((page) => [page.current, page.next])).toEqual([
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 5],
    ]);
    const hashes = new Set(pages.flatMap((page) => page.records.map((record) => record.hash)));
    expect(hashes.size).toBe(120);
  });

  it.each(SEED_CHECKOUTS.map((checkout) => [checkout.code, checkout.count] as const))(
    '%s has %i records',
    async (code, count) => {
      expect((await allPages(code)).total).toBe(count);
    },
  );

  it('answers an unknown checkout with a 404 failed envelope', async () => {
    const { status, body } = await call(['checkout', 'transactions', 'no-such-code']);
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: 'Checkout not found', status: 'failed' });
  });

  it('answers a known checkout with no payments with an empty page, not a 404', async () => {
    const { status, body } = await call(['checkout', 'transactions', 'empty-shelf']);
    expect(status).toBe(200);
    expect(body.result).toEqual({ current: 1, next: 1, records: [] });
  });

  it('rejects a non-integer next with 400', async () => {
    const { status, body } = await call(['checkout', 'transactions', 'coffee-club', 'abc']);
    expect(status).toBe(400);
    expect(body.status).toBe('failed');
    expect(body.msg).toMatch(/next must be a positive integer/);
  });

  it.each(['a/b?c#d%', '../currencies/fiat', 'x/../../y', '%2E%2E', 'spaces and ünïcode'])(
    'round-trips the checkout code %j to the transactions handler',
    async (code) => {
      // The transactions handler's own answer for an unknown code (the catch-all says
      // "No such operation").
      const { status, body } = await call(['checkout', 'transactions', code, 1]);
      expect(status).toBe(404);
      expect(body.msg).toBe('Checkout not found');
      // The handler saw exactly this code: a fault scoped to it applies.
      db.addFault({ route: 'transactions', checkoutCode: code, kind: 'failed-envelope-200' });
      const faulted = await call(['checkout', 'transactions', code]);
      expect(faulted.body).toEqual({ code: 4001, msg: 'Checkout is locked', status: 'failed' });
      const disabled = await call(['checkout', 'disable', code], { method: 'PATCH' });
      expect(disabled.body.msg).toBe(`Checkout ${code} disabled successfully`);
      expect([...db.disabled.keys()]).toEqual([code]);
    },
  );

  it('answers a dot-segment path (what a raw ".." code would become) with a 404, never another operation', async () => {
    // The app refuses "." and ".." as codes (URL parsers resolve even %2E%2E away);
    // a hand-made request that does it lands on /v1/checkout/ and is refused here.
    const response = await fetch(`${TEST_API_BASE}/checkout/transactions/%2E%2E`, {
      headers: { 'X-TX-AppId': TEST_APP_ID },
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { status: string }).status).toBe('failed');
  });
});

describe('currencies', () => {
  it('returns all crypto currencies without a filter, and the fiat list', async () => {
    const crypto = await call(['currencies', 'crypto']);
    expect(crypto.body).toMatchObject({ code: 200, msg: 'OK', status: 'success' });
    expect(crypto.body.result).toEqual(CRYPTO_CURRENCIES);
    const fiat = await call(['currencies', 'fiat']);
    expect((fiat.body.result as unknown[]).length).toBeGreaterThanOrEqual(15);
  });

  it('filters by chains: comma-separated, case-insensitive, only matching chains', async () => {
    const { body } = await call(['currencies', 'crypto'], { query: { chains: 'tron,ARB,bogus' } });
    const result = body.result as typeof CRYPTO_CURRENCIES;
    expect(result.map((item) => item.symbol)).toEqual(
      expect.arrayContaining(['USDT', 'TRX', 'ARB', 'ETH', 'USDD']),
    );
    expect(result.some((item) => item.symbol === 'BNB')).toBe(false);
    for (const item of result) {
      for (const chain of item.chains) {
        expect(['tron', 'arbitrum', 'arb']).toContain(chain.chainName.toLowerCase());
      }
    }
    const eth = await call(['currencies', 'crypto'], { query: { chains: 'eth' } });
    const ethResult = eth.body.result as typeof CRYPTO_CURRENCIES;
    expect(ethResult.every((item) => item.chains.every((c) => c.chainName === 'Ethereum'))).toBe(
      true,
    );
    const unknownOnly = await call(['currencies', 'crypto'], { query: { chains: 'bogus' } });
    expect(unknownOnly.body.result).toEqual(CRYPTO_CURRENCIES);
  });
});

describe('disable', () => {
  it('disables and still lists transactions', async () => {
    const { status, body } = await call(['checkout', 'disable', 'hoodie-drop'], {
      method: 'PATCH',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 200,
      msg: 'Checkout hoodie-drop disabled successfully',
      status: 'success',
    });
    expect(db.disabled.has('hoodie-drop')).toBe(true);
    expect((await allPages('hoodie-drop')).total).toBe(8);
  });
});

describe('faults', () => {
  it('html-500 applies `times` times, then expires', async () => {
    db.addFault({ route: 'fiat', kind: 'html-500', times: 1 });
    const first = await fetch(`${TEST_API_BASE}/currencies/fiat`, {
      headers: { 'X-TX-AppId': DEMO_APP_ID },
    });
    expect(first.status).toBe(500);
    expect(first.headers.get('content-type')).toMatch(/text\/html/);
    expect((await call(['currencies', 'fiat'])).status).toBe(200);
  });

  it('malformed-json and network-error', async () => {
    db.addFault({ route: 'crypto', kind: 'malformed-json', times: 1 });
    const text = await (
      await fetch(`${TEST_API_BASE}/currencies/crypto`, { headers: { 'X-TX-AppId': DEMO_APP_ID } })
    ).text();
    expect(text).toBe('{"code":200,');
    db.addFault({ route: 'any', kind: 'network-error', times: 1 });
    await expect(call(['currencies', 'fiat'])).rejects.toThrow();
  });

  it('page faults change only the targeted page', async () => {
    db.addFault({ route: 'transactions', checkoutCode: 'conf-2026', page: 2, kind: 'next-null' });
    db.addFault({ route: 'transactions', page: 1, kind: 'record-missing-fields' });
    db.addFault({ route: 'transactions', page: 1, kind: 'javascript-hashlink' });
    const first = (await call(['checkout', 'transactions', 'conf-2026'])).body.result as Page;
    expect(first.records[0]).not.toHaveProperty('hash');
    expect(first.records[0]).not.toHaveProperty('amount');
    expect(first.records[0]?.hashLink).toBe('javascript:alert(1)');
    expect(first.next).toBe(2);
    const second = (await call(['checkout', 'transactions', 'conf-2026', 2])).body.result as Page;
    expect(second.next).toBeNull();
    expect(second.records[0]).toHaveProperty('hash');
  });

  it('endless-next never terminates', async () => {
    db.addFault({ route: 'transactions', kind: 'endless-next' });
    const page = (await call(['checkout', 'transactions', 'hoodie-drop', 40])).body.result as Page;
    expect(page).toMatchObject({ current: 40, next: 41 });
    expect(page.records).toHaveLength(25);
  });

  it('duplicate-records sends exact copies within a page and of the previous page', async () => {
    db.addFault({ route: 'transactions', checkoutCode: 'conf-2026', kind: 'duplicate-records' });
    const first = (await call(['checkout', 'transactions', 'conf-2026'])).body.result as Page;
    const second = (await call(['checkout', 'transactions', 'conf-2026', 2])).body.result as Page;
    expect(first.records).toHaveLength(26);
    expect(first.records[25]).toEqual(first.records[0]);
    expect(second.records).toHaveLength(27);
    expect(second.records[25]).toEqual(second.records[0]);
    expect(second.records[26]).toEqual(first.records[0]);
  });

  it('conflicting-copy sends the first payment again with another status', async () => {
    db.addFault({ route: 'transactions', checkoutCode: 'coffee-club', kind: 'conflicting-copy' });
    const page = (await call(['checkout', 'transactions', 'coffee-club'])).body.result as Page;
    const [first] = page.records;
    const copy = page.records.at(-1);
    expect(copy?.hash).toBe(first?.hash);
    expect(copy?.chainName).toBe(first?.chainName);
    expect(copy?.status).not.toBe(first?.status);
  });

  it('status-casing and the time faults change only what they say', async () => {
    db.addFault({ route: 'transactions', checkoutCode: 'coffee-club', kind: 'status-casing' });
    db.addFault({ route: 'transactions', checkoutCode: 'coffee-club', kind: 'time-out-of-range' });
    db.addFault({ route: 'transactions', checkoutCode: 'coffee-club', kind: 'time-not-ms' });
    const seeded = db.getRecords('coffee-club')!;
    const page = (await call(['checkout', 'transactions', 'coffee-club'])).body.result as Page;
    expect(page.records.map((record) => record.status)).toEqual(
      seeded
        .slice(0, 25)
        .map((record, index) =>
          index % 2 ? record.status.toUpperCase() : record.status.toLowerCase(),
        ),
    );
    expect(page.records[0]?.updatedAt).toBe(8_640_000_000_000_001);
    expect(page.records[1]?.updatedAt).toBe(Math.floor(seeded[1]!.updatedAt / 1000));
    expect(page.records[2]?.updatedAt).toBe(seeded[2]!.updatedAt * 1000);
    expect(page.records[3]?.updatedAt).toBe(seeded[3]!.updatedAt);
  });

  it('long-decimals keeps recipient sums exact', async () => {
    db.addFault({ route: 'transactions', kind: 'long-decimals' });
    const page = (await call(['checkout', 'transactions', 'coffee-club'])).body.result as Page;
    const record = page.records[0] as { amount: string; to: { amount: string }[] };
    expect(record.amount.replace('.', '')).toHaveLength(30);
    const sum = record.to.reduce((total, to) => total + BigInt(to.amount.replace('.', '')), 0n);
    expect(sum).toBe(BigInt(record.amount.replace('.', '')));
  });
});

describe('paging and retry-later faults', () => {
  async function raw(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(`${TEST_API_BASE}${path}`, {
      ...init,
      headers: { Accept: 'application/json', 'X-TX-AppId': DEMO_APP_ID },
    });
  }

  it('page-index-ignored answers every page index with page 1', async () => {
    db.addFault({ route: 'transactions', checkoutCode: 'conf-2026', kind: 'page-index-ignored' });
    const first = (await call(['checkout', 'transactions', 'conf-2026'])).body.result as Page;
    expect(first).toEqual({ ...db.getPage('conf-2026', 1) });
    expect(first).toMatchObject({ current: 1, next: 2 });
    for (const index of [2, 3, 5, 99]) {
      const page = (await call(['checkout', 'transactions', 'conf-2026', index])).body.result;
      expect(page).toEqual(first);
    }
  });

  it('page-repeats answers with the records of the page before, under its own current/next', async () => {
    db.addFault({
      route: 'transactions',
      checkoutCode: 'conf-2026',
      page: 3,
      kind: 'page-repeats',
    });
    const second = (await call(['checkout', 'transactions', 'conf-2026', 2])).body.result as Page;
    const third = (await call(['checkout', 'transactions', 'conf-2026', 3])).body.result as Page;
    expect(third).toEqual({ current: 3, next: 4, records: second.records });
    expect(third.records).toHaveLength(25);
    // Page 1 has no page before it: a rule without `page` leaves it as it is.
    db.clearFaults();
    db.addFault({ route: 'transactions', kind: 'page-repeats' });
    const first = (await call(['checkout', 'transactions', 'conf-2026'])).body.result;
    expect(first).toEqual({ ...db.getPage('conf-2026', 1) });
  });

  it('rate-limited: 429 with Retry-After (2 s unless the rule says), then normal answers', async () => {
    db.addFault({ route: 'fiat', kind: 'rate-limited', times: 1 });
    const limited = await raw('/currencies/fiat');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('2');
    expect(await limited.json()).toEqual({ code: 429, msg: 'Too many requests', status: 'failed' });
    expect((await raw('/currencies/fiat')).status).toBe(200);

    db.addFault({ route: 'transactions', kind: 'rate-limited', retryAfterSeconds: 30, times: 1 });
    const page = await raw('/checkout/transactions/coffee-club');
    expect(page.status).toBe(429);
    expect(page.headers.get('Retry-After')).toBe('30');
  });

  it('unavailable-retry-after: 503 with Retry-After and a failed envelope', async () => {
    db.addFault({ route: 'any', kind: 'unavailable-retry-after', retryAfterSeconds: 5 });
    const response = await raw('/checkout/disable/coffee-club', { method: 'PATCH' });
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(await response.json()).toEqual({
      code: 503,
      msg: 'Service unavailable',
      status: 'failed',
    });
    // Refused before doing anything.
    expect(db.disabled.size).toBe(0);
  });

  it('unauthorized-401: 401 with a failed envelope, for a valid app ID too', async () => {
    db.addFault({ route: 'crypto', kind: 'unauthorized-401' });
    expect(await call(['currencies', 'crypto'])).toEqual({
      status: 401,
      body: { code: 401, msg: 'Unauthorized', status: 'failed' },
    });
    expect((await call(['currencies', 'fiat'])).status).toBe(200);
  });

  it('never-answers hangs until the client aborts', async () => {
    db.addFault({ route: 'fiat', kind: 'never-answers', times: 1 });
    const controller = new AbortController();
    const answer = raw('/currencies/fiat', { signal: controller.signal });
    await vi.waitFor(() => expect(db.hanging).toBe(1));
    controller.abort();
    await expect(answer).rejects.toThrow();
    await vi.waitFor(() => expect(db.hanging).toBe(0));
    expect((await raw('/currencies/fiat')).status).toBe(200);
  });

  it('never-answers ends (connection cut) when the db is reset', async () => {
    db.addFault({ route: 'transactions', kind: 'never-answers' });
    const answer = raw('/checkout/transactions/coffee-club');
    await vi.waitFor(() => expect(db.hanging).toBe(1));
    db.reset();
    await expect(answer).rejects.toThrow();
    expect(db.hanging).toBe(0);
  });
});

describe('advance', () => {
  it('completes the oldest pending record and adds new ones at the top', () => {
    const before = db.getRecords('live-desk')!.filter((record) => record.status === 'Pending');
    const completed = db.advance('live-desk', 'complete-pending');
    expect(completed?.status).toBe('Completed');
    expect(completed?.hash).toBe(before[before.length - 1]?.hash);
    const added = db.advance('live-desk', 'add-pending');
    expect(db.getRecords('live-desk')![0]).toEqual(added);
    expect(added?.status).toBe('Pending');
    expect(db.getRecords('live-desk')).toHaveLength(6);
  });
});
