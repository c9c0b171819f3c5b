import type { QueryClient } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { ApiIdentityContext } from '@/api/identity';
import { NotFoundPage } from '@/components/lazy-pages';
import { settingsStore, useSettings } from '@/model/profiles';
import { Shell } from '@/features/shell';

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The API identity comes from one source, the settings store: the root adds it to every
 * route's context (null until an app ID is saved) for the loaders, the connected layout
 * (`_connected/route.tsx`) guarantees it to the data pages, and components read it
 * through `useApi()`, provided below from the store itself. A change of profile re-runs
 * this (app/follow-identity.ts invalidates the router), a moment after the store has changed:
 * a loader checks `isIdentityInUse`, and a component never reads the route context's.
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: () => ({ api: settingsStore.get().identity }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  // The store, not the route context: the header's profile and the page's data change in
  // the same render when this tab switches profiles (the context follows a moment later).
  const api = useSettings().identity;
  return (
    <ApiIdentityContext.Provider value={api}>
      <Shell>
        {/* A new profile mounts the page anew: no state of the previous one's data is kept. */}
        <Fragment key={api?.scope ?? 'none'}>
          <Outlet />
        </Fragment>
      </Shell>
    </ApiIdentityContext.Provider>
  );
}
