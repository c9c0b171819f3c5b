import type { QueryClient } from '@tanstack/react-query';
import { apiKeys } from '@/api/keys';
import { settingsStore } from '@/model/profiles';
import type { createAppRouter } from './router';

/**
 * The one place that reacts to a change of profiles. This tab switching profile (or
 * Forget): the router re-runs its `beforeLoad`s and loaders, so the route tree's
 * identity and each page's data follow; the other profiles' cached answers stay (the
 * watchlist polls them, and switching back is instant). A profile forgotten or pointed
 * at another base URL or app ID: its cached answers are dropped, and so is any query for
 * it built later (a page of that profile drawn once more before it is gone would
 * otherwise leave an empty one behind).
 */
export function followIdentity(
  queryClient: QueryClient,
  router: ReturnType<typeof createAppRouter>,
): () => void {
  let state = settingsStore.get();
  const forgotten = new Map<string, readonly unknown[]>();
  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' || forgotten.size === 0) return;
    const { queryKey } = event.query;
    for (const key of forgotten.values())
      if (key.every((part, index) => queryKey[index] === part)) {
        queryClient.removeQueries({ queryKey, exact: true });
        return;
      }
  });
  const stopSettings = settingsStore.subscribe(() => {
    const previous = state;
    state = settingsStore.get();
    if (state === previous) return;
    const kept = new Set(state.profiles.map((profile) => apiKeys.all(profile).join('\n')));
    for (const joined of kept) forgotten.delete(joined);
    for (const profile of previous.profiles) {
      const key = apiKeys.all(profile);
      if (kept.has(key.join('\n'))) continue;
      forgotten.set(key.join('\n'), key);
      queryClient.removeQueries({ queryKey: key });
    }
    if (state.identity !== previous.identity) void router.invalidate();
  });
  return () => {
    stopSettings();
    stopCache();
  };
}
