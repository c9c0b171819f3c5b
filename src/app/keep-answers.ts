import {
  onlineManager,
  type Query,
  type QueryCacheNotifyEvent,
  type QueryClient,
} from '@tanstack/react-query';
import { apiKeys } from '@/api/keys';
import {
  ANSWER_FORMAT,
  deleteKept,
  identityTag,
  keptScopes,
  downReasonOf,
  mergeKept,
  onServiceState,
  readKept,
  serviceStateNow,
  writeKept,
  type KeptAnswers,
  type KeptQuery,
} from '@/model/last-known';
import { profileOfQueryKey, settingsStore, type Profile } from '@/model/profiles';
import { onPreferences, preferencesNow } from '@/lib/preferences';

/**
 * Keeps the service's last answers of each remembered profile in IndexedDB and shows
 * them when the service fails, dated (model/last-known). Watches the query cache:
 * - an answer marks its profile up and is kept (throttled, per profile);
 * - a failure of the transport marks it down, and a query with nothing newer gets the
 *   kept answer, with the time it was given (`updatedAt`), so every page shows it as
 *   it shows any data, under the dated line;
 * - the browser going offline does the same for every query of a remembered profile;
 * - while a profile is down, its pages ask again every `PROBE_MS`; back up, what is
 *   older than the return is fetched again.
 * A tab-only profile, the demo and a profile with "Keep last-known data" off keep
 * nothing; Forget (or a new app ID) deletes the profile's entry.
 */

/** How often a profile the service does not answer is asked again, while a page shows it. */
export const PROBE_MS = 20_000;
/** Answers are written at most this often per profile (a Load all lands many pages). */
const SAVE_DELAY_MS = 1_500;

/** The kinds of answer kept: a checkout's pages and first page, the catalogues. */
/** The query's last fetch asked for a further page (an infinite query's fetchNextPage). */
function fetchesMore(query: Query): boolean {
  return (query.state.fetchMeta as { fetchMore?: unknown } | null)?.fetchMore !== undefined;
}

function isKeptKind(rest: readonly unknown[]): boolean {
  if (rest[0] === 'currencies') return true;
  return rest[0] === 'checkout' && (rest[2] === 'transactions' || rest[2] === 'transactions-head');
}

export function keepAnswers(queryClient: QueryClient): () => void {
  const cache = queryClient.getQueryCache();
  const pendingSaves = new Map<string, ReturnType<typeof setTimeout>>();
  const reads = new Map<string, Promise<KeptAnswers | null>>();
  let writes: Promise<unknown> = Promise.resolve();
  /** Queries showing a kept answer (or a failure) until the service answers them again. */
  const restored = new Set<string>();
  /**
   * A probe while the service is down, and its return, ask again for answers from
   * storage and failed loads. Never a failed next page: its own Retry says which page,
   * and a refetch would drop the failure it shows.
   */
  const nextPageFailed = (query: Query) => query.state.status === 'error' && fetchesMore(query);
  const needsAsking = (query: Query) =>
    restored.has(query.queryHash) || (query.state.status === 'error' && !nextPageFailed(query));

  /** The profile a query belongs to (by base URL and app ID), and the key after them. */
  const ownerOf = (key: readonly unknown[]): { profile: Profile; rest: unknown[] } | null => {
    const profile = profileOfQueryKey(key);
    return profile ? { profile, rest: key.slice(apiKeys.all(profile).length) } : null;
  };
  const keeps = (profile: Profile) =>
    profile.remember && profile.scope !== 'demo' && preferencesNow().keepLastKnown;

  const kept = (profile: Profile) => {
    let read = reads.get(profile.scope);
    if (!read) {
      read = readKept(profile).catch(() => null);
      reads.set(profile.scope, read);
    }
    return read;
  };

  const save = (profile: Profile) => {
    pendingSaves.delete(profile.scope);
    if (!keeps(profile)) return;
    const fresh: KeptQuery[] = [];
    for (const query of cache.findAll({ queryKey: apiKeys.all(profile) })) {
      const rest = query.queryKey.slice(3);
      const { data, dataUpdatedAt } = query.state;
      if (isKeptKind(rest) && data !== undefined && dataUpdatedAt > 0)
        fresh.push({ key: rest, data, at: dataUpdatedAt });
    }
    writes = writes
      .then(async () => {
        const earlier = (await kept(profile))?.queries ?? [];
        const entry: KeptAnswers = {
          format: ANSWER_FORMAT,
          baseUrl: profile.baseUrl,
          identityTag: identityTag(profile),
          queries: mergeKept(earlier, fresh, Date.now()),
        };
        // The profile may have been forgotten meanwhile: nothing is written for it then.
        if (!stillKept(profile)) return;
        reads.set(profile.scope, Promise.resolve(entry));
        await writeKept(profile.scope, entry);
      })
      .catch(() => {
        // Storage full or unavailable: the dashboard works on, without last-known data.
      });
  };
  const stillKept = (profile: Profile) =>
    settingsStore.get().profiles.some((other) => other === profile) && keeps(profile);
  // The first answer is written at once (a page left soon after loses nothing), those
  // that follow within SAVE_DELAY_MS together after it.
  const savedAt = new Map<string, number>();
  const scheduleSave = (profile: Profile) => {
    if (!keeps(profile) || pendingSaves.has(profile.scope)) return;
    const wait = (savedAt.get(profile.scope) ?? -Infinity) + SAVE_DELAY_MS - Date.now();
    // Not while pages are being added (Load all of thousands of payments): each write
    // measures and copies every kept answer, which would take the main thread for tens of
    // milliseconds each time; the answer is written once the pages have come.
    const addingPages = () =>
      cache.findAll({ queryKey: apiKeys.all(profile), fetchStatus: 'fetching' }).some(fetchesMore);
    const run = () => {
      if (addingPages()) {
        pendingSaves.set(profile.scope, setTimeout(run, SAVE_DELAY_MS));
        return;
      }
      savedAt.set(profile.scope, Date.now());
      save(profile);
    };
    if (wait <= 0) run();
    else pendingSaves.set(profile.scope, setTimeout(run, wait));
  };

  /** Gives the query its kept answer when that is newer than what it holds. */
  const restore = async (query: Query) => {
    const owner = ownerOf(query.queryKey);
    if (!owner || !keeps(owner.profile) || !isKeptKind(owner.rest)) return;
    const queries = (await kept(owner.profile))?.queries ?? [];
    const find = (key: readonly unknown[]) =>
      queries.find((candidate) => JSON.stringify(candidate.key) === JSON.stringify(key));
    // A checkout kept only as its first page (from the watchlist) shows that page.
    const [, code, kind] = owner.rest;
    const head =
      kind === 'transactions' ? find(['checkout', code, 'transactions-head']) : undefined;
    const entry =
      find(owner.rest) ?? (head && { ...head, data: { pages: [head.data], pageParams: [null] } });
    if (!entry || query.state.dataUpdatedAt >= entry.at) return;
    // Only while the service is still not answering: an answer that came meanwhile wins.
    if (!serviceStateNow(owner.profile.scope).down) return;
    restored.add(query.queryHash);
    queryClient.setQueryData(query.queryKey, entry.data, { updatedAt: entry.at });
  };

  const onEvent = (event: QueryCacheNotifyEvent) => {
    if (event.type === 'added' && !onlineManager.isOnline()) void restore(event.query);
    if (event.type !== 'updated') return;
    const { action, query } = event;
    const owner = ownerOf(query.queryKey);
    if (!owner) return;
    // The service's state follows the same events first (followServiceState, in main.tsx).
    if (action.type === 'success' && !action.manual) {
      restored.delete(query.queryHash);
      if (isKeptKind(owner.rest)) scheduleSave(owner.profile);
    } else if (action.type === 'failed' || action.type === 'error') {
      if (downReasonOf(action.error)) void restore(query);
    } else if (action.type === 'pause') {
      void restore(query);
    }
  };

  // Offline: every query of a remembered profile shows what was kept, if it is newer.
  // Back online: what is shown from before is asked again (React Query's own refetch on
  // reconnect skips answers younger than their staleTime), a failed next page excepted.
  let offlineAt: number | null = onlineManager.isOnline() ? null : Date.now();
  const restoreAll = () => {
    if (onlineManager.isOnline()) {
      const since = offlineAt;
      offlineAt = null;
      if (since !== null)
        void queryClient.refetchQueries(
          {
            queryKey: apiKeys.root(),
            type: 'active',
            predicate: (query) => query.state.dataUpdatedAt < since && !nextPageFailed(query),
          },
          { cancelRefetch: false },
        );
      return;
    }
    offlineAt ??= Date.now();
    for (const query of cache.getAll()) void restore(query);
  };

  // While a profile is down its shown pages ask again now and then; back up (or back
  // online), what it holds from before the return is fetched again.
  const probes = new Map<string, ReturnType<typeof setInterval>>();
  const recovered = new Map<string, number>();
  const followStates = () => {
    for (const profile of settingsStore.get().profiles) {
      const { down, recoveredAt } = serviceStateNow(profile.scope);
      const probing = probes.get(profile.scope);
      if (down && down.reason !== 'offline' && !probing) {
        probes.set(
          profile.scope,
          setInterval(() => {
            void queryClient.refetchQueries(
              {
                queryKey: apiKeys.all(profile),
                type: 'active',
                predicate: needsAsking,
              },
              { cancelRefetch: false },
            );
          }, PROBE_MS),
        );
      } else if ((!down || down.reason === 'offline') && probing) {
        clearInterval(probing);
        probes.delete(profile.scope);
      }
      if (recoveredAt !== null && recovered.get(profile.scope) !== recoveredAt) {
        recovered.set(profile.scope, recoveredAt);
        void queryClient.refetchQueries(
          {
            queryKey: apiKeys.all(profile),
            type: 'active',
            predicate: (query) => query.state.dataUpdatedAt < recoveredAt && needsAsking(query),
          },
          { cancelRefetch: false },
        );
      }
    }
    restoreAll();
  };

  // Entries of profiles no longer remembered (forgotten, tab-only now, a new app ID: a
  // new scope) or of a browser that turned the feature off are deleted.
  const prune = async () => {
    const keptHere = new Set(
      settingsStore
        .get()
        .profiles.filter(keeps)
        .map((profile) => profile.scope),
    );
    for (const scope of reads.keys()) if (!keptHere.has(scope)) reads.delete(scope);
    try {
      for (const scope of await keptScopes()) if (!keptHere.has(scope)) await deleteKept(scope);
    } catch {
      // No IndexedDB here (a private window may refuse it): nothing was kept either.
    }
  };

  // Leaving the page writes what waits (best effort: the browser may not finish it).
  const flush = () => {
    for (const [scope, timer] of pendingSaves) {
      clearTimeout(timer);
      const profile = settingsStore.get().profiles.find((other) => other.scope === scope);
      if (profile) save(profile);
    }
  };
  window.addEventListener('pagehide', flush);

  const stops = [
    () => window.removeEventListener('pagehide', flush),
    cache.subscribe(onEvent),
    onServiceState(followStates),
    onlineManager.subscribe(restoreAll),
    settingsStore.subscribe(() => void prune()),
    onPreferences(() => void prune()),
  ];
  void prune();
  // The dated line's code, loaded ahead where there is kept data to show under it, so
  // that going offline (even without the service worker) finds it here. Elsewhere it
  // loads when a failure first needs it: the static files answer while the API fails.
  const preloadLine = () => {
    if (!settingsStore.get().profiles.some(keeps)) return;
    // Imported here, not above: its module shares a chunk with the pages that draw it.
    void import('@/components/last-known-line')
      .then(({ loadLastKnownLine }) => loadLastKnownLine())
      .catch(() => {});
    stopPreload();
  };
  const stopPreload = settingsStore.subscribe(preloadLine);
  stops.push(stopPreload);
  preloadLine();
  // Queries that failed or paused before this ran (it loads after the first screen).
  for (const query of cache.getAll()) {
    const { status, fetchStatus, error } = query.state;
    const owner = ownerOf(query.queryKey);
    const reason = downReasonOf(error ?? query.state.fetchFailureReason);
    if (fetchStatus === 'paused' || status === 'error' || reason) void restore(query);
    // Answers that came before: kept as those after are.
    else if (owner && status === 'success' && isKeptKind(owner.rest)) scheduleSave(owner.profile);
  }
  return () => {
    stops.forEach((stop) => stop());
    probes.forEach((probe) => clearInterval(probe));
    pendingSaves.forEach((timer) => clearTimeout(timer));
  };
}
