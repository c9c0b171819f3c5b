import type { ApiIdentity } from '@/api/identity';
import { scopedPersistedStore, usePersistedStore } from '@/lib/persisted-store';
import { ORDER_FIELDS, type OrderField } from './propose-mapping';
import type { Reconciliation } from './match-orders';

/**
 * What the reconcile screen keeps per profile (under the profile's storage scope, so a
 * tab-only profile's stay in sessionStorage and the profile's Forget removes them with
 * its other values: `removeScope`): the column chosen per field, by header name, and
 * the last reconciliation with what it was run on.
 */

/** Header text per field, as the user last confirmed it. */
export type RememberedMapping = Partial<Record<OrderField, string>>;

const mappingStoreFor = scopedPersistedStore<RememberedMapping>({
  prefix: 'checkout-dashboard.reconcile-mapping.',
  version: 1,
  parse: (raw) => {
    if (typeof raw !== 'object' || raw === null) return undefined;
    const mapping: RememberedMapping = {};
    for (const field of ORDER_FIELDS) {
      const value = (raw as Record<string, unknown>)[field];
      if (typeof value === 'string') mapping[field] = value;
    }
    return mapping;
  },
  fallback: () => ({}),
});

export function rememberedMapping(api: ApiIdentity): RememberedMapping {
  return mappingStoreFor(api).get();
}

export function rememberMapping(api: ApiIdentity, mapping: RememberedMapping): void {
  mappingStoreFor(api).set(mapping);
}

/** A reconciliation as kept: the result, and the scope, window and time of its run. */
export interface KeptReconciliation {
  /** Epoch milliseconds of the run. */
  ranAt: number;
  checkoutCodes: string[];
  /** Whether every page of every checkout in scope was loaded. */
  complete: boolean;
  reconciliation: Reconciliation;
}

/**
 * The shape is checked at its top only: the value was written by this code (a newer
 * shape bumps the version, an older one falls back to nothing kept).
 */
function parseKept(raw: unknown): KeptReconciliation | null | undefined {
  if (raw === null) return null;
  if (typeof raw !== 'object') return undefined;
  const kept = raw as Partial<KeptReconciliation>;
  const result = kept.reconciliation;
  if (
    typeof kept.ranAt !== 'number' ||
    !Array.isArray(kept.checkoutCodes) ||
    typeof kept.complete !== 'boolean' ||
    typeof result !== 'object' ||
    result === null ||
    !Array.isArray(result.orders) ||
    !Array.isArray(result.payments) ||
    typeof result.summary !== 'object'
  )
    return undefined;
  return kept as KeptReconciliation;
}

const keptStoreFor = scopedPersistedStore<KeptReconciliation | null>({
  prefix: 'checkout-dashboard.reconciliation.',
  version: 1,
  parse: parseKept,
  fallback: () => null,
});

export function keepReconciliation(api: ApiIdentity, kept: KeptReconciliation | null): void {
  // Over the storage quota (a very large run), the value lives in memory for this visit.
  keptStoreFor(api).set(kept);
}

export function useKeptReconciliation(api: ApiIdentity | null): KeptReconciliation | null {
  return usePersistedStore(api ? keptStoreFor(api) : null, null);
}
