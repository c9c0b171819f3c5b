// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_APP_ID } from './data';
import { createDemoApi } from './in-page';

const BASE = 'http://localhost/demo-api/v1';

describe('the in-page demo API', () => {
  it('answers in a later task than the one that asked, as a server does', async () => {
    const answer = createDemoApi(BASE);
    let answered = false;
    const pending = answer(
      new Request(`${BASE}/checkout/transactions/coffee-club`, {
        headers: { 'X-TX-AppId': DEMO_APP_ID },
      }),
    ).then((response) => {
      answered = true;
      return response;
    });
    // Every microtask the asking task queues runs before it ends: still no answer.
    for (let turn = 0; turn < 200; turn += 1) await Promise.resolve();
    expect(answered).toBe(false);
    const response = await pending;
    expect(response.status).toBe(200);
    const body = (await response.json()) as { code: number; result: { records: unknown[] } };
    expect(body.code).toBe(200);
    expect(body.result.records.length).toBeGreaterThan(0);
  });

  it('answers a path outside the API with a 404 envelope', async () => {
    const response = await createDemoApi(BASE)(
      new Request(`${BASE}/no-such-operation`, { headers: { 'X-TX-AppId': DEMO_APP_ID } }),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404, status: 'failed' });
  });
});
