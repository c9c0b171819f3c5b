import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiIdentity } from '@/api/identity';
import {
  parseRecentCheckouts,
  pinCheckout,
  pinnedInOrder,
  recordRecentCheckout,
  togglePinRecentCheckout,
  unpinCheckout,
  useRecentCheckouts,
} from './recent-checkouts-store';

/** What a component reading the list sees now. */
const getRecentCheckouts = (api: ApiIdentity) =>
  renderHook(() => useRecentCheckouts(api)).result.current;

// The watchlist's order is the pin order kept by the recent checkouts store.
const API: ApiIdentity = {
  baseUrl: 'http://api.test/v1',
  appId: 'pin-order-app',
  scope: 'test',
  storage: 'local',
};
let now = 1_000;

beforeEach(() => {
  now = 1_000;
  vi.spyOn(Date, 'now').mockImplementation(() => (now += 10));
});
afterEach(() => {
  vi.restoreAllMocks();
});

const order = () => pinnedInOrder(getRecentCheckouts(API)).map((entry) => entry.checkoutCode);

describe('pin order', () => {
  it('is the order of pinning, first pinned first, whatever is opened later', () => {
    pinCheckout(API, 'live-desk');
    recordRecentCheckout(API, { checkoutCode: 'coffee-club' });
    togglePinRecentCheckout(API, 'coffee-club');
    pinCheckout(API, 'hoodie-drop', 'Hoodie drop');
    expect(order()).toEqual(['live-desk', 'coffee-club', 'hoodie-drop']);

    // Opening a pinned checkout moves it up the recent list, not in the watchlist.
    recordRecentCheckout(API, { checkoutCode: 'live-desk', name: 'Live desk' });
    expect(order()).toEqual(['live-desk', 'coffee-club', 'hoodie-drop']);
    // Pinning again keeps its place.
    pinCheckout(API, 'live-desk');
    expect(order()).toEqual(['live-desk', 'coffee-club', 'hoodie-drop']);
  });

  it('forgets the pin time on unpin, so pinning again puts it last', () => {
    pinCheckout(API, 'a');
    pinCheckout(API, 'b');
    unpinCheckout(API, 'a');
    expect(getRecentCheckouts(API).find((entry) => entry.checkoutCode === 'a')).not.toHaveProperty(
      'pinnedAt',
    );
    pinCheckout(API, 'a');
    expect(order()).toEqual(['b', 'a']);
  });

  it('keeps entries stored before pin times existed, ordered by when they were opened', () => {
    const stored = parseRecentCheckouts([
      { checkoutCode: 'newer', openedAt: 500, pinned: true },
      { checkoutCode: 'older', openedAt: 100, pinned: true },
      { checkoutCode: 'pinned-later', openedAt: 50, pinned: true, pinnedAt: 900 },
      { checkoutCode: 'bad-pin-time', openedAt: 60, pinned: true, pinnedAt: 'soon' },
    ]);
    // A broken pin time loses only the time, not the pin.
    expect(pinnedInOrder(stored).map((entry) => entry.checkoutCode)).toEqual([
      'bad-pin-time',
      'older',
      'newer',
      'pinned-later',
    ]);
  });
});
