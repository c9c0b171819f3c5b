import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { ApiIdentityContext } from '@/api/identity';
import { NotFoundPage } from '@/components/lazy-pages';
import { settingsStore } from '@/features/settings';
import { Shell } from '@/features/shell';

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The API identity lives in the route tree: the root adds it to every route's context
 * (null until an app ID is saved), the connected layout (`_connected/route.tsx`)
 * guarantees it to the data pages, and components read the same value through
 * `useApi()`. A change of settings re-runs this (app/identity.ts invalidates the router).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: () => ({ api: settingsStore.get().identity }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const { api } = Route.useRouteContext();
  return (
    <ApiIdentityContext.Provider value={api}>
      <Shell>
        <Outlet />
      </Shell>
    </ApiIdentityContext.Provider>
  );
}
