import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/features/settings';
import { SettingsTransfer } from '@/features/settings-transfer';
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

export const Route = createFileRoute('/settings')({
  validateSearch: parseSettingsSearch,
  component: SettingsRoute,
});

function SettingsRoute() {
  const { next } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Stack gap="lg">
      <SettingsPage next={next} onContinue={(href) => void navigate({ href })} />
      <SettingsTransfer />
    </Stack>
  );
}
