import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PaymentsPage } from '@/model/payments';
import { makePayment } from '@/testing/payments';
import { combineWatched, type WatchedPin } from './watched-checkouts';

const profile = {
  scope: '0123456789abcdef',
  name: 'Production',
  color: 'blue',
  production: true,
} as const;
/** Pins of one profile. */
const pins = (...codes: string[]): WatchedPin[] =>
  codes.map((checkoutCode) => ({
    key: `${profile.scope}/${checkoutCode}`,
    api: {
      baseUrl: 'https://api.example.test/v1',
      appId: 'app',
      scope: profile.scope,
      storage: 'local',
    },
    profile,
    checkoutCode,
  }));

const t0 = Date.UTC(2026, 10, 1, 12, 0, 0);

/** The fields of a query result the watchlist reads (a stand-in for useQueries' results). */
function result(over: Partial<UseQueryResult<PaymentsPage>>): UseQueryResult<PaymentsPage> {
  return {
    data: undefined,
    error: null,
    isPending: false,
    isFetching: false,
    status: 'success',
    fetchStatus: 'idle',
    dataUpdatedAt: t0,
    errorUpdatedAt: 0,
    refetch: async () => ({}) as never,
    ...over,
  } as UseQueryResult<PaymentsPage>;
}

function page(payments: PaymentsPage['records'], next = 1): PaymentsPage {
  return { current: 1, next, records: payments, rejected: [] };
}

describe('combineWatched', () => {
  const a1 = makePayment({ checkoutCode: 'a', hash: '0xa1', status: 'Pending' });
  const a2 = makePayment({ checkoutCode: 'a', hash: '0xa2' });
  const b1 = makePayment({ checkoutCode: 'b', hash: '0xb1' });

  it('lists the latest page of each checkout in pin order, each payment once', () => {
    // The same payment (chain + hash) on two checkouts' pages, with other details: both
    // versions stay and are reported (the rule of collectPayments); the first pin owns it.
    const shared = { ...a2, checkoutCode: 'b' };
    const copy = { ...b1 };
    const watched = combineWatched(pins('a', 'b', 'c'), [
      result({ data: page([a1, a2]) }),
      result({ data: page([b1, shared, copy], 2) }),
      result({ isPending: true, status: 'pending', dataUpdatedAt: 0 }),
    ]);
    expect(watched.payments).toEqual([a1, a2, b1, shared]);
    expect(watched.duplicates).toBe(1);
    expect(watched.conflicts).toEqual([{ key: 'ETH|0xa2', versions: 2 }]);
    expect(watched.checkoutOf.get('ETH|0xa2')?.checkoutCode).toBe('a');
    expect(watched.checkoutOf.get('ETH|0xb1')?.checkoutCode).toBe('b');
    expect(watched.hasMore).toBe(true);
    expect(watched.answered).toBe(2);
    expect(watched.checkouts.map((checkout) => checkout.checkoutCode)).toEqual(['a', 'b', 'c']);
    expect(watched.checkouts[0]?.check).toEqual({ pending: true, okAt: t0, failedAt: 0 });
    expect(watched.checkouts[1]?.check?.pending).toBe(false);
    expect(watched.checkouts[1]?.hasMore).toBe(true);
    expect(watched.checkouts[2]).toMatchObject({ loading: true, check: null, page: undefined });
  });

  it('keeps the data of a checkout whose last check failed, and says it failed', () => {
    const error = new Error('down');
    const watched = combineWatched(pins('a'), [
      result({ data: page([a1]), error, status: 'error', errorUpdatedAt: t0 + 10_000 }),
    ]);
    expect(watched.payments).toEqual([a1]);
    expect(watched.checkouts[0]).toMatchObject({
      error,
      check: { pending: true, okAt: t0, failedAt: t0 + 10_000 },
    });
  });
});
