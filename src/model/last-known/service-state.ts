import { onlineManager } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { ApiIdentity } from '@/api/identity';
import { t } from '@/i18n';
import { DEMO_SCOPE } from '@/model/profiles';

/**
 * Whether the service answers a profile: what the pages say above last-known data and
 * what the actions that need the service read before they refuse. Set by the app's
 * query-cache watcher (app/keep-answers.ts): a failure of the transport (no answer, a
 * reset connection, HTTP 5xx, a timeout) marks the profile down, any answer marks it up
 * again; the browser going offline marks every profile down.
 */

export type DownReason = 'offline' | 'no-connection' | 'timeout' | 'server-error';

export interface ServiceState {
  /** Since when and why the service is not answering; null while it answers. */
  down: { reason: DownReason; since: number } | null;
  /** When it answered again after being down (the pages refresh and say so); else null. */
  recoveredAt: number | null;
}

const ANSWERING: ServiceState = { down: null, recoveredAt: null };

const byScope = new Map<string, ServiceState>();
let offlineSince: number | null = onlineManager.isOnline() ? null : Date.now();
/** When the browser came back online last: every profile's pages refresh then. */
let backOnlineAt: number | null = null;
const listeners = new Set<() => void>();
/** Each profile's state as last read, kept until something changes (a stable snapshot). */
const snapshots = new Map<string, ServiceState>();

function notify() {
  snapshots.clear();
  listeners.forEach((listener) => listener());
}

onlineManager.subscribe((online) => {
  if (online === (offlineSince === null)) return;
  offlineSince = online ? null : Date.now();
  if (online) backOnlineAt = Date.now();
  notify();
});

/** The service stopped answering this profile (a transport failure at `since`). */
export function markDown(scope: string, reason: Exclude<DownReason, 'offline'>, since: number) {
  const state = byScope.get(scope);
  if (state?.down) return;
  byScope.set(scope, { down: { reason, since }, recoveredAt: null });
  notify();
}

/** The service answered this profile. */
export function markUp(scope: string, at: number) {
  const state = byScope.get(scope);
  if (!state?.down) return;
  byScope.set(scope, { down: null, recoveredAt: at });
  notify();
}

/** The profile's state now, for code outside render. */
export function serviceStateNow(scope: string): ServiceState {
  let state = snapshots.get(scope);
  if (state) return state;
  const own = byScope.get(scope) ?? ANSWERING;
  // The demo's API answers inside the page: offline, it still answers.
  if (offlineSince !== null && scope !== DEMO_SCOPE)
    state = { down: { reason: 'offline', since: offlineSince }, recoveredAt: null };
  else if (backOnlineAt !== null && !own.down && (own.recoveredAt ?? 0) < backOnlineAt)
    state = { down: null, recoveredAt: backOnlineAt };
  else state = own;
  snapshots.set(scope, state);
  return state;
}

export function onServiceState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the service answers this profile, kept current. */
export function useServiceState(api: Pick<ApiIdentity, 'scope'> | null): ServiceState {
  const scope = api?.scope;
  const get = useCallback(() => (scope ? serviceStateNow(scope) : ANSWERING), [scope]);
  return useSyncExternalStore(onServiceState, get, get);
}

/** Why an action that needs the service is unavailable now, or null when it may run. */
export function useNeedsService(api: Pick<ApiIdentity, 'scope'> | null): string | null {
  const { down } = useServiceState(api);
  return down ? t('common.needsService', { reason: down.reason }) : null;
}
