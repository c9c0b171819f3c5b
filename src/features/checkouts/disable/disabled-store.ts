import { useMemo } from 'react';
import { z } from 'zod';
import type { ApiIdentity } from '@/api/client';
import { createLocalStore, useLocalStore, type LocalStore } from '@/lib/local-store';
import { scopeOf } from '@/lib/settings-store';

/**
 * The API cannot read a checkout's state, so "disabled" is what this browser saw the
 * server confirm. Kept in localStorage per API identity (by its hash tag from
 * `scopeOf`, never the app ID itself), as a list rather than an object keyed by
 * checkout code, so a code such as `__proto__` is just data.
 */
export interface DisabledRecord {
  disabledAt: number;
}

interface DisabledEntry extends DisabledRecord {
  checkoutCode: string;
}

const STORAGE_PREFIX = 'checkout-dashboard.disabled-checkouts.';
const entrySchema = z.object({
  checkoutCode: z.string(),
  disabledAt: z.number().finite(),
});

/** Keeps every well-formed entry; a broken one is dropped alone. */
function parseEntries(raw: unknown): DisabledEntry[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const entries: DisabledEntry[] = [];
  for (const item of raw) {
    const parsed = entrySchema.safeParse(item);
    if (parsed.success) entries.push(parsed.data);
  }
  return entries;
}

const EMPTY: DisabledEntry[] = [];
const stores = new Map<string, LocalStore<DisabledEntry[]>>();

function storageKey(scope: string): string {
  return `${STORAGE_PREFIX}${scope}`;
}

function storeFor(scope: string): LocalStore<DisabledEntry[]> {
  let store = stores.get(scope);
  if (!store) {
    store = createLocalStore({
      key: () => storageKey(scope),
      parse: parseEntries,
      fallback: () => EMPTY,
    });
    stores.set(scope, store);
  }
  return store;
}

// Another tab that disables a checkout updates this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null) {
      stores.forEach((store) => store.reload());
      return;
    }
    if (!event.key.startsWith(STORAGE_PREFIX)) return;
    stores.get(event.key.slice(STORAGE_PREFIX.length))?.reload();
  });
}

/** Records that the server confirmed disabling `checkoutCode`; the first time is kept. */
export function recordDisabled(api: ApiIdentity, checkoutCode: string, disabledAt: number): void {
  storeFor(scopeOf(api)).set((entries) =>
    entries.some((entry) => entry.checkoutCode === checkoutCode)
      ? entries
      : [...entries, { checkoutCode, disabledAt }],
  );
}

/** What this browser recorded for the checkout, or null. */
export function readDisabledRecord(api: ApiIdentity, checkoutCode: string): DisabledRecord | null {
  const entry = storeFor(scopeOf(api))
    .get()
    .find((item) => item.checkoutCode === checkoutCode);
  return entry ? { disabledAt: entry.disabledAt } : null;
}

const NO_STORE: LocalStore<DisabledEntry[]> = {
  get: () => EMPTY,
  set: () => {},
  subscribe: () => () => {},
  reload: () => {},
};

/**
 * `{ disabledAt }` when this browser disabled the checkout (for this API identity), else
 * null. Null too when there is no app ID.
 */
export function useDisabledRecord(
  api: ApiIdentity | null | undefined,
  checkoutCode: string,
): DisabledRecord | null {
  const scope = api ? scopeOf(api) : null;
  const store = scope === null ? NO_STORE : storeFor(scope);
  const entries = useLocalStore(store);
  const disabledAt = entries.find((entry) => entry.checkoutCode === checkoutCode)?.disabledAt;
  // A stable object per value, so consumers can use it as an effect dependency.
  return useMemo(() => (disabledAt === undefined ? null : { disabledAt }), [disabledAt]);
}

/** Test helper: forget the in-memory stores so the next read comes from storage. */
export function resetDisabledStoresForTests(): void {
  stores.clear();
}
