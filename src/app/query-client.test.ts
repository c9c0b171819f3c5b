// @vitest-environment node
import { QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { TEST_APP_ID } from '@mocks/data';
import { fiatCurrenciesOptions } from '@/api/currencies';
import { ApiError } from '@/api/errors';
import { createQueryClient, MAX_RETRIES, shouldRetry } from './query-client';

const { server } = setupMockApi();
const api = { baseUrl: TEST_API_BASE, appId: TEST_APP_ID };

describe('retry rules', () => {
  it('retries network errors, timeouts and 5xx at most three times', () => {
    for (const kind of ['network-error', 'timeout', 'server-error'] as const) {
      const error = new ApiError({ kind, message: kind });
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(MAX_RETRIES - 1, error)).toBe(true);
      expect(shouldRetry(MAX_RETRIES, error)).toBe(false);
    }
  });

  it('never retries 4xx, failed envelopes or bad responses', () => {
    for (const kind of ['invalid-app-id', 'forbidden', 'client-error', 'bad-response'] as const) {
      expect(shouldRetry(0, new ApiError({ kind, message: kind }))).toBe(false);
    }
    expect(shouldRetry(0, new Error('plain'))).toBe(false);
  });

  async function countRequests(status: number, body: Record<string, unknown>) {
    let calls = 0;
    server.use(
      http.get(`${TEST_API_BASE}/currencies/fiat`, () => {
        calls += 1;
        return HttpResponse.json(body, { status });
      }),
    );
    const queryClient = createQueryClient();
    // Real rules, no waiting between attempts.
    const observer = new QueryObserver(queryClient, {
      ...fiatCurrenciesOptions(api),
      retryDelay: 0,
    });
    const unsubscribe = observer.subscribe(() => {});
    const result = await observer.refetch();
    unsubscribe();
    return { calls, result };
  }

  it('a 500 is tried four times in all (one request, three retries), then fails', async () => {
    const { calls, result } = await countRequests(500, {
      code: 500,
      msg: 'Internal error',
      status: 'failed',
    });
    expect(calls).toBe(1 + MAX_RETRIES);
    expect(result.isError).toBe(true);
  });

  it('a 400 is tried once', async () => {
    const { calls } = await countRequests(400, {
      code: 400,
      msg: 'Invalid app ID',
      status: 'failed',
    });
    expect(calls).toBe(1);
  });

  it('a failed envelope in HTTP 200 is tried once', async () => {
    const { calls } = await countRequests(200, { code: 4001, msg: 'Locked', status: 'failed' });
    expect(calls).toBe(1);
  });
});
