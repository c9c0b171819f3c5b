import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { isApiError } from '@/api/errors';
import type { ApiIdentity } from '@/api/identity';
import { t } from '@/i18n';
import { DEMO_SCOPE, profileOfQueryKey } from '@/model/profiles';

/**
 * Whether the service answers a profile: what the pages say above last-known data and
 * what the actions that need the service read before they refuse. Set from the query
 * cache from the start (`followServiceState`, in main.tsx): a failure of the transport
 * (no answer, a reset connection, HTTP 5xx, a timeout) marks the profile down, any answer
 * marks it up again; the browser going offline marks every profile down.
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

/** Why a failure says the service is down (its transport failed); null for any other. */
export function downReasonOf(error: unknown): Exclude<DownReason, 'offline'> | null {
  if (!isApiError(error)) return null;
  if (error.kind === 'network-error') return 'no-connection';
  if (error.kind === 'timeout') return 'timeout';
  if (error.kind === 'server-error') return 'server-error';
  return null;
}

/**
 * Follows every query of the service from the first request on: each failed attempt of
 * the transport marks its profile down (before its retries end), each answer marks it
 * up. In the entry, not in the keeper of last answers that loads later: the pages read
 * the state from their first failure, and its module is in one file for both.
 */
export function followServiceState(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action, query } = event;
    const answered = action.type === 'success' && !action.manual;
    if (!answered && action.type !== 'failed' && action.type !== 'error') return;
    const scope = profileOfQueryKey(query.queryKey)?.scope;
    if (scope === undefined) return;
    if (answered) return markUp(scope, Date.now());
    const error = 'error' in action ? action.error : null;
    const reason = downReasonOf(error);
    if (reason) markDown(scope, reason, isApiError(error) ? error.at : Date.now());
  });
}
