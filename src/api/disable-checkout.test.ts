// @vitest-environment node
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureOf } from '@/testing/api-failure';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { TEST_APP_ID } from '@mocks/data';
import { disableCheckout, disableCheckoutOptions } from './disable-checkout';
import { ApiError, describeApiError } from './errors';
import { apiKeys } from './keys';

const { server, db } = setupMockApi();
const api = {
  baseUrl: TEST_API_BASE,
  appId: TEST_APP_ID,
  scope: 'test',
  storage: 'local' as const,
};

afterEach(() => server.events.removeAllListeners());

const disableRequests = () =>
  db.requestLog.filter((entry) => entry.path.includes('/checkout/disable/'));

/** A client whose default WOULD retry mutations, to prove the option turns it off. */
function retryingQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { mutations: { retry: 3, retryDelay: 1 }, queries: { retry: false } },
  });
}

describe('disableCheckout', () => {
  it('sends one PATCH with the app ID header, no body, and the code as one encoded segment', async () => {
    const seen: {
      method: string;
      url: string;
      body: string;
      appId: string | null;
      type: string | null;
    }[] = [];
    server.events.on('request:start', async ({ request }) => {
      const copy = request.clone();
      seen.push({
        method: copy.method,
        url: copy.url,
        body: await copy.text(),
        appId: copy.headers.get('X-TX-AppId'),
        type: copy.headers.get('Content-Type'),
      });
    });

    const result = await disableCheckout(api, 'a/b?c#d%');

    expect(result.checkoutCode).toBe('a/b?c#d%');
    expect(result.msg).toBe('Checkout a/b?c#d% disabled successfully');
    expect(typeof result.disabledAt).toBe('number');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual({
      method: 'PATCH',
      url: `${TEST_API_BASE}/checkout/disable/a%2Fb%3Fc%23d%25`,
      body: '',
      appId: TEST_APP_ID,
      type: null,
    });
    expect(disableRequests()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/v1/checkout/disable/a%2Fb%3Fc%23d%25',
        appIdPresent: true,
      }),
    ]);
  });

  it('maps an invalid app ID (code 400) to invalid-app-id with the server message', async () => {
    const error = await failureOf(
      disableCheckout({ ...api, appId: 'not-a-real-app' }, 'hoodie-drop'),
    );
    expect(error.kind).toBe('invalid-app-id');
    expect(error.code).toBe(400);
    expect(error.msg).toBe('Invalid app ID');
    expect(describeApiError(error)).toEqual({
      title: 'The app ID is not valid',
      // The service's words, shown as sent and marked as its words.
      detail: 'The service said: "Invalid app ID".',
    });
    expect(error.message).not.toContain('not-a-real-app');
  });

  it('maps a 403 envelope to forbidden', async () => {
    server.use(
      http.patch(`${TEST_API_BASE}/checkout/disable/:code`, () =>
        HttpResponse.json({ code: 403, msg: 'Forbidden', status: 'failed' }, { status: 403 }),
      ),
    );
    const error = await failureOf(disableCheckout(api, 'hoodie-drop'));
    expect(error.kind).toBe('forbidden');
    expect(error.httpStatus).toBe(403);
    expect(describeApiError(error)).toEqual({
      title: 'Access denied',
      detail: 'The service said: "Forbidden".',
    });
  });

  it('treats a failed envelope inside HTTP 200 as a failure carrying the server message', async () => {
    db.addFault({ route: 'disable', kind: 'failed-envelope-200' });
    const error = await failureOf(disableCheckout(api, 'hoodie-drop'));
    expect(error.kind).toBe('client-error');
    expect(error.httpStatus).toBe(200);
    expect(error.code).toBe(4001);
    expect(error.msg).toBe('Checkout is locked');
    expect(describeApiError(error).detail).toContain('Checkout is locked');
    expect(db.disabled.has('hoodie-drop')).toBe(false);
  });

  it('maps a failed network request to network-error', async () => {
    db.addFault({ route: 'disable', kind: 'network-error' });
    const error = await failureOf(disableCheckout(api, 'hoodie-drop'));
    expect(error.kind).toBe('network-error');
    expect(describeApiError(error).title).toBe('Cannot reach the service');
  });
});

describe('disableCheckoutOptions', () => {
  it.each(['network-error', 'json-500', 'failed-envelope-200'] as const)(
    'never retries automatically (%s), even when the client default would',
    async (kind) => {
      db.addFault({ route: 'disable', kind });
      const queryClient = retryingQueryClient();
      const onDisabled = vi.fn();
      const observer = new MutationObserver(
        queryClient,
        disableCheckoutOptions(api, queryClient, onDisabled),
      );
      await expect(observer.mutate('hoodie-drop')).rejects.toBeInstanceOf(ApiError);
      // Give a would-be retry (retryDelay 1 ms) time to happen.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(disableRequests()).toHaveLength(1);
      expect(onDisabled).not.toHaveBeenCalled();
    },
  );

  it('on success reports the result and invalidates the checkout transactions only', async () => {
    const queryClient = retryingQueryClient();
    const own = apiKeys.transactions(api, 'hoodie-drop');
    const other = apiKeys.transactions(api, 'coffee-club');
    queryClient.setQueryData(own, { pages: [], pageParams: [] });
    queryClient.setQueryData(other, { pages: [], pageParams: [] });
    const onDisabled = vi.fn();
    const observer = new MutationObserver(
      queryClient,
      disableCheckoutOptions(api, queryClient, onDisabled),
    );

    const result = await observer.mutate('hoodie-drop');

    expect(result.msg).toBe('Checkout hoodie-drop disabled successfully');
    expect(onDisabled).toHaveBeenCalledExactlyOnceWith(result);
    expect(queryClient.getQueryState(own)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
    expect(db.disabled.has('hoodie-drop')).toBe(true);
    expect(disableRequests()).toHaveLength(1);
  });
});
