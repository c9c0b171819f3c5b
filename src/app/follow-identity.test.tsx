import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTHER_APP_ID, TEST_APP_ID } from '@mocks/data';
import { settingsStore } from '@/model/profiles';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { createTestQueryClient } from '@/testing/render';
import { App } from './app';
import { followIdentity } from './follow-identity';
import { createAppRouter } from './router';
import { Route as CheckoutRoute } from '@/routes/_connected/checkouts/$checkoutCode';
import { Route as CryptoRoute } from '@/routes/_connected/currencies/crypto';
import { Route as FiatRoute } from '@/routes/_connected/currencies/fiat';

const { db } = setupMockApi();

/** The real route tree, providers and identity handling, at `path`. */
function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const stop = followIdentity(queryClient, router);
  render(<App queryClient={queryClient} router={router} />);
  return { stop, queryClient, router };
}

beforeEach(() => {
  settingsStore.forget();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the API identity in the route tree', () => {
  it.each(['/', '/checkouts/coffee-club', '/watch', '/currencies/crypto', '/currencies/fiat'])(
    '%s sends nothing while no app ID is saved, and asks for one in Settings',
    async (path) => {
      const { stop, router } = renderApp(path);
      expect(await screen.findByText('Set your app ID first')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/settings');
      expect(router.state.location.search).toEqual({ next: path });
      expect(db.requestLog).toEqual([]);
      stop();
    },
  );

  it('Settings opens without an app ID', async () => {
    const { stop } = renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    stop();
  });

  it('saving an app ID opens the page asked for; forgetting it drops the cached answers', async () => {
    const user = userEvent.setup();
    const { stop, queryClient, router } = renderApp('/checkouts/coffee-club');
    await screen.findByText('Set your app ID first');
    const baseUrl = screen.getByLabelText('API base URL');
    await user.clear(baseUrl);
    await user.type(baseUrl, TEST_API_BASE);
    await user.type(screen.getByLabelText('App ID', { exact: true }), TEST_APP_ID);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coffee Club subscription' }),
    ).toBeInTheDocument();
    // Save tests the connection first (the fiat list), then the page asked for loads.
    expect(db.requestLog.map((entry) => entry.path)).toEqual([
      '/v1/currencies/fiat',
      '/v1/checkout/transactions/coffee-club',
    ]);
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);

    expect(router.state.location.pathname).toBe('/checkouts/coffee-club');

    act(() => settingsStore.forget());
    expect(await screen.findByText('Set your app ID first')).toBeInTheDocument();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    stop();
  });

  it('switching profile keeps the cache of each; forgetting one drops its answers only', async () => {
    const production = settingsStore.add({
      baseUrl: TEST_API_BASE,
      appId: TEST_APP_ID,
      remember: true,
    });
    const { stop, queryClient } = renderApp('/checkouts/coffee-club');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coffee Club subscription' }),
    ).toBeInTheDocument();
    const storeB = settingsStore.add({
      baseUrl: TEST_API_BASE,
      appId: OTHER_APP_ID,
      remember: true,
      name: 'Store B',
    });
    // The same page in Store B: a code that store does not have.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unknown checkout code' }),
    ).toBeInTheDocument();
    const keysOf = (appId: string) =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.queryKey[2] === appId);
    expect(keysOf(TEST_APP_ID).length).toBeGreaterThan(0);
    expect(keysOf(OTHER_APP_ID).length).toBeGreaterThan(0);

    act(() => settingsStore.forget(storeB));
    expect(keysOf(OTHER_APP_ID)).toEqual([]);
    expect(keysOf(TEST_APP_ID).length).toBeGreaterThan(0);
    act(() => settingsStore.switchTo(production));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coffee Club subscription' }),
    ).toBeInTheDocument();
    stop();
  });

  // The route context follows a switch a moment after the store (the router re-runs its
  // beforeLoads): the page must not record its checkout in the profile switched from.
  it('right after a switch, the open checkout is recorded in the new profile, never the previous', async () => {
    const production = settingsStore.add({
      baseUrl: TEST_API_BASE,
      appId: TEST_APP_ID,
      remember: true,
      name: 'Production',
    });
    const storeB = settingsStore.add({
      baseUrl: TEST_API_BASE,
      appId: OTHER_APP_ID,
      remember: true,
      name: 'Store B',
    });
    settingsStore.switchTo(production);
    const recent = (scope: string) =>
      localStorage.getItem(`checkout-dashboard.recent-checkouts.${scope}`) ?? '';
    const { stop } = renderApp('/checkouts/b-store-tickets');
    // Production has no checkout of Store B's code.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unknown checkout code' }),
    ).toBeInTheDocument();

    act(() => settingsStore.switchTo(storeB));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Store B: concert tickets' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(recent(storeB)).toContain('Store B: concert tickets'));
    expect(recent(production)).not.toContain('b-store-tickets');
    stop();
  });

  it("a forgotten profile's query built later (a last render of its page) is dropped too", async () => {
    const production = settingsStore.add({
      baseUrl: TEST_API_BASE,
      appId: TEST_APP_ID,
      remember: true,
    });
    const storeB = settingsStore.add({
      baseUrl: TEST_API_BASE,
      appId: OTHER_APP_ID,
      remember: true,
      name: 'Store B',
    });
    const { stop, queryClient } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkouts' })).toBeInTheDocument();
    const lateQueryOf = (appId: string) =>
      queryClient.getQueryCache().build(queryClient, {
        queryKey: ['api', TEST_API_BASE, appId, 'checkout', 'x', 'transactions'],
      });
    const keysOf = (appId: string) =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.queryKey[2] === appId);

    act(() => settingsStore.switchTo(production));
    act(() => settingsStore.forget(storeB));
    lateQueryOf(OTHER_APP_ID);
    lateQueryOf(TEST_APP_ID);
    expect(keysOf(OTHER_APP_ID)).toEqual([]);
    expect(keysOf(TEST_APP_ID)).toHaveLength(1);

    // Added again: its queries stay.
    act(
      () => void settingsStore.add({ baseUrl: TEST_API_BASE, appId: OTHER_APP_ID, remember: true }),
    );
    lateQueryOf(OTHER_APP_ID);
    expect(keysOf(OTHER_APP_ID)).toHaveLength(1);
    stop();
  });

  // The loaders prefetch a moment later (after the first screen, or once the page's
  // data layer is in): by then the tab may have switched profile, or forgotten one.
  it("a loader's late prefetch asks nothing for a profile no longer in use", async () => {
    // The tab has painted: the checkout's loader does not wait for a first screen.
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name === 'first-contentful-paint' ? [{ name } as PerformanceEntry] : [],
    );
    settingsStore.add({ baseUrl: TEST_API_BASE, appId: OTHER_APP_ID, remember: true });
    const previous = settingsStore.get().identity!;
    settingsStore.add({ baseUrl: TEST_API_BASE, appId: TEST_APP_ID, remember: true });
    const current = settingsStore.get().identity!;
    expect(previous).not.toBe(current);
    const queryClient = createTestQueryClient();
    db.clearRequestLog();

    // The loaders' own arguments, as far as they read them (the rest is the router's).
    const run = (loader: unknown, args: object) => {
      if (typeof loader === 'function') void loader(args);
    };
    const load = (api: typeof current) => {
      const context = { api, queryClient };
      run(CheckoutRoute.options.loader, { context, params: { checkoutCode: 'coffee-club' } });
      run(CryptoRoute.options.loader, { context, deps: { chains: undefined } });
      run(FiatRoute.options.loader, { context });
    };
    load(previous);
    load(current);

    // The current profile's three answers come in; nothing was asked with the other.
    const answered = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.data !== undefined)
        .map((query) => query.queryKey.slice(2).join(' '));
    await vi.waitFor(() =>
      expect(answered()).toEqual(
        expect.arrayContaining([
          `${TEST_APP_ID} checkout coffee-club transactions`,
          `${TEST_APP_ID} currencies crypto all`,
          `${TEST_APP_ID} currencies fiat`,
        ]),
      ),
    );
    expect(answered().filter((key) => !key.startsWith(`${TEST_APP_ID} `))).toEqual([]);
    expect(db.requestLog.map((entry) => entry.app)).toEqual(['test', 'test', 'test']);
  });
});
