import { useCallback } from 'react';
import { storageScope, type ApiIdentity } from '@/api/identity';
import type { CryptoCurrency } from '@/api/schemas';
import { scopedPersistedStore, usePersistedStore } from '@/lib/persisted-store';
import { catalogueSnapshotSchema, takeSnapshot, type CatalogueSnapshot } from './catalogue-diff';

const KEY_PREFIX = 'checkout-dashboard.crypto-catalogue-snapshot.';

const storeFor = scopedPersistedStore<CatalogueSnapshot | null>({
  prefix: KEY_PREFIX,
  version: 1,
  // Corrupt or foreign data is "no snapshot yet", never an error.
  parse: (raw) => {
    const parsed = catalogueSnapshotSchema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  },
  fallback: () => null,
  // Version 0: the unversioned snapshot of earlier releases, the same shape.
  migrate: (raw) => raw,
});

/**
 * The stored snapshot of this API identity's crypto catalogue, and a way to replace it:
 * with the catalogue as it is now, or with a snapshot already taken.
 */
export function useCatalogueSnapshot(api: ApiIdentity) {
  const store = storeFor(storageScope(api));
  const snapshot = usePersistedStore(store);
  const save = useCallback(
    (currencies: readonly CryptoCurrency[] | CatalogueSnapshot) =>
      store.set('takenAt' in currencies ? currencies : takeSnapshot(currencies, Date.now())),
    [store],
  );
  return { snapshot, save };
}
