// @vitest-environment node
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { TEST_APP_ID } from '@mocks/data';
import { fiatCurrenciesOptions } from '@/api/currencies';
import { disableCheckoutOptions } from '@/api/disable-checkout';
import { MAX_RETRIES, MAX_RETRY_AFTER_RETRIES, MAX_TIMEOUT_ATTEMPTS } from '@/api/retry-policy';
import { createQueryClient } from './query-client';

const { server, db } = setupMockApi();
const api = {
  baseUrl: TEST_API_BASE,
  appId: TEST_APP_ID,
  scope: 'test',
  storage: 'local' as const,
};

afterEach(() => {
  vi.useRealTimers();
});

/** The app's query client against a fiat endpoint that answers `answer` every time. */
async function countRequests(
  answer: () => Response,
  { noDelay = true }: { noDelay?: boolean } = {},
) {
  let calls = 0;
  server.use(
    http.get(`${TEST_API_BASE}/currencies/fiat`, () => {
      calls += 1;
      return answer();
    }),
  );
  const queryClient = createQueryClient();
  // Real rules; no waiting between attempts unless the test is about the wait.
  const observer = new QueryObserver(queryClient, {
    ...fiatCurrenciesOptions(api),
    ...(noDelay ? { retryDelay: 0 } : {}),
  });
  const unsubscribe = observer.subscribe(() => {});
  const result = await observer.refetch();
  unsubscribe();
  return { calls: () => calls, result };
}

const failedEnvelope = (code: number, msg: string, status: number, headers?: HeadersInit) => () =>
  HttpResponse.json({ code, msg, status: 'failed' }, { status, headers });

describe('the query client retry rules, end to end', () => {
  it('a 500 is tried four times in all (one request, three retries), then fails', async () => {
    const { calls, result } = await countRequests(failedEnvelope(500, 'Internal error', 500));
    expect(calls()).toBe(1 + MAX_RETRIES);
    expect(result.isError).toBe(true);
  });

  it.each([
    [400, 'Invalid app ID'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not found'],
  ])('an HTTP %i is tried once', async (status, msg) => {
    const { calls } = await countRequests(failedEnvelope(status, msg, status));
    expect(calls()).toBe(1);
  });

  it('a failed envelope in HTTP 200 is tried once, whatever its code says', async () => {
    for (const code of [4001, 500, 503, 429]) {
      const { calls } = await countRequests(failedEnvelope(code, 'Locked', 200));
      expect(calls()).toBe(1);
    }
  });

  it('a 429 with Retry-After is retried after that delay, at most three times', async () => {
    const { calls, result } = await countRequests(
      failedEnvelope(429, 'Too many requests', 429, { 'Retry-After': '0' }),
      { noDelay: false },
    );
    expect(calls()).toBe(1 + MAX_RETRY_AFTER_RETRIES);
    expect(result.error).toMatchObject({ kind: 'rate-limited', retryAfterMs: 0 });
  });

  it('waits the Retry-After seconds before the retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let calls = 0;
    server.use(
      http.get(`${TEST_API_BASE}/currencies/fiat`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { code: 503, msg: 'Unavailable', status: 'failed' },
              { status: 503, headers: { 'Retry-After': '8' } },
            )
          : HttpResponse.json({ code: 200, msg: 'OK', status: 'success', result: [] });
      }),
    );
    const observer = new QueryObserver(createQueryClient(), fiatCurrenciesOptions(api));
    const unsubscribe = observer.subscribe(() => {});
    const done = observer.refetch();
    await vi.waitFor(() => expect(observer.getCurrentResult().failureCount).toBe(1));
    await vi.advanceTimersByTimeAsync(7_900);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    const result = await done;
    unsubscribe();
    expect(calls).toBe(2);
    expect(result.isSuccess).toBe(true);
  });

  it('a Retry-After longer than the cap is not waited for: one request, the error says so', async () => {
    const { calls, result } = await countRequests(
      failedEnvelope(429, 'Too many requests', 429, { 'Retry-After': '600' }),
      { noDelay: false },
    );
    expect(calls()).toBe(1);
    expect(result.error).toMatchObject({ kind: 'rate-limited', retryAfterMs: 600_000 });
  });

  it('a service that never answers is tried three times in all', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_API_BASE}/currencies/fiat`, ({ request }) => {
        calls += 1;
        // Hangs until the client gives up (its timeout aborts the request).
        return new Promise<Response>((resolve) =>
          request.signal.addEventListener('abort', () => resolve(HttpResponse.error())),
        );
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const observer = new QueryObserver(createQueryClient(), fiatCurrenciesOptions(api));
    const unsubscribe = observer.subscribe(() => {});
    const done = observer.refetch();
    // 15 s, 0.5 s, 15 s, 1 s, 15 s.
    await vi.advanceTimersByTimeAsync(47_000);
    const result = await done;
    unsubscribe();
    expect(calls).toBe(MAX_TIMEOUT_ATTEMPTS);
    expect(result.error).toMatchObject({ kind: 'timeout' });
    expect((result.error as Error).message).toBe('No answer after 3 attempts over 47 s.');
  });

  it('never retries a mutation: disabling a checkout is sent once, even on a 503', async () => {
    db.addFault({ route: 'disable', kind: 'unavailable-retry-after', retryAfterSeconds: 0 });
    const queryClient = createQueryClient();
    const observer = new MutationObserver(queryClient, disableCheckoutOptions(api, queryClient));
    await observer.mutate('coffee-club').catch(() => undefined);
    expect(db.requestLog.filter((entry) => entry.method === 'PATCH')).toHaveLength(1);
    expect(observer.getCurrentResult().error).toMatchObject({ kind: 'server-error' });
  });
});
