import { useCallback } from 'react';
import type { ApiIdentity } from '@/api/identity';
import { scopedPersistedStore, usePersistedStore } from '@/lib/persisted-store';
import { catalogueSnapshotSchema, type CatalogueSnapshot } from './catalogue-diff';

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

/** The stored snapshot of this API identity's crypto catalogue, and a way to replace it. */
export function useCatalogueSnapshot(api: ApiIdentity) {
  const store = storeFor(api);
  const snapshot = usePersistedStore(store);
  const save = useCallback((taken: CatalogueSnapshot) => store.set(taken), [store]);
  return { snapshot, save };
}
