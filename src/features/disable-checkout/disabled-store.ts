import { useMemo } from 'react';
import { storageScope, type ApiIdentity } from '@/api/identity';
import { scopedPersistedStore, usePersistedStore, usePersistedStores } from '@/lib/persisted-store';

/**
 * The API cannot read a checkout's state, so "disabled" is what this browser saw the
 * server confirm. Kept per API identity (under its storage scope, never the app ID
 * itself; in sessionStorage for a profile kept in this tab only), as a list rather than an object keyed by checkout code,
 * so a code such as `__proto__` is just data.
 */
export interface DisabledRecord {
  disabledAt: number;
}

interface DisabledEntry extends DisabledRecord {
  checkoutCode: string;
}

/**
 * Keeps every well-formed entry; a broken one is dropped alone. Plain checks, not a
 * schema: the home page reads this, and its first screen should not wait for zod.
 */
function parseEntries(raw: unknown): DisabledEntry[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const entries: DisabledEntry[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const { checkoutCode, disabledAt } = item as Record<string, unknown>;
    if (
      typeof checkoutCode === 'string' &&
      typeof disabledAt === 'number' &&
      Number.isFinite(disabledAt)
    )
      entries.push({ checkoutCode, disabledAt });
  }
  return entries;
}

const EMPTY: DisabledEntry[] = [];

const storeFor = scopedPersistedStore<DisabledEntry[]>({
  prefix: 'checkout-dashboard.disabled-checkouts.',
  version: 1,
  parse: parseEntries,
  fallback: () => EMPTY,
  // Version 0: the unversioned list of earlier releases, the same shape.
  migrate: (raw) => raw,
});

/** Records that the server confirmed disabling `checkoutCode`; the first time is kept. */
export function recordDisabled(api: ApiIdentity, checkoutCode: string, disabledAt: number): void {
  storeFor(api).set((entries) =>
    entries.some((entry) => entry.checkoutCode === checkoutCode)
      ? entries
      : [...entries, { checkoutCode, disabledAt }],
  );
}

/**
 * `{ disabledAt }` when this browser disabled the checkout (for this API identity), else
 * null. Null too when there is no app ID.
 */
export function useDisabledRecord(
  api: ApiIdentity | null | undefined,
  checkoutCode: string,
): DisabledRecord | null {
  const store = api ? storeFor(api) : null;
  const entries = usePersistedStore(store, EMPTY);
  const disabledAt = entries.find((entry) => entry.checkoutCode === checkoutCode)?.disabledAt;
  // A stable object per value, so consumers can use it as an effect dependency.
  return useMemo(() => (disabledAt === undefined ? null : { disabledAt }), [disabledAt]);
}

/**
 * Every checkout this browser disabled, for each of several identities (the
 * watchlist's profiles): storage scope → checkout code → when. `apis`: a stable array.
 */
export function useDisabledCheckoutsOf(
  apis: readonly ApiIdentity[],
): ReadonlyMap<string, ReadonlyMap<string, number>> {
  const stores = useMemo(() => apis.map(storeFor), [apis]);
  const lists = usePersistedStores(stores);
  return useMemo(
    () =>
      new Map(
        lists.map((entries, index) => [
          storageScope(apis[index]!),
          new Map(entries.map((entry) => [entry.checkoutCode, entry.disabledAt])),
        ]),
      ),
    [lists, apis],
  );
}
