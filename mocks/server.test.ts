// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_APP_ID } from './data';
import type { FaultRule } from './db';
import { parseServerArgs, startMockApiServer, type MockApiServer } from './server';

let api: MockApiServer;

beforeAll(async () => {
  api = await startMockApiServer({ port: 0, largeCount: 120, pageSize: 50 });
});
afterAll(() => api.close());
beforeEach(async () => {
  await fetch(`${api.origin}/__control/reset`, { method: 'POST', headers: CONTROL });
});

const headers = { Accept: 'application/json', 'X-TX-AppId': DEMO_APP_ID };
/** Control requests carry this header; a web page could not send it without a preflight. */
const CONTROL = { 'X-Mock-Control': '1' };

async function addFault(server: MockApiServer, rule: FaultRule): Promise<void> {
  const response = await fetch(`${server.origin}/__control/faults`, {
    method: 'POST',
    headers: CONTROL,
    body: JSON.stringify(rule),
  });
  expect(response.status).toBe(201);
}

describe('standalone mock API server', () => {
  it('answers its control API to tools only: no CORS, and a header a page cannot send unasked', async () => {
    const refused = await fetch(`${api.origin}/__control/reset`, { method: 'POST' });
    expect(refused.status).toBe(403);
    const preflight = await fetch(`${api.origin}/__control/faults`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const answered = await fetch(`${api.origin}/__control/requests`, { headers: CONTROL });
    expect(answered.status).toBe(200);
    expect(answered.headers.get('access-control-allow-origin')).toBeNull();
    // The API itself still answers browsers on any origin.
    const apiAnswer = await fetch(`${api.url}/currencies/fiat`, { headers });
    expect(apiAnswer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('listens on 127.0.0.1 and reports health', async () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const health = await (await fetch(`${api.origin}/__control/health`)).json();
    expect(health).toMatchObject({ ok: true, pageSize: 50, largeCount: 120 });
  });

  it('answers a CORS preflight for PATCH with X-TX-AppId', async () => {
    const response = await fetch(`${api.url}/checkout/disable/coffee-club`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'x-tx-appid',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-tx-appid',
    );
  });

  it('serves the operations with CORS headers and logs them', async () => {
    const response = await fetch(`${api.url}/checkout/transactions/big-market/3`, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = await response.json();
    expect(body.result).toMatchObject({ current: 3, next: 3 });
    expect(body.result.records).toHaveLength(20);

    const patch = await fetch(`${api.url}/checkout/disable/big-market`, {
      method: 'PATCH',
      headers,
    });
    expect(await patch.json()).toEqual({
      code: 200,
      msg: 'Checkout big-market disabled successfully',
      status: 'success',
    });

    const log = await (
      await fetch(`${api.origin}/__control/requests`, { headers: CONTROL })
    ).json();
    expect(
      log.requests.map(
        (entry: { method: string; path: string }) => entry.method + ' ' + entry.path,
      ),
    ).toEqual([
      'GET /v1/checkout/transactions/big-market/3',
      'PATCH /v1/checkout/disable/big-market',
    ]);
    expect(log.requests[0].appIdPresent).toBe(true);
    expect(JSON.stringify(log)).not.toContain(DEMO_APP_ID);

    await fetch(`${api.origin}/__control/requests`, { method: 'DELETE', headers: CONTROL });
    expect(
      (await (await fetch(`${api.origin}/__control/requests`, { headers: CONTROL })).json())
        .requests,
    ).toEqual([]);
  });

  it('answers unknown paths with a 404 failed envelope', async () => {
    const response = await fetch(`${api.origin}/nothing-here`, { headers });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404, status: 'failed' });
  });

  it('applies a fault rule until it is cleared', async () => {
    const added = await fetch(`${api.origin}/__control/faults`, {
      method: 'POST',
      headers: { ...CONTROL, 'Content-Type': 'application/json' },
      body: JSON.stringify({ route: 'fiat', kind: 'json-500' }),
    });
    expect(added.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${api.url}/currencies/fiat`, { headers });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ code: 500, msg: 'Internal error', status: 'failed' });
    }
    await fetch(`${api.origin}/__control/faults`, { method: 'DELETE', headers: CONTROL });
    expect((await fetch(`${api.url}/currencies/fiat`, { headers })).status).toBe(200);
  });

  it('rejects an invalid fault rule', async () => {
    const response = await fetch(`${api.origin}/__control/faults`, {
      method: 'POST',
      headers: CONTROL,
      body: JSON.stringify({ route: 'fiat', kind: 'explode' }),
    });
    expect(response.status).toBe(400);
  });

  it('cuts the connection for network-error', async () => {
    await fetch(`${api.origin}/__control/faults`, {
      method: 'POST',
      headers: CONTROL,
      body: JSON.stringify({ route: 'any', kind: 'network-error', times: 1 }),
    });
    await expect(fetch(`${api.url}/currencies/fiat`, { headers })).rejects.toThrow();
    expect((await fetch(`${api.url}/currencies/fiat`, { headers })).status).toBe(200);
  });

  it('advances live data through the control API', async () => {
    const response = await fetch(`${api.origin}/__control/checkouts/live-desk/advance`, {
      method: 'POST',
      headers: CONTROL,
      body: JSON.stringify({ action: 'add-pending' }),
    });
    const { record } = await response.json();
    expect(record.status).toBe('Pending');
    const page = await (
      await fetch(`${api.url}/checkout/transactions/live-desk`, { headers })
    ).json();
    expect(page.result.records[0].hash).toBe(record.hash);
    expect(page.result.records).toHaveLength(6);
  });

  it('exposes Retry-After of a rate-limited answer to browsers', async () => {
    await addFault(api, { route: 'fiat', kind: 'rate-limited', retryAfterSeconds: 7 });
    const response = await fetch(`${api.url}/currencies/fiat`, {
      headers: { ...headers, Origin: 'http://localhost:5173' },
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(await response.json()).toEqual({
      code: 429,
      msg: 'Too many requests',
      status: 'failed',
    });
  });

  it('answers 503 with Retry-After and 401 with a failed envelope', async () => {
    await addFault(api, { route: 'fiat', kind: 'unavailable-retry-after', times: 1 });
    await addFault(api, { route: 'crypto', kind: 'unauthorized-401', times: 1 });
    const unavailable = await fetch(`${api.url}/currencies/fiat`, { headers });
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('retry-after')).toBe('2');
    expect(await unavailable.json()).toEqual({
      code: 503,
      msg: 'Service unavailable',
      status: 'failed',
    });
    const unauthorized = await fetch(`${api.url}/currencies/crypto`, { headers });
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toEqual({ code: 401, msg: 'Unauthorized', status: 'failed' });
  });

  it('never-answers hangs until the client disconnects, then lets go', async () => {
    await addFault(api, { route: 'fiat', kind: 'never-answers', times: 1 });
    const controller = new AbortController();
    const answer = fetch(`${api.url}/currencies/fiat`, { headers, signal: controller.signal });
    await vi.waitFor(() => expect(api.db.hanging).toBe(1));
    controller.abort();
    await expect(answer).rejects.toThrow();
    await vi.waitFor(() => expect(api.db.hanging).toBe(0));
    expect((await fetch(`${api.url}/currencies/fiat`, { headers })).status).toBe(200);
  });

  it('never-answers ends with a cut connection on reset', async () => {
    await addFault(api, { route: 'transactions', kind: 'never-answers' });
    const answer = fetch(`${api.url}/checkout/transactions/coffee-club`, { headers });
    await vi.waitFor(() => expect(api.db.hanging).toBe(1));
    await fetch(`${api.origin}/__control/reset`, { method: 'POST', headers: CONTROL });
    await expect(answer).rejects.toThrow();
    expect(api.db.hanging).toBe(0);
  });

  it('closes with a request still hanging', async () => {
    const other = await startMockApiServer({ port: 0 });
    await addFault(other, { route: 'any', kind: 'never-answers' });
    const answer = fetch(`${other.url}/currencies/fiat`, { headers });
    await vi.waitFor(() => expect(other.db.hanging).toBe(1));
    await other.close();
    await expect(answer).rejects.toThrow();
    expect(other.db.hanging).toBe(0);
  });
});

describe('command line of the mock API server', () => {
  it('reads the flags, in both spellings, and falls back to the environment', () => {
    expect(parseServerArgs([])).toEqual({ port: 8787, largeCount: undefined, pageSize: undefined });
    expect(parseServerArgs(['--port', '8797', '--large-count=20000', '--page-size', '25'])).toEqual(
      { port: 8797, largeCount: 20_000, pageSize: 25 },
    );
    const env = { MOCK_API_PORT: '9000', MOCK_LARGE_COUNT: '10', MOCK_PAGE_SIZE: '' };
    expect(parseServerArgs([], env)).toEqual({ port: 9000, largeCount: 10, pageSize: undefined });
    // A flag wins over its variable.
    expect(parseServerArgs(['--port', '0'], env).port).toBe(0);
  });

  it.each([
    [['--port', 'abc'], {}, '--port must be an integer from 0 to 65535, got "abc"'],
    [['--port', '70000'], {}, '--port must be an integer from 0 to 65535, got "70000"'],
    [['--port='], {}, '--port must be an integer from 0 to 65535, got ""'],
    [['--page-size', '-5'], {}, /page-size/],
    [['--large-count', '1.5'], {}, '--large-count must be a non-negative integer, got "1.5"'],
    [
      [],
      { MOCK_LARGE_COUNT: 'lots' },
      'MOCK_LARGE_COUNT must be a non-negative integer, got "lots"',
    ],
    [['--prot', '8787'], {}, /Unknown option '--prot'/],
    [['--port'], {}, /--port <value>' argument missing/],
    [['8787'], {}, /Unexpected argument '8787'/],
  ] as const)('refuses %j %j with a clear error', (args, env, message) => {
    expect(() => parseServerArgs(args, env)).toThrow(message);
  });
});
