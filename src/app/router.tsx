import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiRequest } from '@/api/request';
import type { CataloguePart } from '@/i18n';
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
    /**
     * The request whose answer the page's first screen waits for, from the page's search
     * params: sent as the entry script runs, beside the page's code (see main.tsx and
     * api/head-start.ts), and taken by the page's own request.
     */
    firstRequest?: (search: Record<string, unknown>) => Pick<ApiRequest, 'segments' | 'query'>;
    /**
     * The parts of the catalogue the page needs beside the core; its loader waits for
     * them. Opened first, they download with the core (see main.tsx).
     */
    catalogueParts?: readonly CataloguePart[];
  }
}
