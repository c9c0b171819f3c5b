import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Suspense, lazy, useState } from 'react';
import type { createAppRouter } from './router';
import { theme } from './theme';

const NotificationsHost = lazy(() => import('./notifications-host'));

/**
 * Mounts the notifications container once something is shown: until then the first
 * page does not download it. A notification shown earlier waits in the store.
 */
export function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

export function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <DeferredNotifications />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
