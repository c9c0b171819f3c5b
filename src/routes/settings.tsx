import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/features/settings';
import { loadCatalogueParts, type CataloguePart } from '@/i18n';
import { sameSitePath } from '@/lib/same-site-path';

interface SettingsSearch {
  /** Where to go once an app ID is saved. */
  next?: string | undefined;
}

// Only a path of this site: no open redirect. A plain check, not a schema: this runs
// on the first page, where bytes count.
function parseSettingsSearch(search: Record<string, unknown>): SettingsSearch {
  const next = sameSitePath(search.next);
  return next ? { next } : {};
}

// The page's messages: downloaded beside its code, and its loader waits for them.
const MESSAGES: readonly CataloguePart[] = ['settings-pages'];

export const Route = createFileRoute('/settings')({
  validateSearch: parseSettingsSearch,
  staticData: { catalogueParts: MESSAGES },
  // The loader stays in this file (only the component is split off): the messages
  // download beside the page's code, not after it.
  codeSplitGroupings: [['component']],
  loader: () => loadCatalogueParts(MESSAGES),
  component: SettingsRoute,
});

function SettingsRoute() {
  const { next } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SettingsPage next={next} onContinue={(href) => void navigate({ href })} />;
}
