import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiIdentity } from '@/api/client';
import { routeTree } from '@/routeTree.gen';
import { ErrorPanel } from '@/components/error-panel';
import { NotFound } from '@/components/not-found';

export interface RouterContext {
  queryClient: QueryClient;
  /** The current API identity, or null until an app ID is set. */
  getApi: () => ApiIdentity | null;
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // React Query owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ({ error, reset }) => <ErrorPanel error={error} onRetry={reset} />,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
