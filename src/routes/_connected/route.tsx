import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { useOptionalApi } from '@/api/identity';
import { followProfileLink, linkedProfileName, withoutProfileName } from '@/model/profiles';
import { sayProfileSwitched } from '@/features/settings';

/**
 * The pages that talk to the API. With an app ID, their loaders and components get a
 * non-null `context.api` / `useApi()`. Without one, nothing is requested: the user is
 * sent to Settings, which asks for it and then opens the page they wanted.
 *
 * A link that names a profile (`?profile=Sandbox`) opens in it: switched to when this
 * browser has exactly that one, else a page asks first (which of several, or whether to
 * use the profile in use); nothing is requested before the answer.
 */
export const Route = createFileRoute('/_connected')({
  beforeLoad: ({ context, location, preload }) => {
    const wanted = linkedProfileName(location.searchStr);
    if (wanted !== null && !preload) {
      const next = withoutProfileName(location.pathname, location.searchStr, location.hash);
      const outcome = followProfileLink(wanted);
      if (outcome.kind === 'missing' || outcome.kind === 'ask')
        throw redirect({ to: '/profile-link', search: { profile: wanted, next } });
      if (outcome.kind === 'switched') sayProfileSwitched(outcome.profile);
      throw redirect({ href: next, replace: true });
    }
    if (!context.api) throw redirect({ to: '/settings', search: { next: location.href } });
    return { api: context.api };
  },
  component: ConnectedPages,
});

/** Nothing for the moment between a Forget and the redirect to Settings. */
function ConnectedPages() {
  return useOptionalApi() ? <Outlet /> : null;
}
