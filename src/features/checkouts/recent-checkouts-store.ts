import { useMemo } from 'react';
import type { ApiIdentity } from '@/api/identity';
import { scopedPersistedStore, usePersistedStore, usePersistedStores } from '@/lib/persisted-store';

/**
 * Checkouts opened in this browser, per API identity (base URL + app ID). The API has
 * no "list checkouts" operation, so this is the only way to offer them again.
 *
 * Stored under the identity's storage scope, never the app ID: in localStorage, or in
 * sessionStorage for a profile kept in this tab only.
 * Kept: the RECENT_LIMIT most recently opened, plus every pinned entry (pins are never
 * evicted). Shown: pinned first, then the rest; each group newest first.
 */
export const RECENT_LIMIT = 20;
const KEY_PREFIX = 'checkout-dashboard.recent-checkouts.';

export interface RecentCheckout {
  checkoutCode: string;
  /** The checkout's name, once a payment has told it. */
  name?: string | undefined;
  /** Epoch milliseconds of the last time the checkout was opened. */
  openedAt: number;
  pinned: boolean;
  /**
   * Epoch milliseconds of when it was pinned: the watchlist's order (first pinned
   * first). Absent on entries pinned before it was recorded, and on unpinned ones; a
   * broken value is dropped without losing the entry.
   */
  pinnedAt?: number | undefined;
  /**
   * Its first page was empty when it was last opened. The API cannot tell an unknown
   * code from a checkout without payments, so this is also how a mistyped code shows;
   * such a code is no longer suggested by the palette. Absent when it had payments.
   */
  noPayments?: true | undefined;
}

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * One stored entry, or null when it is broken. Plain checks, not a schema: this runs on
 * the home page, whose first screen should not wait for a validation library.
 */
function parseEntry(item: unknown): RecentCheckout | null {
  if (typeof item !== 'object' || item === null) return null;
  const raw = item as Record<string, unknown>;
  if (!isText(raw.checkoutCode) || !isTime(raw.openedAt) || typeof raw.pinned !== 'boolean')
    return null;
  if (raw.name !== undefined && !isText(raw.name)) return null;
  const entry: RecentCheckout = {
    checkoutCode: raw.checkoutCode,
    openedAt: raw.openedAt,
    pinned: raw.pinned,
  };
  if (raw.name !== undefined) entry.name = raw.name;
  // Optional facts: a broken one is dropped, the entry kept.
  if (isTime(raw.pinnedAt)) entry.pinnedAt = raw.pinnedAt;
  if (raw.noPayments === true) entry.noPayments = true;
  return entry;
}

/**
 * Reads what storage holds. Anything that is not an array is corrupt: an empty list.
 * Inside an array, each entry is checked on its own, so one bad entry does not lose
 * the others; duplicates keep their first (most recent) occurrence.
 */
export function parseRecentCheckouts(raw: unknown): RecentCheckout[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const entries: RecentCheckout[] = [];
  for (const item of raw) {
    const entry = parseEntry(item);
    if (!entry || seen.has(entry.checkoutCode)) continue;
    seen.add(entry.checkoutCode);
    entries.push(entry);
  }
  return normalize(entries);
}

/** Newest first (stable, so ties keep their order), evicts beyond the limit, pins first. */
function normalize(entries: readonly RecentCheckout[]): RecentCheckout[] {
  const byRecency = [...entries].sort((a, b) => b.openedAt - a.openedAt);
  const kept = byRecency.filter((entry, index) => index < RECENT_LIMIT || entry.pinned);
  return [...kept.filter((entry) => entry.pinned), ...kept.filter((entry) => !entry.pinned)];
}

const EMPTY: RecentCheckout[] = [];

const storeFor = scopedPersistedStore<RecentCheckout[]>({
  prefix: KEY_PREFIX,
  // Version 2 added `noPayments`; versions 0 (unversioned) and 1 are the same list
  // without it, read as is.
  version: 2,
  parse: (raw) => (Array.isArray(raw) ? parseRecentCheckouts(raw) : undefined),
  fallback: () => EMPTY,
  migrate: (raw) => raw,
});

/**
 * Records that a checkout was opened (call again once its name is known, and once its
 * first page says whether it has payments): it moves to the top with the current time;
 * a known name is kept when the new entry has none, and so is the "no payments" mark
 * while `noPayments` is not known (undefined).
 */
export function recordRecentCheckout(
  api: ApiIdentity,
  entry: { checkoutCode: string; name?: string | undefined; noPayments?: boolean | undefined },
): void {
  if (!entry.checkoutCode) return;
  storeFor(api).set((previous) => {
    const existing = previous.find((item) => item.checkoutCode === entry.checkoutCode);
    const name = entry.name || existing?.name;
    const next: RecentCheckout = {
      checkoutCode: entry.checkoutCode,
      ...(name ? { name } : {}),
      openedAt: Date.now(),
      pinned: existing?.pinned ?? false,
      // Opening keeps the pin's place on the watchlist.
      ...(existing?.pinned && existing.pinnedAt !== undefined
        ? { pinnedAt: existing.pinnedAt }
        : {}),
      ...((entry.noPayments ?? existing?.noPayments) ? { noPayments: true as const } : {}),
    };
    return normalize([next, ...previous.filter((item) => item !== existing)]);
  });
}

/**
 * Forgets a code the service said it does not know, unless it is pinned (a pin is the
 * user's choice: the watchlist then shows the service's answer).
 */
/**
 * The name this browser last saw for a checkout, read once. Not a subscription: the
 * checkout page records itself here as it loads, and a subscribing page would draw
 * itself again for each record (Lighthouse TBT on the checkout +230 ms, issue 55).
 */
export function lastSeenCheckoutName(api: ApiIdentity, checkoutCode: string): string | undefined {
  return storeFor(api)
    .get()
    .find((entry) => entry.checkoutCode === checkoutCode)?.name;
}

export function forgetUnknownCheckout(api: ApiIdentity, checkoutCode: string): void {
  storeFor(api).set((previous) =>
    previous.filter((item) => item.checkoutCode !== checkoutCode || item.pinned),
  );
}

export function removeRecentCheckout(api: ApiIdentity, checkoutCode: string): void {
  storeFor(api).set((previous) => previous.filter((item) => item.checkoutCode !== checkoutCode));
}

/** Sets `pinned`, recording when it was pinned (kept if already pinned) or forgetting it. */
function withPinned(item: RecentCheckout, pinned: boolean): RecentCheckout {
  const { pinnedAt, ...rest } = item;
  if (!pinned) return { ...rest, pinned: false };
  return { ...rest, pinned: true, pinnedAt: item.pinned && pinnedAt ? pinnedAt : Date.now() };
}

/** Pins or unpins; unpinning an old entry may evict it if more than the limit remain. */
export function togglePinRecentCheckout(api: ApiIdentity, checkoutCode: string): void {
  storeFor(api).set((previous) =>
    normalize(
      previous.map((item) =>
        item.checkoutCode === checkoutCode ? withPinned(item, !item.pinned) : item,
      ),
    ),
  );
}

/**
 * Pins a checkout (the watchlist's "Pin to watchlist"), adding it when it is not in the
 * list yet; a given name replaces the known one. Already listed: its place is kept.
 */
export function pinCheckout(
  api: ApiIdentity,
  checkoutCode: string,
  name?: string | undefined,
): void {
  if (!checkoutCode) return;
  storeFor(api).set((previous) => {
    const existing = previous.find((item) => item.checkoutCode === checkoutCode);
    if (!existing) {
      return normalize([
        {
          checkoutCode,
          ...(name ? { name } : {}),
          openedAt: Date.now(),
          pinned: true,
          pinnedAt: Date.now(),
        },
        ...previous,
      ]);
    }
    const known = name || existing.name;
    const pinned: RecentCheckout = withPinned(
      { ...existing, ...(known ? { name: known } : {}) },
      true,
    );
    return normalize(previous.map((item) => (item === existing ? pinned : item)));
  });
}

/** Unpins (it stays in the recent list while it is among the last opened). */
export function unpinCheckout(api: ApiIdentity, checkoutCode: string): void {
  storeFor(api).set((previous) =>
    normalize(
      previous.map((item) => (item.checkoutCode === checkoutCode ? withPinned(item, false) : item)),
    ),
  );
}

/** The recent checkouts of this API identity (empty without one), pinned first. */
export function useRecentCheckouts(api: ApiIdentity | null): readonly RecentCheckout[] {
  const store = api ? storeFor(api) : null;
  return usePersistedStore(store, EMPTY);
}

/**
 * The pinned checkouts in the order they were pinned (first pinned first), which is the
 * watchlist's order; entries pinned before `pinnedAt` existed go by when they were opened.
 */
export function pinnedInOrder(entries: readonly RecentCheckout[]): RecentCheckout[] {
  return entries
    .filter((entry) => entry.pinned)
    .sort((a, b) => (a.pinnedAt ?? a.openedAt) - (b.pinnedAt ?? b.openedAt));
}

/**
 * The pinned checkouts of several identities (the watchlist's profiles), each in pin
 * order, in the order of `apis` (a stable array).
 */
export function usePinnedCheckoutsOf(
  apis: readonly ApiIdentity[],
): readonly (readonly RecentCheckout[])[] {
  const stores = useMemo(() => apis.map(storeFor), [apis]);
  const lists = usePersistedStores(stores);
  return useMemo(() => lists.map(pinnedInOrder), [lists]);
}

/** The pinned checkouts of an identity in pin order, read once (a settings export). */
export function pinnedCheckoutsNow(api: ApiIdentity): RecentCheckout[] {
  return pinnedInOrder(storeFor(api).get());
}

/**
 * Makes `pins` the identity's pinned checkouts, in their order (a settings import): its
 * other pins are unpinned, and stay among the recent checkouts while the limit keeps
 * them. A code already known keeps its name unless the import names it.
 */
export function replacePins(
  api: ApiIdentity,
  pins: readonly { checkoutCode: string; name?: string | undefined }[],
): void {
  const now = Date.now();
  storeFor(api).set((previous) => {
    const pinnedCodes = new Set(pins.map((pin) => pin.checkoutCode));
    const others = previous
      .filter((item) => !pinnedCodes.has(item.checkoutCode))
      .map((item) => (item.pinned ? withPinned(item, false) : item));
    const pinned = pins.map((pin, index): RecentCheckout => {
      const existing = previous.find((item) => item.checkoutCode === pin.checkoutCode);
      const name = pin.name || existing?.name;
      return {
        ...existing,
        checkoutCode: pin.checkoutCode,
        ...(name ? { name } : {}),
        openedAt: existing?.openedAt ?? now,
        pinned: true,
        // One millisecond apart: the watchlist's order is the file's.
        pinnedAt: now + index,
      };
    });
    return normalize([...pinned, ...others]);
  });
}
