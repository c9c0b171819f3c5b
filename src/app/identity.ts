import type { QueryClient } from '@tanstack/react-query';
import { settingsStore } from '@/features/settings';
import type { createAppRouter } from './router';

/**
 * The one place that reacts to a change of API identity (settings saved, Forget):
 * every cached answer is dropped, and the router re-runs its `beforeLoad`s and loaders,
 * so the route tree's identity and each page's data follow.
 */
export function followIdentity(
  queryClient: QueryClient,
  router: ReturnType<typeof createAppRouter>,
): () => void {
  let identity = settingsStore.get().identity;
  return settingsStore.subscribe(() => {
    const next = settingsStore.get().identity;
    if (next === identity) return;
    identity = next;
    queryClient.clear();
    void router.invalidate();
  });
}
