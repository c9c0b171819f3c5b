// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_APP_ID } from './data';
import { startMockApiServer, type MockApiServer } from './server';

let api: MockApiServer;

beforeAll(async () => {
  api = await startMockApiServer({ port: 0, largeCount: 120, pageSize: 50 });
});
afterAll(() => api.close());
beforeEach(async () => {
  await fetch(`${api.origin}/__control/reset`, { method: 'POST' });
});

const headers = { Accept: 'application/json', 'X-TX-AppId': DEMO_APP_ID };

describe('standalone mock API server', () => {
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

    const log = await (await fetch(`${api.origin}/__control/requests`)).json();
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

    await fetch(`${api.origin}/__control/requests`, { method: 'DELETE' });
    expect((await (await fetch(`${api.origin}/__control/requests`)).json()).requests).toEqual([]);
  });

  it('answers unknown paths with a 404 failed envelope', async () => {
    const response = await fetch(`${api.origin}/nothing-here`, { headers });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404, status: 'failed' });
  });

  it('applies a fault rule until it is cleared', async () => {
    const added = await fetch(`${api.origin}/__control/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ route: 'fiat', kind: 'json-500' }),
    });
    expect(added.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${api.url}/currencies/fiat`, { headers });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ code: 500, msg: 'Internal error', status: 'failed' });
    }
    await fetch(`${api.origin}/__control/faults`, { method: 'DELETE' });
    expect((await fetch(`${api.url}/currencies/fiat`, { headers })).status).toBe(200);
  });

  it('rejects an invalid fault rule', async () => {
    const response = await fetch(`${api.origin}/__control/faults`, {
      method: 'POST',
      body: JSON.stringify({ route: 'fiat', kind: 'explode' }),
    });
    expect(response.status).toBe(400);
  });

  it('cuts the connection for network-error', async () => {
    await fetch(`${api.origin}/__control/faults`, {
      method: 'POST',
      body: JSON.stringify({ route: 'any', kind: 'network-error', times: 1 }),
    });
    await expect(fetch(`${api.url}/currencies/fiat`, { headers })).rejects.toThrow();
    expect((await fetch(`${api.url}/currencies/fiat`, { headers })).status).toBe(200);
  });

  it('advances live data through the control API', async () => {
    const response = await fetch(`${api.origin}/__control/checkouts/live-desk/advance`, {
      method: 'POST',
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
});
