import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/features/settings';

interface SettingsSearch {
  /** Where to go once an app ID is saved. */
  next?: string | undefined;
}

// Only a path of this site ("/x", not "//host" or "https://…"): no open redirect. A
// plain check, not a schema: this runs on the first page, where bytes count.
function parseSettingsSearch(search: Record<string, unknown>): SettingsSearch {
  const { next } = search;
  return typeof next === 'string' && /^\/(?!\/)/.test(next) && next.length <= 2000 ? { next } : {};
}

export const Route = createFileRoute('/settings')({
  validateSearch: parseSettingsSearch,
  component: SettingsRoute,
});

function SettingsRoute() {
  const { next } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SettingsPage next={next} onContinue={(href) => void navigate({ href })} />;
}
