import { reloadPersistedStores } from '@/lib/persisted-store';
import { storageScope } from '@/api/identity';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_APP_ID } from '@mocks/data';
import { onAnnounce } from '@/lib/announce';
import { settingsStore } from '@/features/settings';
import { fakeLayout } from '@/testing/layout';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { useSearchState } from '@/testing/search-state';
import { pinCheckout } from '@/features/checkouts';
import { parseCheckoutSearch, type CheckoutSearch } from '@/features/transactions';
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
    await waitFor(() => expect(screen.getAllByText(/loaded(,| so far)/).length).toBeGreaterThan(4));
    await waitFor(() =>
      expect(screen.getByText(/^100 loaded transactions; more on the server/)).toBeInTheDocument(),
    );
    // In parallel, but never more than three at once.
    expect(maxInFlight).toBeGreaterThan(1);
    expect(maxInFlight).toBeLessThanOrEqual(3);
    // Each checkout's first page only (conf-2026 has more pages: on demand).
    expect(db.requestLog.filter((entry) => entry.path.includes('/transactions/'))).toHaveLength(5);
    const table = screen.getByRole('table', { name: 'Transactions of pinned checkouts' });
    expect(within(table).getByRole('columnheader', { name: 'Checkout' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Load more transactions of DevConf 2026 ticket' }),
    ).toBeInTheDocument();
  });

  it('polls a checkout with Pending payments and reports the change everywhere', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const announced: string[] = [];
    const stop = onAnnounce((message) => announced.push(message));
    // This browser disabled live-desk a moment ago: what is updated after that is flagged.
    localStorage.setItem(
      `checkout-dashboard.disabled-checkouts.${storageScope(settingsStore.get().identity!)}`,
      JSON.stringify({
        version: 1,
        value: [{ checkoutCode: 'live-desk', disabledAt: Date.now() - 1 }],
      }),
    );
    reloadPersistedStores();
    await renderWatchlist(['live-desk', 'empty-shelf']);
    const liveCard = await screen.findByRole('region', { name: 'Checkout Live desk' });
    await waitFor(() => expect(liveCard).toHaveTextContent('2 pending · live'));
    const requestsBefore = db.requestLog.length;

    db.advance('live-desk', 'complete-pending');
    await act(() => vi.advanceTimersByTimeAsync(10_000));

    const feed = await screen.findByRole('list', { name: 'Activity feed' });
    await waitFor(() => expect(feed).toHaveTextContent('went from Pending to Completed'));
    expect(announced.join(' ')).toContain('Live desk: payment of');
    expect(document.title).toBe('(1) Watchlist · Checkout dashboard');
    expect(screen.getByText('Just changed')).toBeInTheDocument();
    // Only the payment completed after the disable is flagged, not the older ones.
    expect(screen.getAllByText('Activity after disable')).toHaveLength(1);
    expect(screen.getByText('Just changed').closest('[role="row"]')).toHaveTextContent(
      'Activity after disable',
    );
    // One request: the first page of live-desk only (empty-shelf has nothing pending).
    expect(db.requestLog.slice(requestsBefore).map((entry) => entry.path)).toEqual([
      expect.stringMatching(/\/checkout\/transactions\/live-desk$/),
    ]);
    stop();
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
