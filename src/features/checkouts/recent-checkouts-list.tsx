import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useApi } from '@/api/identity';
import { t } from '@/i18n';
import { formatCount } from '@/lib/format-count';
import { RECENT_LIMIT, useRecentCheckouts } from './recent-checkouts-store';

// The rows load only when there are some: a first visit (no recent checkouts) paints
// the home page without their menus' code.
const RecentCheckoutRows = lazy(() => import('./recent-checkout-rows'));

/** Checkouts opened in this browser for the current app ID, pinned first. */
export function RecentCheckoutsList() {
  const api = useApi();
  const recent = useRecentCheckouts(api);

  if (recent.length === 0) {
    return (
      <Paper withBorder p="md" radius="md">
        <Text fw={500}>{t('checkouts.noneYet')}</Text>
        <Text size="sm" c="dimmed" mt={4}>
          {t('checkouts.noneYetText', { limit: formatCount(RECENT_LIMIT) })}
        </Text>
      </Paper>
    );
  }

  return (
    <Suspense fallback={<RowsLoading count={recent.length} />}>
      <RecentCheckoutRows api={api} recent={recent} />
    </Suspense>
  );
}

/**
 * A row's height while the rows' code loads (its actions wrap under the name on a phone);
 * nothing on the page is below the list.
 */
function RowsLoading({ count }: { count: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={t('checkouts.recentLoading')} role="status">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} h={{ base: 115, xs: 73 }} radius="md" />
      ))}
    </Stack>
  );
}
