import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { ApiIdentity } from '@/api/client';
import { routeTree } from '@/routeTree.gen';

// Error and not-found pages load on demand: most visits never show them, and they
// pull components the first page does not need.
const ErrorPanel = lazy(() =>
  import('@/components/error-panel').then((module) => ({ default: module.ErrorPanel })),
);
const LazyNotFound = lazy(() =>
  import('@/components/not-found').then((module) => ({ default: module.NotFound })),
);

export function NotFound() {
  return (
    <Suspense fallback={null}>
      <LazyNotFound />
    </Suspense>
  );
}

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
    defaultErrorComponent: ({ error, reset }) => (
      <Suspense fallback={null}>
        <ErrorPanel error={error} onRetry={reset} />
      </Suspense>
    ),
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
