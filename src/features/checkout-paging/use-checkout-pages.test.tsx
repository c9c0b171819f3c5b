import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_APP_ID } from '@mocks/data';
import { ApiError } from '@/api/errors';
import { useApi } from '@/api/identity';
import { settingsStore } from '@/model/profiles';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { createTestQueryClient, TestProviders } from '@/testing/render';
import { useCheckoutPages, type EveryPageOutcome } from './use-checkout-pages';

// 'big-market' with 500 payments: 10 pages of 50. 'conf-2026' has 120: pages of 50, 50, 20.
const { db } = setupMockApi({ largeCount: 500 });

beforeEach(() => {
  settingsStore.save({ baseUrl: TEST_API_BASE, appId: TEST_APP_ID, remember: false });
});

/** The paths the mock API was asked for, in order. */
const asked = () => db.requestLog.map((entry) => entry.path);

/** Runs `work` inside act() and gives its result. */
async function inAct<T>(work: () => Promise<T>): Promise<T> {
  let value!: T;
  await act(async () => {
    value = await work();
  });
  return value;
}

async function renderPages(checkoutCode: string) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={queryClient}>{children}</TestProviders>
  );
  const hook = renderHook(() => useCheckoutPages(useApi(), checkoutCode), { wrapper });
  await waitFor(() => expect(hook.result.current.query.isSuccess).toBe(true));
  return hook;
}

describe('useCheckoutPages: the first page', () => {
  it('asks for the first page once, without a page index, and says more remain', async () => {
    const { result } = await renderPages('conf-2026');
    expect(result.current.loaded.payments).toHaveLength(50);
    expect(result.current.everyPage.hasMore).toBe(true);
    expect(result.current.everyPage.progress).toBeNull();
    expect(asked()).toEqual(['/v1/checkout/transactions/conf-2026']);
  });

  it('a checkout of one page has nothing more to load', async () => {
    const { result } = await renderPages('coffee-club');
    expect(result.current.loaded.payments).toHaveLength(37);
    expect(result.current.everyPage.hasMore).toBe(false);
  });
});

describe('useCheckoutPages: Load all', () => {
  it('on a checkout of 10 pages makes exactly 10 requests, each page once, in order', async () => {
    const { result } = await renderPages('big-market');
    const outcome = await inAct(() => result.current.everyPage.loadAll());
    expect(outcome).toMatchObject({ complete: true, cancelled: false, error: null });
    expect(outcome.payments).toHaveLength(500);
    expect(asked()).toEqual([
      '/v1/checkout/transactions/big-market',
      '/v1/checkout/transactions/big-market/2',
      '/v1/checkout/transactions/big-market/3',
      '/v1/checkout/transactions/big-market/4',
      '/v1/checkout/transactions/big-market/5',
      '/v1/checkout/transactions/big-market/6',
      '/v1/checkout/transactions/big-market/7',
      '/v1/checkout/transactions/big-market/8',
      '/v1/checkout/transactions/big-market/9',
      '/v1/checkout/transactions/big-market/10',
    ]);
    // The page re-renders with the final state: every payment, no progress, nothing more.
    expect(result.current.loaded.payments).toHaveLength(500);
    expect(result.current.everyPage.progress).toBeNull();
    expect(result.current.everyPage.hasMore).toBe(false);
  });

  it('on a checkout of one page asks for nothing more', async () => {
    const { result } = await renderPages('coffee-club');
    const outcome = await inAct(() => result.current.everyPage.loadAll());
    expect(outcome).toMatchObject({ complete: true, cancelled: false, error: null });
    expect(outcome.payments).toHaveLength(37);
    expect(asked()).toEqual(['/v1/checkout/transactions/coffee-club']);
  });

  it('a failing page stops it with that error; the pages loaded stay; the next ask retries that page', async () => {
    db.addFault({
      route: 'transactions',
      checkoutCode: 'conf-2026',
      page: 2,
      kind: 'json-500',
      times: 1,
    });
    const { result } = await renderPages('conf-2026');
    const outcome = await inAct(() => result.current.everyPage.loadAll());
    expect(outcome).toMatchObject({ complete: false, cancelled: false });
    expect(outcome.error).toBeInstanceOf(ApiError);
    expect(outcome.payments).toHaveLength(50);
    expect(result.current.query.error).toBeInstanceOf(ApiError);
    expect(result.current.loaded.payments).toHaveLength(50);
    expect(result.current.everyPage.hasMore).toBe(true);
    expect(asked()).toEqual([
      '/v1/checkout/transactions/conf-2026',
      '/v1/checkout/transactions/conf-2026/2',
    ]);

    await act(async () => {
      await result.current.requestNextPage();
    });
    expect(result.current.loaded.payments).toHaveLength(100);
    expect(asked()).toEqual([
      '/v1/checkout/transactions/conf-2026',
      '/v1/checkout/transactions/conf-2026/2',
      '/v1/checkout/transactions/conf-2026/2',
    ]);
  });

  it('Cancel stops it and the page in flight; the loaded pages stay and paging rests there', async () => {
    db.addFault({
      route: 'transactions',
      checkoutCode: 'conf-2026',
      page: 3,
      kind: 'never-answers',
      times: 1,
    });
    const { result } = await renderPages('conf-2026');
    let running!: Promise<EveryPageOutcome>;
    act(() => {
      running = result.current.everyPage.loadAll();
    });
    await waitFor(() => expect(db.hanging).toBe(1));
    const outcome = await inAct(() => {
      result.current.everyPage.cancelLoadAll();
      return running;
    });
    expect(outcome).toMatchObject({ complete: false, cancelled: true, error: null });
    expect(outcome.payments).toHaveLength(100);
    expect(result.current.loaded.payments).toHaveLength(100);
    expect(result.current.everyPage.progress).toBeNull();
    expect(result.current.everyPage.hasMore).toBe(true);

    // Asked again, paging goes on from the page that was cancelled.
    await act(async () => {
      await result.current.requestNextPage();
    });
    expect(result.current.loaded.payments).toHaveLength(120);
    expect(asked()).toEqual([
      '/v1/checkout/transactions/conf-2026',
      '/v1/checkout/transactions/conf-2026/2',
      '/v1/checkout/transactions/conf-2026/3',
      '/v1/checkout/transactions/conf-2026/3',
    ]);
  });

  it('ends at a page that repeats an earlier one: no page is asked twice', async () => {
    db.addFault({
      route: 'transactions',
      checkoutCode: 'conf-2026',
      page: 3,
      kind: 'page-repeats',
    });
    const { result } = await renderPages('conf-2026');
    const outcome = await inAct(() => result.current.everyPage.loadAll());
    // Nothing left to ask for, yet not every page was read: an export must not say "all".
    expect(outcome).toMatchObject({ complete: false, cancelled: false, error: null });
    expect(result.current.everyPage.complete).toBe(false);
    expect(result.current.query.data?.paging).toEqual({
      state: 'repeated',
      page: 3,
      sameAsFirst: 2,
      sameAsLast: 2,
    });
    expect(result.current.loaded.payments).toHaveLength(100);
    expect(result.current.everyPage.hasMore).toBe(false);
    expect(asked()).toEqual([
      '/v1/checkout/transactions/conf-2026',
      '/v1/checkout/transactions/conf-2026/2',
      '/v1/checkout/transactions/conf-2026/3',
    ]);
  });
});

describe('useCheckoutPages: loading until a condition holds', () => {
  it('stops at the page where it holds, neither complete nor cancelled', async () => {
    const { result } = await renderPages('big-market');
    const outcome = await inAct(() =>
      result.current.everyPage.loadUntil!((pages) => pages.length >= 4),
    );
    expect(outcome).toMatchObject({ complete: false, cancelled: false, error: null });
    expect(outcome.payments).toHaveLength(200);
    expect(asked()).toHaveLength(4);
    expect(result.current.everyPage.hasMore).toBe(true);
  });

  it('the condition holds for one run only: a Load all after it loads every page', async () => {
    const { result } = await renderPages('big-market');
    await act(async () => {
      await result.current.everyPage.loadUntil!((pages) => pages.length >= 2);
    });
    const outcome = await inAct(() => result.current.everyPage.loadAll());
    expect(outcome).toMatchObject({ complete: true });
    expect(outcome.payments).toHaveLength(500);
    expect(asked()).toHaveLength(10);
  });
});

describe('useCheckoutPages: the gate to the next page', () => {
  it('two asks at once send one request for the next page', async () => {
    const { result } = await renderPages('conf-2026');
    await act(async () => {
      await Promise.all([result.current.requestNextPage(), result.current.requestNextPage()]);
    });
    expect(result.current.loaded.payments).toHaveLength(100);
    expect(asked()).toEqual([
      '/v1/checkout/transactions/conf-2026',
      '/v1/checkout/transactions/conf-2026/2',
    ]);
  });

  it('Retry of a page that hangs gives it up and asks it once more', async () => {
    db.addFault({
      route: 'transactions',
      checkoutCode: 'conf-2026',
      page: 2,
      kind: 'never-answers',
      times: 1,
    });
    const { result } = await renderPages('conf-2026');
    act(() => {
      void result.current.requestNextPage();
    });
    await waitFor(() => expect(db.hanging).toBe(1));
    await act(async () => {
      await result.current.retryNextPage();
    });
    expect(db.hanging).toBe(0);
    expect(result.current.loaded.payments).toHaveLength(100);
    expect(asked()).toEqual([
      '/v1/checkout/transactions/conf-2026',
      '/v1/checkout/transactions/conf-2026/2',
      '/v1/checkout/transactions/conf-2026/2',
    ]);
  });
});
