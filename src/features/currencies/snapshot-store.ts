import { useCallback, useSyncExternalStore } from 'react';
import type { ApiIdentity } from '@/api/client';
import type { CryptoCurrency } from '@/api/schemas';
import { readStorage, writeStorage } from '@/lib/local-store';
import { scopeOf } from '@/lib/settings-store';
import { catalogueSnapshotSchema, takeSnapshot, type CatalogueSnapshot } from './catalogue-diff';

/** localStorage key per API identity; scopeOf hashes it so the app ID itself is never stored in a key. */
export function snapshotKey(api: ApiIdentity): string {
  return `checkout-dashboard.crypto-catalogue-snapshot.${scopeOf(api)}`;
}

const listeners = new Set<() => void>();
// Parsed snapshots by key, so useSyncExternalStore gets a stable value between writes.
const cache = new Map<string, CatalogueSnapshot | null>();

export function readSnapshot(key: string): CatalogueSnapshot | null {
  if (!cache.has(key)) {
    const parsed = catalogueSnapshotSchema.safeParse(readStorage('local', key));
    // Corrupt or foreign data is treated as "no snapshot yet", never as an error.
    cache.set(key, parsed.success ? parsed.data : null);
  }
  return cache.get(key) ?? null;
}

export function saveSnapshot(key: string, currencies: readonly CryptoCurrency[], now = Date.now()) {
  const snapshot = takeSnapshot(currencies, now);
  writeStorage('local', key, snapshot);
  cache.set(key, snapshot);
  listeners.forEach((listener) => listener());
}

/** Test helper: forget parsed copies so the next read comes from storage. */
export function clearSnapshotCache() {
  cache.clear();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The stored snapshot of this API identity's crypto catalogue, and a way to replace it. */
export function useCatalogueSnapshot(api: ApiIdentity) {
  const key = snapshotKey(api);
  const snapshot = useSyncExternalStore(
    subscribe,
    () => readSnapshot(key),
    () => readSnapshot(key),
  );
  const save = useCallback(
    (currencies: readonly CryptoCurrency[]) => saveSnapshot(key, currencies),
    [key],
  );
  return { snapshot, save };
}
