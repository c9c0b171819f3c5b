import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  useParams,
} from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiIdentityContext } from '@/api/identity';
import { theme } from '@/app/theme';
import { useSettings } from '@/model/profiles';

/** A QueryClient for tests: no retries, no garbage collection surprises. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export function TestProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient: QueryClient;
}) {
  // The identity of the saved settings, as the app's root route provides it.
  const { identity } = useSettings();
  return (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <ApiIdentityContext.Provider value={identity}>
          <Notifications />
          {children}
        </ApiIdentityContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Shows the decoded checkout code param: what a real checkout route would receive. */
export function CheckoutCodeProbe() {
  const { checkoutCode } = useParams({ strict: false });
  return <p data-testid="opened-code">{checkoutCode}</p>;
}

/**
 * Renders a memory router with one route per entry of `pages` (path → component)
 * under `layout` (which must render an `<Outlet />`), inside the test providers,
 * starting at `path` (default "/").
 */
export async function renderRoutes(
  pages: Record<string, () => ReactNode>,
  options: { layout?: () => ReactNode; path?: string; queryClient?: QueryClient } = {},
) {
  const rootRoute = createRootRoute({ component: options.layout ?? (() => <Outlet />) });
  const children = Object.entries(pages).map(([path, component]) =>
    createRoute({ getParentRoute: () => rootRoute, path, component }),
  );
  const history = createMemoryHistory({ initialEntries: [options.path ?? '/'] });
  const router = createRouter({ routeTree: rootRoute.addChildren(children), history });
  await router.load();
  const result = render(
    <TestProviders queryClient={options.queryClient ?? createTestQueryClient()}>
      {/* The test router is not the app's registered router type. */}
      <RouterProvider router={router as never} />
    </TestProviders>,
  );
  return { ...result, router, history };
}

/**
 * Renders `ui` inside Mantine, React Query and a memory router (so `<Link>` works).
 * The element is rendered at `path` (default "/").
 */
export async function renderWithProviders(
  ui: ReactNode,
  options: { queryClient?: QueryClient; path?: string } = {},
): Promise<RenderResult & { queryClient: QueryClient }> {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const page = () => <>{ui}</>;
  const result = await renderRoutes({ '/': page, $: page }, { path: options.path, queryClient });
  return { ...result, queryClient };
}
