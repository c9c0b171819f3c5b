import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';

/**
 * The pages that talk to the API. With an app ID, their loaders and components get a
 * non-null `context.api` / `useApi()`. Without one, nothing is requested: the user is
 * sent to Settings, which asks for it and then opens the page they wanted.
 */
export const Route = createFileRoute('/_connected')({
  beforeLoad: ({ context, location }) => {
    if (!context.api) throw redirect({ to: '/settings', search: { next: location.href } });
    return { api: context.api };
  },
  component: Outlet,
});
