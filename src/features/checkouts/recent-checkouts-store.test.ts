import { reloadPersistedStores } from '@/lib/persisted-store';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiIdentity } from '@/api/identity';
import { storageScope } from '@/api/identity';
import {
  RECENT_LIMIT,
  forgetUnknownCheckout,
  lastSeenCheckoutName,
  parseRecentCheckouts,
  pinCheckout,
  unpinCheckout,
  usePinnedCheckoutsOf,
  recordRecentCheckout,
  removeRecentCheckout,
  togglePinRecentCheckout,
  useRecentCheckouts,
} from './recent-checkouts-store';

/** What a component reading the list sees now. */
const getRecentCheckouts = (api: ApiIdentity) =>
  renderHook(() => useRecentCheckouts(api)).result.current;

const API: ApiIdentity = {
  baseUrl: 'https://api.example.test/v1',
  appId: 'secret-app-id-1',
  scope: '1111111111111111',
  storage: 'local',
};
const OTHER_API: ApiIdentity = {
  baseUrl: 'https://api.example.test/v1',
  appId: 'secret-app-id-2',
  scope: '2222222222222222',
  storage: 'local',
};
const storageKey = (api: ApiIdentity) => `checkout-dashboard.recent-checkouts.${storageScope(api)}`;
const codes = (api: ApiIdentity) => getRecentCheckouts(api).map((entry) => entry.checkoutCode);

let clock = 1_800_000_000_000;

beforeEach(() => {
  // Each opening one second after the previous, so "newest" is unambiguous.
  vi.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
});

afterEach(() => {
  vi.restoreAllMocks();
});

function openMany(api: ApiIdentity, count: number, prefix = 'code-') {
  for (let index = 0; index < count; index += 1)
    recordRecentCheckout(api, { checkoutCode: `${prefix}${index}` });
}

describe('recent checkouts store', () => {
  it('lists newest first and moves a reopened checkout to the top', () => {
    recordRecentCheckout(API, { checkoutCode: 'coffee-club' });
    recordRecentCheckout(API, { checkoutCode: 'conf-2026' });
    recordRecentCheckout(API, { checkoutCode: 'big-market' });
    expect(codes(API)).toEqual(['big-market', 'conf-2026', 'coffee-club']);

    recordRecentCheckout(API, { checkoutCode: 'coffee-club' });
    expect(codes(API)).toEqual(['coffee-club', 'big-market', 'conf-2026']);
    const [top, second] = getRecentCheckouts(API);
    expect(top!.openedAt).toBeGreaterThan(second!.openedAt);
  });

  it(`keeps only the last ${RECENT_LIMIT} opened`, () => {
    openMany(API, RECENT_LIMIT + 5);
    const list = codes(API);
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0]).toBe(`code-${RECENT_LIMIT + 4}`);
    expect(list.at(-1)).toBe('code-5');
    expect(list).not.toContain('code-4');
  });

  it('never evicts a pinned checkout and shows pins first', () => {
    recordRecentCheckout(API, { checkoutCode: 'keep-me' });
    togglePinRecentCheckout(API, 'keep-me');
    openMany(API, RECENT_LIMIT + 10);

    const list = getRecentCheckouts(API);
    expect(list[0]).toMatchObject({ checkoutCode: 'keep-me', pinned: true });
    // The 20 most recently opened stay too: a pin never pushes a new opening out.
    expect(list).toHaveLength(RECENT_LIMIT + 1);
    expect(list[1]!.checkoutCode).toBe(`code-${RECENT_LIMIT + 9}`);

    // Survives a reload from storage as well.
    reloadPersistedStores();
    expect(codes(API)[0]).toBe('keep-me');
  });

  it('unpins, and keeps the pin when the checkout is opened again', () => {
    recordRecentCheckout(API, { checkoutCode: 'a' });
    recordRecentCheckout(API, { checkoutCode: 'b' });
    togglePinRecentCheckout(API, 'a');
    expect(codes(API)).toEqual(['a', 'b']);
    recordRecentCheckout(API, { checkoutCode: 'a' });
    expect(getRecentCheckouts(API)[0]).toMatchObject({ checkoutCode: 'a', pinned: true });
    togglePinRecentCheckout(API, 'a');
    expect(getRecentCheckouts(API).every((entry) => !entry.pinned)).toBe(true);
  });

  it('keeps a known name when the checkout is reopened without one, and updates it when given', () => {
    recordRecentCheckout(API, { checkoutCode: 'coffee-club', name: 'Coffee Club subscription' });
    recordRecentCheckout(API, { checkoutCode: 'coffee-club' });
    recordRecentCheckout(API, { checkoutCode: 'coffee-club', name: undefined });
    expect(getRecentCheckouts(API)[0]!.name).toBe('Coffee Club subscription');
    recordRecentCheckout(API, { checkoutCode: 'coffee-club', name: 'Coffee Club (renamed)' });
    expect(getRecentCheckouts(API)[0]!.name).toBe('Coffee Club (renamed)');
    expect(getRecentCheckouts(API)).toHaveLength(1);
  });

  it('gives the name last seen for a checkout of this profile only, or nothing', () => {
    recordRecentCheckout(API, { checkoutCode: 'coffee-club', name: 'Coffee Club subscription' });
    recordRecentCheckout(API, { checkoutCode: 'no-name-yet' });
    expect(lastSeenCheckoutName(API, 'coffee-club')).toBe('Coffee Club subscription');
    expect(lastSeenCheckoutName(API, 'no-name-yet')).toBeUndefined();
    expect(lastSeenCheckoutName(API, 'never-opened')).toBeUndefined();
    expect(lastSeenCheckoutName(OTHER_API, 'coffee-club')).toBeUndefined();
  });

  it('removes one checkout', () => {
    recordRecentCheckout(API, { checkoutCode: 'a' });
    recordRecentCheckout(API, { checkoutCode: 'b' });
    removeRecentCheckout(API, 'a');
    expect(codes(API)).toEqual(['b']);
    reloadPersistedStores();
    expect(codes(API)).toEqual(['b']);
  });

  it('forgets a code the service does not know, unless it is pinned', () => {
    recordRecentCheckout(API, { checkoutCode: 'typo' });
    recordRecentCheckout(API, { checkoutCode: 'gone' });
    pinCheckout(API, 'gone');
    recordRecentCheckout(API, { checkoutCode: 'real' });
    forgetUnknownCheckout(API, 'typo');
    forgetUnknownCheckout(API, 'gone');
    expect(codes(API)).toEqual(['gone', 'real']);
  });

  it('keeps each app ID separate and never puts the app ID in storage keys', () => {
    recordRecentCheckout(API, { checkoutCode: 'mine' });
    recordRecentCheckout(OTHER_API, { checkoutCode: 'theirs' });
    expect(codes(API)).toEqual(['mine']);
    expect(codes(OTHER_API)).toEqual(['theirs']);

    const keys = Object.keys(localStorage);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key).not.toContain(API.appId);
      expect(key).not.toContain(OTHER_API.appId);
    }
    expect(JSON.stringify(localStorage)).not.toContain('secret-app-id');
  });

  it('round-trips codes with any characters', () => {
    const code = 'a/b?c#d% ü "quoted"';
    recordRecentCheckout(API, { checkoutCode: code });
    reloadPersistedStores();
    expect(codes(API)).toEqual([code]);
  });

  it('treats corrupt storage as an empty list and recovers on the next write', () => {
    localStorage.setItem(storageKey(API), '{not json');
    reloadPersistedStores();
    expect(getRecentCheckouts(API)).toEqual([]);

    reloadPersistedStores();
    localStorage.setItem(storageKey(API), JSON.stringify({ checkoutCode: 'not-a-list' }));
    reloadPersistedStores();
    expect(getRecentCheckouts(API)).toEqual([]);

    recordRecentCheckout(API, { checkoutCode: 'fresh' });
    expect(codes(API)).toEqual(['fresh']);
    expect(JSON.parse(localStorage.getItem(storageKey(API))!)).toMatchObject({
      version: 2,
      value: [{ checkoutCode: 'fresh' }],
    });
  });

  it('marks a checkout whose first page was empty, keeps the mark until payments show', () => {
    recordRecentCheckout(API, { checkoutCode: 'empty-shelf' });
    expect(getRecentCheckouts(API)[0]).not.toHaveProperty('noPayments');
    recordRecentCheckout(API, { checkoutCode: 'empty-shelf', noPayments: true });
    expect(getRecentCheckouts(API)[0]).toMatchObject({ noPayments: true });
    // Opened again: not known yet whether it has payments, so the mark stays.
    recordRecentCheckout(API, { checkoutCode: 'empty-shelf' });
    expect(getRecentCheckouts(API)[0]).toMatchObject({ noPayments: true });
    reloadPersistedStores();
    expect(getRecentCheckouts(API)[0]).toMatchObject({ noPayments: true });
    recordRecentCheckout(API, { checkoutCode: 'empty-shelf', name: 'Shelf', noPayments: false });
    expect(getRecentCheckouts(API)[0]).not.toHaveProperty('noPayments');
    // A broken mark is dropped, the entry kept.
    expect(
      parseRecentCheckouts([{ checkoutCode: 'x', openedAt: 1, pinned: false, noPayments: 'yes' }]),
    ).toEqual([{ checkoutCode: 'x', openedAt: 1, pinned: false }]);
  });

  it('reads the lists of versions 0 and 1 (without the mark) as they are', () => {
    const entry = { checkoutCode: 'older', name: 'Older', openedAt: 1000, pinned: true };
    localStorage.setItem(storageKey(API), JSON.stringify({ version: 1, value: [entry] }));
    reloadPersistedStores();
    expect(getRecentCheckouts(API)).toEqual([entry]);
    localStorage.setItem(storageKey(API), JSON.stringify([entry]));
    reloadPersistedStores();
    expect(getRecentCheckouts(API)).toEqual([entry]);
  });

  it('drops only the invalid entries of a stored list', () => {
    const raw = [
      { checkoutCode: 'good', openedAt: 2000, pinned: false },
      { checkoutCode: '', openedAt: 3000, pinned: false },
      { checkoutCode: 'bad-time', openedAt: 'yesterday', pinned: false },
      null,
      { checkoutCode: 'older', name: 'Older one', openedAt: 1000, pinned: true },
      { checkoutCode: 'good', openedAt: 500, pinned: true },
    ];
    expect(parseRecentCheckouts(raw)).toEqual([
      { checkoutCode: 'older', name: 'Older one', openedAt: 1000, pinned: true },
      { checkoutCode: 'good', openedAt: 2000, pinned: false },
    ]);
  });

  it('pins a checkout by code (adding it when new) and unpins it, for the watchlist', () => {
    recordRecentCheckout(API, { checkoutCode: 'a', name: 'Alpha' });
    recordRecentCheckout(API, { checkoutCode: 'b' });
    pinCheckout(API, 'a');
    expect(getRecentCheckouts(API)[0]).toMatchObject({
      checkoutCode: 'a',
      name: 'Alpha',
      pinned: true,
    });
    pinCheckout(API, 'new-one', 'New one');
    expect(
      getRecentCheckouts(API)
        .filter((entry) => entry.pinned)
        .map((entry) => entry.checkoutCode),
    ).toEqual(['new-one', 'a']);
    unpinCheckout(API, 'a');
    expect(getRecentCheckouts(API).find((entry) => entry.checkoutCode === 'a')).toMatchObject({
      pinned: false,
    });

    // The watchlist reads the pins of every profile at once, each list apart.
    const OTHER: ApiIdentity = { ...API, appId: 'other-app', scope: 'fedcba9876543210' };
    pinCheckout(OTHER, 'theirs');
    const apis = [API, OTHER];
    const { result, rerender } = renderHook(() => usePinnedCheckoutsOf(apis));
    const first = result.current;
    expect(first.map((list) => list.map((entry) => entry.checkoutCode))).toEqual([
      ['new-one'],
      ['theirs'],
    ]);
    rerender();
    expect(result.current).toBe(first);
    act(() => unpinCheckout(OTHER, 'theirs'));
    expect(result.current.map((list) => list.length)).toEqual([1, 0]);
  });

  it('notifies the hook on changes, and gives an empty list without an API identity', () => {
    const { result } = renderHook(() => useRecentCheckouts(API));
    expect(result.current).toEqual([]);
    act(() => recordRecentCheckout(API, { checkoutCode: 'coffee-club' }));
    expect(result.current.map((entry) => entry.checkoutCode)).toEqual(['coffee-club']);

    const none = renderHook(() => useRecentCheckouts(null));
    expect(none.result.current).toEqual([]);
  });
});
