import { reloadPersistedStores } from '@/lib/persisted-store';
import { storageScope } from '@/api/identity';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_APP_ID } from '@mocks/data';
import { onAnnounce } from '@/lib/announce';
import { setPreference } from '@/lib/preferences';
import { settingsStore } from '@/model/profiles';
import { fakeLayout } from '@/testing/layout';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { useSearchState } from '@/testing/search-state';
import { pinCheckout } from '@/features/checkouts';
import { parseCheckoutSearch, type CheckoutSearch } from '@/features/payment-filters';
import { WatchlistPage } from './watchlist-page';

const { server, db } = setupMockApi();
fakeLayout();

beforeEach(() => {
  settingsStore.save({ baseUrl: TEST_API_BASE, appId: TEST_APP_ID, remember: false });
});
afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

function Harness() {
  const [search, onSearchChange] = useSearchState<CheckoutSearch>({}, parseCheckoutSearch);
  return <WatchlistPage search={search} onSearchChange={onSearchChange} />;
}

async function renderWatchlist(codes: string[]) {
  // Pinned before the page renders, as the recent list or the checkout page would.
  const api = settingsStore.get().identity;
  if (!api) throw new Error('test settings have no API identity');
  for (const code of codes) pinCheckout(api, code);
  return renderWithProviders(<Harness />);
}

describe('WatchlistPage', () => {
  it('explains how to pin when nothing is pinned', async () => {
    await renderWatchlist([]);
    expect(await screen.findByText('No pinned checkouts yet')).toBeInTheDocument();
    expect(screen.getByText(/Pin to watchlist/)).toBeInTheDocument();
  });

  it('loads first pages at most three at a time, into one table with a Checkout column', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    server.events.on('request:start', () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
    });
    server.events.on('response:mocked', () => {
      inFlight -= 1;
    });
    await renderWatchlist(['coffee-club', 'hoodie-drop', 'live-desk', 'empty-shelf', 'conf-2026']);
    // The latest page of each (conf-2026 has more: on its checkout page).
    expect(
      await screen.findByText(
        /^100 loaded payments; latest page of each checkout; open a checkout for all its payments/,
      ),
    ).toBeInTheDocument();
    // In parallel, but never more than three at once.
    expect(maxInFlight).toBeGreaterThan(1);
    expect(maxInFlight).toBeLessThanOrEqual(3);
    // Each checkout's first page only, once.
    expect(db.requestLog.filter((entry) => entry.path.includes('/transactions/'))).toHaveLength(5);
    const table = screen.getByRole('table', { name: 'Payments of pinned checkouts' });
    expect(within(table).getByRole('columnheader', { name: 'Checkout' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'All payments of DevConf 2026 ticket' }),
    ).toHaveAttribute('href', '/checkouts/conf-2026');
    const hoodie = screen.getByRole('region', { name: 'Checkout Hoodie drop' });
    expect(hoodie).toHaveTextContent('8 payments, all of them');
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
    // The policy in words, from its numbers.
    expect(
      screen.getByText(/within 10 s while one is pending, within 60 s otherwise/),
    ).toBeInTheDocument();
  });

  it('polls a checkout with Pending payments and reports the change everywhere', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const announced: string[] = [];
    const stop = onAnnounce((message) => announced.push(message));
    // This browser disabled live-desk a moment ago: what is updated after that is flagged.
    // The profile is kept in this tab only: its lists are in sessionStorage.
    sessionStorage.setItem(
      `checkout-dashboard.disabled-checkouts.${storageScope(settingsStore.get().identity!)}`,
      JSON.stringify({
        version: 1,
        value: [{ checkoutCode: 'live-desk', disabledAt: Date.now() - 1 }],
      }),
    );
    reloadPersistedStores();
    await renderWatchlist(['live-desk', 'empty-shelf']);
    const liveCard = await screen.findByRole('region', { name: 'Checkout Live desk' });
    await waitFor(() => expect(liveCard).toHaveTextContent('2 pending · every 10 s'));
    expect(await screen.findByRole('region', { name: 'Checkout empty-shelf' })).toHaveTextContent(
      'Nothing pending · every 60 s',
    );
    const requestsBefore = db.requestLog.length;

    db.advance('live-desk', 'complete-pending');
    await act(() => vi.advanceTimersByTimeAsync(10_000));

    const feed = await screen.findByRole('list', { name: 'Activity feed' });
    await waitFor(() => expect(feed).toHaveTextContent('went from Pending to Completed'));
    expect(announced.join(' ')).toContain('Live desk: payment of');
    expect(document.title).toBe('(1) Watchlist · Checkout dashboard');
    expect(screen.getByText('Updated', { exact: true })).toBeInTheDocument();
    // Only the payment completed after the disable is flagged, not the older ones.
    expect(screen.getAllByText('Activity after disable')).toHaveLength(1);
    expect(screen.getByText('Updated', { exact: true }).closest('[role="row"]')).toHaveTextContent(
      'Activity after disable',
    );
    // One request: the first page of live-desk only (empty-shelf is checked at the calm rate).
    expect(db.requestLog.slice(requestsBefore).map((entry) => entry.path)).toEqual([
      expect.stringMatching(/\/checkout\/transactions\/live-desk$/),
    ]);
    stop();
  });

  it('with Hide amounts on, the announcement, the notification and the feed name no amount', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const announced: string[] = [];
    const stop = onAnnounce((message) => announced.push(message));
    const shown: { title: string; body: string }[] = [];
    const original = window.Notification;
    window.Notification = Object.assign(
      function (this: unknown, title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body ?? '' });
      },
      { permission: 'granted' as const, requestPermission: async () => 'granted' as const },
    ) as unknown as typeof Notification;
    localStorage.setItem(
      'checkout-dashboard.watchlist-notifications',
      JSON.stringify({ version: 1, value: true }),
    );
    // Not looking at the window: a notification is due.
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    reloadPersistedStores();
    setPreference('hideAmounts', true);
    try {
      await renderWatchlist(['live-desk']);
      const liveCard = await screen.findByRole('region', { name: 'Checkout Live desk' });
      await waitFor(() => expect(liveCard).toHaveTextContent('2 pending · every 10 s'));
      const pending = db.getRecords('live-desk')!.find((payment) => payment.status === 'Pending')!;
      db.advance('live-desk', 'complete-pending');
      await act(() => vi.advanceTimersByTimeAsync(10_000));

      const feed = await screen.findByRole('list', { name: 'Activity feed' });
      await waitFor(() => expect(feed).toHaveTextContent('went from Pending to Completed'));
      const said = [announced.join(' '), ...shown.map((item) => item.body), feed.textContent ?? ''];
      expect(shown).toHaveLength(1);
      for (const text of said) {
        expect(text).toContain('payment in');
        expect(text).not.toContain(pending.amount);
      }
    } finally {
      if (original) window.Notification = original;
      else delete (window as { Notification?: unknown }).Notification;
      stop();
    }
  });

  it('checks a checkout with nothing Pending at the calm rate, so a new payment shows up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderWatchlist(['empty-shelf']);
    const card = await screen.findByRole('region', { name: 'Checkout empty-shelf' });
    await waitFor(() => expect(card).toHaveTextContent('Nothing pending · every 60 s'));
    const emptyShelf = () =>
      db.requestLog.filter((entry) => entry.path.endsWith('/transactions/empty-shelf')).length;
    expect(emptyShelf()).toBe(1);

    db.advance('empty-shelf', 'add-pending');
    await act(() => vi.advanceTimersByTimeAsync(55_000));
    expect(emptyShelf()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    await waitFor(() => expect(emptyShelf()).toBe(2));
    const feed = await screen.findByRole('list', { name: 'Activity feed' });
    await waitFor(() => expect(feed).toHaveTextContent('Empty shelf: new pending payment of'));
    // Now something is Pending: the live rate.
    await waitFor(() => expect(card).toHaveTextContent('1 pending · every 10 s'));
    expect(screen.getByText('New', { exact: true })).toBeInTheDocument();
  });

  it('backs off after a failed check and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderWatchlist(['live-desk']);
    const card = await screen.findByRole('region', { name: 'Checkout Live desk' });
    await waitFor(() => expect(card).toHaveTextContent('2 pending · every 10 s'));
    const liveDesk = () =>
      db.requestLog.filter((entry) => entry.path.endsWith('/transactions/live-desk')).length;
    db.addFault({ route: 'transactions', checkoutCode: 'live-desk', kind: 'json-500' });

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(card).toHaveTextContent('Last check failed; trying again in 20 s'));
    expect(liveDesk()).toBe(2);
    // The loaded page stays on screen.
    expect(card).toHaveTextContent('5 payments, all of them');

    // 20 s after the failure, not 10 s.
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(liveDesk()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    await waitFor(() => expect(liveDesk()).toBe(3));
    await waitFor(() => expect(card).toHaveTextContent('trying again in 40 s'));

    // It works again: back to the normal rate.
    db.clearFaults();
    await act(() => vi.advanceTimersByTimeAsync(41_000));
    await waitFor(() => expect(liveDesk()).toBe(4));
    await waitFor(() => expect(card).not.toHaveTextContent('Last check failed'));
  });

  it('asks for notification permission only when the user turns notifications on', async () => {
    const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
    // A stand-in for the browser's Notification API (jsdom has none).
    vi.stubGlobal(
      'Notification',
      Object.assign(function Notification() {}, { permission: 'default', requestPermission }),
    );
    try {
      await renderWatchlist(['empty-shelf']);
      const button = await screen.findByRole('button', { name: 'Notify me in the background' });
      expect(requestPermission).not.toHaveBeenCalled();
      await userEvent.click(button);
      expect(requestPermission).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
