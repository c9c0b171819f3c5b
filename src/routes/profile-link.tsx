import { createFileRoute } from '@tanstack/react-router';
import { ProfileLinkPage } from '@/features/settings';
import { loadCatalogueParts, type CataloguePart } from '@/i18n';
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

// The page's messages: downloaded beside its code, and its loader waits for them.
const MESSAGES: readonly CataloguePart[] = ['settings-pages'];

export const Route = createFileRoute('/profile-link')({
  validateSearch: parseProfileLinkSearch,
  staticData: { catalogueParts: MESSAGES },
  // The loader stays in this file (only the component is split off): the messages
  // download beside the page's code, not after it.
  codeSplitGroupings: [['component']],
  loader: () => loadCatalogueParts(MESSAGES),
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
