import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NotFoundPage, RouteErrorPage } from '@/components/lazy-pages';
import { routeTree } from '@/routeTree.gen';

/** The app's router; tests pass a memory history. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    // The root route adds the API identity (see routes/__root.tsx).
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * The page's first data shows times ("Updated 3 seconds ago"): opened first, it has
     * Intl set up while the language's catalogue downloads (see main.tsx). A page that
     * shows none would only pay for it.
     */
    timesInFirstData?: boolean;
  }
}
