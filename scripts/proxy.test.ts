import { request, createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer as createViteServer, type ViteDevServer } from 'vite';

/** The API behind the proxy: records the headers of what reached it. */
let api: ReturnType<typeof createServer>;
let vite: ViteDevServer;
const received: IncomingHttpHeaders[] = [];
const receivedPaths: string[] = [];

beforeAll(async () => {
  api = createServer((incoming, response) => {
    received.push(incoming.headers);
    receivedPaths.push(incoming.url ?? '');
    response.setHeader('Set-Cookie', 'session=from-the-api; Path=/');
    response.setHeader('Content-Type', 'application/json');
    response.end('{"code":200,"msg":"OK","status":"success","result":[]}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  process.env.API_PROXY_TARGET = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v1`;
  vite = await createViteServer({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1', hmr: false, ws: false },
  });
  await vite.listen();
}, 30_000);

afterAll(async () => {
  delete process.env.API_PROXY_TARGET;
  await vite?.close();
  api?.close();
});

function get(path: string, headers: Record<string, string>) {
  const { port } = vite.httpServer!.address() as AddressInfo;
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('the dev server', () => {
  it("forwards /api with the app ID, without the browser's cookies and Referer", async () => {
    const answer = await get('/api/currencies/fiat', {
      'X-TX-AppId': 'test-app-id',
      Cookie: 'session=secret',
      Referer: 'http://127.0.0.1/checkouts/abc?tx=1',
    });
    expect(answer.status).toBe(200);
    const last = received.at(-1)!;
    expect(last['x-tx-appid']).toBe('test-app-id');
    expect(last.cookie).toBeUndefined();
    expect(last.referer).toBeUndefined();
    // The API's cookies stay with the API.
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('forwards a path as the app encoded it', async () => {
    const segment = encodeURIComponent('x/../../currencies/fiat');
    await get(`/api/checkout/disable/${segment}`, { 'X-TX-AppId': 'test-app-id' });
    expect(receivedPaths.at(-1)).toBe(`/v1/checkout/disable/${segment}`);
  });

  it('sends the Content Security Policy with a nonce for its inline script', async () => {
    const answer = await get('/', {});
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' 'nonce-[0-9a-f]{32}'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
  });
});
