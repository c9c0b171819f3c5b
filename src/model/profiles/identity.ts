import type { ApiIdentity } from '@/api/identity';
import { moveScope, scopedKeys, type ScopePlace } from '@/lib/persisted-store';
import { DEMO_SCOPE } from './demo-profile';
import type { Settings } from './profile';

/**
 * A profile's identity (the ApiIdentity of src/api/identity.ts, which keys its requests,
 * cached answers and lists) and where its lists live.
 */

/**
 * Where a profile's lists live: a tab-only profile's in sessionStorage, gone with the
 * tab like its app ID (Forget could not reach them in localStorage once the tab is
 * closed). The built-in demo is in every tab, and its lists hold no secret: localStorage.
 */
export function placeOf(profile: Settings): ScopePlace {
  const storage = profile.remember || profile.scope === DEMO_SCOPE ? 'local' : 'session';
  return { scope: profile.scope, storage };
}

/** Moves a profile's lists into the storage its "remember" choice names. */
export function keepInItsStorage(profile: Settings): void {
  const place = placeOf(profile);
  moveScope({ ...place, storage: place.storage === 'local' ? 'session' : 'local' }, place);
}

// One identity object per profile while its base URL, app ID and storage stay: stable for React.
const identities = new Map<string, ApiIdentity>();
/** The API identity of a profile (what its requests, cached answers and lists are keyed by). */
export function identityOf(profile: Settings): ApiIdentity {
  const { storage } = placeOf(profile);
  const known = identities.get(profile.scope);
  if (
    known &&
    known.baseUrl === profile.baseUrl &&
    known.appId === profile.appId &&
    known.storage === storage
  )
    return known;
  const identity = {
    baseUrl: profile.baseUrl,
    appId: profile.appId,
    scope: profile.scope,
    storage,
  };
  identities.set(profile.scope, identity);
  return identity;
}

/** Lets go of the identity of a scope that is gone (forgotten, or renewed under a new one). */
export function forgetIdentity(scope: string): void {
  identities.delete(scope);
}

/**
 * Whether a profile has stored lists (recent checkouts, pins, disabled marks, the
 * catalogue snapshot): the form then asks whether they follow a new base URL or app ID.
 */
export function hasStoredLists(scope: string): boolean {
  return scopedKeys(scope).length > 0;
}

/** What becomes of a profile's lists when its base URL or app ID changes. */
export type ListsOnNewIdentity = 'move' | 'drop';
