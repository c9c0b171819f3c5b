// @vitest-environment node
import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { failureOf } from '@/testing/api-failure';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { TEST_APP_ID } from '@mocks/data';
import { apiGet, apiRequest, parseRetryAfter } from './client';
import { buildUrl } from './request';
import { ApiError, describeApiError } from './errors';
import { fiatCurrenciesSchema } from './schemas';

const { server } = setupMockApi();
const api = {
  baseUrl: TEST_API_BASE,
  appId: TEST_APP_ID,
  scope: 'test',
  storage: 'local' as const,
};

describe('buildUrl', () => {
  it('percent-encodes every path segment so it cannot reach another endpoint', () => {
    expect(buildUrl('https://x.test/v1/', ['checkout', 'transactions', 'A/B?C#D%'])).toBe(
      'https://x.test/v1/checkout/transactions/A%2FB%3FC%23D%25',
    );
    // URLs resolve "." and ".." segments (even percent-encoded), so they are refused.
    expect(() => buildUrl('https://x.test/v1', ['checkout', 'transactions', '..'])).toThrow(
      ApiError,
    );
    expect(() => buildUrl('https://x.test/v1', ['checkout', 'transactions', '.'])).toThrow(
      ApiError,
    );
    expect(buildUrl('https://x.test/v1', ['checkout', 'transactions', '...'])).toBe(
      'https://x.test/v1/checkout/transactions/...',
    );
    expect(new URL(buildUrl('https://x.test/v1', ['a', '../currencies/fiat'])).pathname).toBe(
      '/v1/a/..%2Fcurrencies%2Ffiat',
    );
  });

  it('adds only defined query parameters', () => {
    expect(
      buildUrl('https://x.test/v1', ['currencies', 'crypto'], { chains: 'eth,tron', x: undefined }),
    ).toBe('https://x.test/v1/currencies/crypto?chains=eth,tron');
  });
});

describe('apiRequest', () => {
  it('sends Accept and X-TX-AppId and returns the envelope on success', async () => {
    let headers: Headers | undefined;
    server.events.on('request:start', ({ request }) => {
      headers = request.headers;
    });
    const fiat = await apiGet(api, { segments: ['currencies', 'fiat'] }, fiatCurrenciesSchema);
    server.events.removeAllListeners();
    expect(fiat.some((currency) => currency.code === 'EUR')).toBe(true);
    expect(headers?.get('accept')).toBe('application/json');
    expect(headers?.get('x-tx-appid')).toBe(TEST_APP_ID);
  });

  it('reaches the transactions endpoint with a hostile checkout code kept in its segment', async () => {
    const code = 'A/B?C#D%';
    let path = '';
    server.events.on('request:start', ({ request }) => {
      path = new URL(request.url).pathname;
    });
    const error = await failureOf(
      apiRequest(api, { segments: ['checkout', 'transactions', code] }),
    );
    server.events.removeAllListeners();
    expect(path).toBe('/v1/checkout/transactions/A%2FB%3FC%23D%25');
    // The transactions handler's answer for an unknown code, not the catch-all's.
    expect(error.kind).toBe('not-found');
    expect(error.msg).toBe('Checkout not found');
  });

  it('maps an invalid app ID (400) to invalid-app-id with the server message', async () => {
    const error = await failureOf(
      apiRequest({ ...api, appId: 'nope' }, { segments: ['currencies', 'fiat'] }),
    );
    expect(error.kind).toBe('invalid-app-id');
    expect(error.code).toBe(400);
    expect(error.httpStatus).toBe(400);
    expect(error.msg).toBeTruthy();
    expect(error.message).not.toContain('nope');
  });

  it('maps a missing app ID (403) to forbidden', async () => {
    const error = await failureOf(
      apiRequest({ ...api, appId: '' }, { segments: ['currencies', 'fiat'] }),
    );
    expect(error.kind).toBe('forbidden');
    expect(error.msg).toBe('Forbidden');
  });

  it('maps an HTTP 401 to unauthorized, and 401/403 statuses even without an envelope', async () => {
    server.use(
      http.get(`${TEST_API_BASE}/currencies/fiat`, () =>
        HttpResponse.json({ code: 401, msg: 'Unauthorized', status: 'failed' }, { status: 401 }),
      ),
    );
    const error = await failureOf(apiRequest(api, { segments: ['currencies', 'fiat'] }));
    expect(error.kind).toBe('unauthorized');
    expect(error.isTransient).toBe(false);
    expect(describeApiError(error).detail).toMatch(/Settings/);

    for (const [status, kind] of [
      [401, 'unauthorized'],
      [403, 'forbidden'],
    ] as const) {
      server.use(
        http.get(`${TEST_API_BASE}/currencies/fiat`, () =>
          HttpResponse.html('<h1>Go away</h1>', { status }),
        ),
      );
      expect((await failureOf(apiRequest(api, { segments: ['currencies', 'fiat'] }))).kind).toBe(
        kind,
      );
    }
  });

  it('reads Retry-After of a 429 and a 503 into the error', async () => {
    server.use(
      http.get(`${TEST_API_BASE}/currencies/fiat`, () =>
        HttpResponse.json(
          { code: 429, msg: 'Too many requests', status: 'failed' },
          { status: 429, headers: { 'Retry-After': '8' } },
        ),
      ),
    );
    const limited = await failureOf(apiRequest(api, { segments: ['currencies', 'fiat'] }));
    expect(limited.kind).toBe('rate-limited');
    expect(limited.retryAfterMs).toBe(8_000);
    expect(limited.isTransient).toBe(true);

    server.use(
      http.get(`${TEST_API_BASE}/currencies/fiat`, () =>
        HttpResponse.text('down', { status: 503, headers: { 'Retry-After': '3' } }),
      ),
    );
    const unavailable = await failureOf(apiRequest(api, { segments: ['currencies', 'fiat'] }));
    expect(unavailable.kind).toBe('server-error');
    expect(unavailable.retryAfterMs).toBe(3_000);

    // Not waited for (too long): the message says what the service asked.
    const tooLong = new ApiError({
      kind: 'rate-limited',
      httpStatus: 429,
      message: 'Too many requests (HTTP 429).',
      retryAfterMs: 600_000,
    });
    expect(describeApiError(tooLong).detail).toBe(
      'Too many requests (HTTP 429). It asked us to wait 10 min; try again then.',
    );
  });

  it('treats a failed envelope inside HTTP 200 as the error it says it is', async () => {
    server.use(
      http.get(`${TEST_API_BASE}/currencies/fiat`, () =>
        HttpResponse.json({ code: 4001, msg: 'Checkout is locked', status: 'failed' }),
      ),
    );
    const error = await failureOf(apiRequest(api, { segments: ['currencies', 'fiat'] }));
    expect(error.kind).toBe('client-error');
    expect(error.httpStatus).toBe(200);
    expect(error.code).toBe(4001);
    expect(error.msg).toBe('Checkout is locked');
  });

  it('requires code 200 as well as status success', async () => {
    server.use(
      http.get(`${TEST_API_BASE}/currencies/fiat`, () =>
        HttpResponse.json({ code: 201, msg: 'odd', status: 'success', result: [] }),
      ),
    );
    expect((await failureOf(apiRequest(api, { segments: ['currencies', 'fiat'] }))).code).toBe(201);
  });

  it('requires a 2xx HTTP status even when the envelope says success', async () => {
    server.use(
      http.get(`${TEST_API_BASE}/currencies/fiat`, () =>
        HttpResponse.json({ code: 200, msg: 'OK', status: 'success', result: [] }, { status: 404 }),
      ),
    );
    const error = await failureOf(apiRequest(api, { segments: ['currencies', 'fiat'] }));
    expect(error.kind).toBe('client-error');
    expect(error.httpStatus).toBe(404);
  });

  it('maps an HTML 500 page to server-error', async () => {
    server.use(
      http.get(`${TEST_API_BASE}/currencies/fiat`, () =>
        HttpResponse.html('<html><body>Bad gateway</body></html>', { status: 502 }),
      ),
    );
    const error = await failureOf(apiRequest(api, { segments: ['currencies', 'fiat'] }));
    expect(error.kind).toBe('server-error');
    expect(error.httpStatus).toBe(502);
    expect(error.isTransient).toBe(true);
  });

  it('maps a non-JSON 200 body and a schema mismatch to bad-response', async () => {
    server.use(
      http.get(`${TEST_API_BASE}/currencies/fiat`, () => HttpResponse.text('{"code":200,')),
    );
    expect((await failureOf(apiRequest(api, { segments: ['currencies', 'fiat'] }))).kind).toBe(
      'bad-response',
    );

    server.use(
      http.get(`${TEST_API_BASE}/currencies/fiat`, () =>
        HttpResponse.json({ code: 200, msg: 'OK', status: 'success', result: [{ id: 'x' }] }),
      ),
    );
    const error = await failureOf(
      apiGet(api, { segments: ['currencies', 'fiat'] }, fiatCurrenciesSchema),
    );
    expect(error.kind).toBe('bad-response');
    expect(error.isTransient).toBe(false);
  });

  it('maps a failed connection to network-error', async () => {
    server.use(http.get(`${TEST_API_BASE}/currencies/fiat`, () => HttpResponse.error()));
    const error = await failureOf(apiRequest(api, { segments: ['currencies', 'fiat'] }));
    expect(error.kind).toBe('network-error');
    expect(error.isTransient).toBe(true);
  });

  it('times out with a clear error', async () => {
    server.use(
      http.get(`${TEST_API_BASE}/currencies/fiat`, async () => {
        await delay(500);
        return HttpResponse.json({ code: 200, msg: 'OK', status: 'success', result: [] });
      }),
    );
    const error = await failureOf(
      apiRequest(api, { segments: ['currencies', 'fiat'], timeoutMs: 50 }),
    );
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/No answer within/);
  });

  it('counts attempts under one signal: a retried timeout says how many and how long', async () => {
    const slow = async () => {
      await delay(500);
      return HttpResponse.json({ code: 200, msg: 'OK', status: 'success', result: [] });
    };
    server.use(
      http.get(`${TEST_API_BASE}/currencies/fiat`, slow),
      http.get(`${TEST_API_BASE}/currencies/crypto`, slow),
    );
    // React Query passes the same signal to every attempt of one fetch.
    const signal = new AbortController().signal;
    const request = { segments: ['currencies', 'fiat'], timeoutMs: 20, signal };
    expect((await failureOf(apiRequest(api, request))).message).toBe('No answer within 0 s.');
    const second = await failureOf(apiRequest(api, request));
    expect(second.message).toMatch(/^No answer after 2 attempts over \d+ s\.$/);
    // Another URL under the same signal (another page) starts its own count.
    const other = await failureOf(
      apiRequest(api, { ...request, segments: ['currencies', 'crypto'] }),
    );
    expect(other.message).toBe('No answer within 0 s.');
  });

  it("passes the caller's abort through instead of calling it a network error", async () => {
    server.use(
      http.get(`${TEST_API_BASE}/currencies/fiat`, async () => {
        await delay(500);
        return HttpResponse.json({ code: 200, msg: 'OK', status: 'success', result: [] });
      }),
    );
    const controller = new AbortController();
    const request = apiRequest(api, {
      segments: ['currencies', 'fiat'],
      signal: controller.signal,
    });
    controller.abort();
    await expect(request).rejects.toSatisfy((error: unknown) => !(error instanceof ApiError));
  });
});

describe('parseRetryAfter', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  it('reads delay-seconds and HTTP dates, and nothing else', () => {
    expect(parseRetryAfter('8', now)).toBe(8_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Sun, 22 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    // A date in the past means "now".
    expect(parseRetryAfter('Sun, 22 Nov 2026 11:00:00 GMT', now)).toBe(0);
    for (const value of [null, '', '-5', '1.5', 'soon', '0x10']) {
      expect(parseRetryAfter(value, now)).toBeUndefined();
    }
  });
});

describe('requests that cannot leak', () => {
  it('never follows a redirect: a 307 to another origin ends in an error naming the base URL', async () => {
    const elsewhere: Request[] = [];
    server.use(
      http.get(`${TEST_API_BASE}/currencies/fiat`, () =>
        HttpResponse.text('', {
          status: 307,
          headers: { Location: 'https://elsewhere.test/v1/currencies/fiat' },
        }),
      ),
      http.get('https://elsewhere.test/*', ({ request }) => {
        elsewhere.push(request);
        return HttpResponse.json({ code: 200, msg: 'OK', status: 'success', result: [] });
      }),
    );
    const error = await failureOf(
      apiGet(api, { segments: ['currencies', 'fiat'] }, fiatCurrenciesSchema),
    );
    expect(error.kind).toBe('redirected');
    expect(error.message).toContain(TEST_API_BASE);
    expect(error.message).not.toContain(TEST_APP_ID);
    expect(describeApiError(error).title).toBe('The API address redirects elsewhere');
    expect(elsewhere).toEqual([]);
  });

  it('sends no cookies and no referrer', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${TEST_API_BASE}/currencies/fiat`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ code: 200, msg: 'OK', status: 'success', result: [] });
      }),
    );
    await apiGet(api, { segments: ['currencies', 'fiat'] }, fiatCurrenciesSchema);
    expect(seen?.credentials).toBe('omit');
    expect(seen?.referrerPolicy).toBe('no-referrer');
    expect(seen?.redirect).toBe('manual');
  });

  it('refuses an answer that says it is over 20 MB without reading it', async () => {
    server.use(
      http.get(
        `${TEST_API_BASE}/currencies/fiat`,
        () =>
          new HttpResponse('{}', {
            headers: {
              'Content-Type': 'application/json',
              'Content-Length': String(50 * 1024 * 1024),
            },
          }),
      ),
    );
    const error = await failureOf(
      apiGet(api, { segments: ['currencies', 'fiat'] }, fiatCurrenciesSchema),
    );
    expect(error.kind).toBe('too-large');
    expect(describeApiError(error).detail).toMatch(/larger than 20 MB/);
  });

  it('stops reading an answer without a length once it passes 20 MB', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(32);
    let sent = 0;
    server.use(
      http.get(`${TEST_API_BASE}/currencies/fiat`, () => {
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            // 50 MB at most; the client should stop long before.
            if (sent >= 50) return controller.close();
            sent += 1;
            controller.enqueue(chunk);
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const error = await failureOf(
      apiGet(api, { segments: ['currencies', 'fiat'] }, fiatCurrenciesSchema),
    );
    expect(error.kind).toBe('too-large');
    expect(sent).toBeLessThan(30);
  });
});
