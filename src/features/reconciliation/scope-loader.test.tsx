import { act, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_APP_ID } from '@mocks/data';
import { ApiError } from '@/api/errors';
import { useApi } from '@/api/identity';
import { settingsStore } from '@/model/profiles';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { createTestQueryClient, TestProviders } from '@/testing/render';
import { ScopeLoader, useScopeLoad, type CheckoutLoadResult, type ScopeLoad } from './scope-loader';

// 'conf-2026' has 120 payments (pages of 50, 50, 20); 'coffee-club' has 37 (one page).
const { db } = setupMockApi();

beforeEach(() => {
  settingsStore.save({ baseUrl: TEST_API_BASE, appId: TEST_APP_ID, remember: false });
});

const asked = () => db.requestLog.map((entry) => entry.path);

/** Mounts the hook and its loader as the reconcile screen does; gives the hook's latest value. */
function mountScope() {
  const finished = vi.fn<(results: CheckoutLoadResult[], codes: string[]) => void>();
  const latest: { current: ScopeLoad | null } = { current: null };
  function Harness() {
    const load = useScopeLoad(useApi(), finished);
    latest.current = load;
    return <ScopeLoader load={load} />;
  }
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <Harness />
    </TestProviders>,
  );
  const load = () => {
    if (!latest.current) throw new Error('not mounted');
    return latest.current;
  };
  return { finished, load };
}

describe('useScopeLoad and ScopeLoader', () => {
  it('loads every page of each checkout in turn, one request per page, then hands over all', async () => {
    const { finished, load } = mountScope();
    act(() => load().start(['conf-2026', 'coffee-club']));
    expect(load().running).toMatchObject({ codes: ['conf-2026', 'coffee-club'], index: 0 });

    await waitFor(() => expect(finished).toHaveBeenCalledTimes(1));
    const [results, codes] = finished.mock.calls[0]!;
    expect(codes).toEqual(['conf-2026', 'coffee-club']);
    expect(
      results.map(({ checkoutCode, pages, payments, complete, cancelled, error }) => ({
        checkoutCode,
        pages,
        payments: payments.length,
        complete,
        cancelled,
        error,
      })),
    ).toEqual([
      {
        checkoutCode: 'conf-2026',
        pages: 3,
        payments: 120,
        complete: true,
        cancelled: false,
        error: null,
      },
      {
        checkoutCode: 'coffee-club',
        pages: 1,
        payments: 37,
        complete: true,
        cancelled: false,
        error: null,
      },
    ]);
    expect(asked()).toEqual([
      '/v1/checkout/transactions/conf-2026',
      '/v1/checkout/transactions/conf-2026/2',
      '/v1/checkout/transactions/conf-2026/3',
      '/v1/checkout/transactions/coffee-club',
    ]);
    expect(load().running).toBeNull();
  });

  it('a checkout that fails ends the run there with its error; the next is not asked', async () => {
    db.addFault({ route: 'transactions', checkoutCode: 'conf-2026', page: 2, kind: 'json-500' });
    const { finished, load } = mountScope();
    act(() => load().start(['conf-2026', 'coffee-club']));

    await waitFor(() => expect(finished).toHaveBeenCalledTimes(1));
    const [results] = finished.mock.calls[0]!;
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      checkoutCode: 'conf-2026',
      complete: false,
      cancelled: false,
    });
    expect(results[0]!.error).toBeInstanceOf(ApiError);
    expect(asked()).not.toContain('/v1/checkout/transactions/coffee-club');
    expect(load().running).toBeNull();
  });

  it('Cancel while a page is on its way ends the run as cancelled; no later page or checkout is asked', async () => {
    db.addFault({
      route: 'transactions',
      checkoutCode: 'conf-2026',
      page: 2,
      kind: 'latency',
      latencyMs: 300,
    });
    const { finished, load } = mountScope();
    act(() => load().start(['conf-2026', 'coffee-club']));
    await waitFor(() => expect(asked()).toContain('/v1/checkout/transactions/conf-2026/2'));
    act(() => load().cancel());

    await waitFor(() => expect(finished).toHaveBeenCalledTimes(1));
    const [results] = finished.mock.calls[0]!;
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      checkoutCode: 'conf-2026',
      cancelled: true,
      complete: false,
    });
    expect(asked()).toEqual([
      '/v1/checkout/transactions/conf-2026',
      '/v1/checkout/transactions/conf-2026/2',
    ]);
  });
});
