import { createFileRoute } from '@tanstack/react-router';
import { ProfileLinkPage } from '@/features/settings';
import { sameSitePath } from '@/lib/same-site-path';

interface ProfileLinkSearch {
  /** The profile name the link carries. */
  profile?: string | undefined;
  /** The page the link opens, without the profile name. */
  next?: string | undefined;
}

// Plain checks: a path of this site only (no open redirect), a short name.
function parseProfileLinkSearch(search: Record<string, unknown>): ProfileLinkSearch {
  const profile = typeof search.profile === 'string' ? search.profile.slice(0, 80) : '';
  return { profile, next: sameSitePath(search.next) ?? '/' };
}

export const Route = createFileRoute('/profile-link')({
  validateSearch: parseProfileLinkSearch,
  component: ProfileLinkRoute,
});

function ProfileLinkRoute() {
  const { profile = '', next = '/' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProfileLinkPage
      profileName={profile}
      next={next}
      onOpen={(href) => void navigate({ href, replace: true })}
    />
  );
}
