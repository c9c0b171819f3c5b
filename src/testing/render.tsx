import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { theme } from '@/app/theme';

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
  return (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
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
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const catchAll = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => <>{ui}</>,
  });
  const index = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <>{ui}</>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, catchAll]),
    history: createMemoryHistory({ initialEntries: [options.path ?? '/'] }),
  });
  await router.load();
  const result = render(
    <TestProviders queryClient={queryClient}>
      {/* The test router is not the app's registered router type. */}
      <RouterProvider router={router as never} />
    </TestProviders>,
  );
  return { ...result, queryClient };
}
