import { QueryClient, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { settingsStore } from '@/model/profiles';
import { followServiceState, markDown, markUp, serviceStateNow } from './service-state';

const SHOP = 'aaaaaaaaaaaaaaaa';
const OTHER = 'bbbbbbbbbbbbbbbb';

afterEach(() => {
  onlineManager.setOnline(true);
  markUp(SHOP, 0);
  markUp(OTHER, 0);
});

describe('whether the service answers a profile', () => {
  it('is down from the first transport failure until an answer, for that profile alone', () => {
    expect(serviceStateNow(SHOP)).toEqual({ down: null, recoveredAt: null });
    markDown(SHOP, 'server-error', 1_000);
    // A second failure does not move the start of the outage.
    markDown(SHOP, 'timeout', 2_000);
    expect(serviceStateNow(SHOP).down).toEqual({ reason: 'server-error', since: 1_000 });
    expect(serviceStateNow(OTHER).down).toBeNull();
    markUp(SHOP, 3_000);
    expect(serviceStateNow(SHOP)).toEqual({ down: null, recoveredAt: 3_000 });
  });

  it('is down for every profile while the browser is offline, and back for each after', () => {
    onlineManager.setOnline(false);
    expect(serviceStateNow(SHOP).down?.reason).toBe('offline');
    expect(serviceStateNow(OTHER).down?.reason).toBe('offline');
    onlineManager.setOnline(true);
    expect(serviceStateNow(SHOP).down).toBeNull();
    expect(serviceStateNow(OTHER).recoveredAt).toEqual(expect.any(Number));
  });

  it('gives the same snapshot until something changes (for useSyncExternalStore)', () => {
    const first = serviceStateNow(SHOP);
    expect(serviceStateNow(SHOP)).toBe(first);
    markDown(SHOP, 'no-connection', 5_000);
    expect(serviceStateNow(SHOP)).not.toBe(first);
  });
});

describe('following the service from the query cache', () => {
  it('marks a profile down at a failed attempt of its transport, and up at its next answer', async () => {
    const scope = settingsStore.add({
      baseUrl: 'https://pay.example.test/v1',
      appId: 'app-follow',
      remember: false,
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = followServiceState(client);
    const key = ['api', 'https://pay.example.test/v1', 'app-follow', 'currencies', 'fiat'];
    const fail = (kind: 'server-error' | 'client-error') => () =>
      Promise.reject(
        new ApiError({ kind, message: kind, httpStatus: kind === 'server-error' ? 503 : 400 }),
      );

    // A refusal of the request (4xx) is an answer about the request, not an outage.
    await client.fetchQuery({ queryKey: key, queryFn: fail('client-error') }).catch(() => {});
    expect(serviceStateNow(scope).down).toBeNull();

    await client.fetchQuery({ queryKey: key, queryFn: fail('server-error') }).catch(() => {});
    expect(serviceStateNow(scope).down?.reason).toBe('server-error');
    // Another profile's state is its own.
    expect(serviceStateNow(OTHER).down).toBeNull();

    await client.fetchQuery({ queryKey: key, queryFn: () => Promise.resolve([]), staleTime: 0 });
    expect(serviceStateNow(scope)).toEqual({ down: null, recoveredAt: expect.any(Number) });

    stop();
    settingsStore.forget(scope);
    client.clear();
  });
});
