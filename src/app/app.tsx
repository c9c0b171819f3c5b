import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Fragment, Suspense, useState, useSyncExternalStore } from 'react';
import { currentLocale, onLocaleChange } from '@/i18n';
import { lazyOrNothing } from '@/lib/lazy-or-nothing';

import type { createAppRouter } from './router';
import { theme } from './theme';

// Without its code (offline before it was ever loaded) a notice is not shown; the app
// goes on, and the next notice asks for the code again.
const notificationsHost = lazyOrNothing(() => import('./notifications-host'));

/**
 * Mounts the notifications container once something is shown: until then the first
 * page does not download it. A notification shown earlier waits in the store.
 */
export function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  const NotificationsHost = notificationsHost();
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
  // A new language redraws every page from scratch: each message and format is read
  // at render, so nothing keeps text of the language before.
  const locale = useSyncExternalStore(onLocaleChange, currentLocale);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <Fragment key={locale}>
          <DeferredNotifications />
          <RouterProvider router={router} />
        </Fragment>
      </QueryClientProvider>
    </MantineProvider>
  );
}
