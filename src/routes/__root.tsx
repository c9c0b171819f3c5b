import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { Shell } from '@/app/shell';
import { NotFound } from '@/components/not-found';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}
