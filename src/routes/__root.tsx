import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NotFound, type RouterContext } from '@/app/router';
import { Shell } from '@/app/shell';

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
