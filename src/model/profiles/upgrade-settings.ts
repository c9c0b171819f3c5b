import { newStorageScope } from '@/api/identity';
import { hashText } from '@/lib/hash';
import { persistedStore, renameScope, type PersistedStore } from '@/lib/persisted-store';
import { parseSettings } from './parse-profiles';
import type { Settings } from './profile';
import { trimUrl } from './profile-url';

/**
 * Settings of versions 0 and 1 have no scope: their data was kept under a hash of the
 * base URL and app ID, which can confirm a guessed app ID offline. They get a random
 * scope, and that data moves under it (nothing is lost, the hash is gone).
 */
function migrateSettings(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const { baseUrl, appId } = raw as Record<string, unknown>;
  if (typeof baseUrl !== 'string' || typeof appId !== 'string') return raw;
  const legacy = hashText(`${trimUrl(baseUrl)}\n${appId.trim()}`);
  const scope = newStorageScope();
  renameScope(legacy, scope);
  return { ...raw, scope };
}

/**
 * The single set of settings of earlier versions (key `checkout-dashboard.settings`,
 * version 2, in either storage): adopted as a profile with its scope, so its pins,
 * recent checkouts and marks stay, then removed.
 */
const legacyOptions = {
  key: 'checkout-dashboard.settings',
  version: 2,
  parse: parseSettings,
  fallback: () => null,
  migrate: migrateSettings,
} as const;
let stores: PersistedStore<Settings | null>[] | undefined;
/**
 * Made on first use, after the store's lists of profiles: a reload of every store (a
 * storage event, a test) reads those lists before it adopts old settings into them.
 */
const legacyStores = () =>
  (stores ??= [
    persistedStore<Settings | null>({ ...legacyOptions, storage: 'local' }),
    persistedStore<Settings | null>({ ...legacyOptions, storage: 'session' }),
  ]);

/** Hands each stored set of old settings (localStorage's, then sessionStorage's) to `adopt`, removed first. */
export function adoptLegacySettings(adopt: (legacy: Settings) => void): void {
  for (const store of legacyStores()) {
    const legacy = store.get();
    if (!legacy) continue;
    store.clear();
    adopt(legacy);
  }
}

/** Calls `listener` when the old settings' stores reload (tests reset storage and reload them). */
export function onLegacySettings(listener: () => void): void {
  for (const store of legacyStores()) store.subscribe(listener);
}
