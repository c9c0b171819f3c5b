import { Button, Stack, Text } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { describeApiError } from '@/api/errors';
import { t } from '@/i18n';

// The error and not-found pages load on demand: most visits never show them, and they
// pull components the first page does not need. When the error panel's own code cannot
// come (offline before it was ever loaded), a plain one from the entry says why.
const LazyErrorPanel = lazy(() =>
  import('./error-panel').then(
    (module) => ({ default: module.ErrorPanel }),
    () => ({ default: PlainErrorPanel }),
  ),
);

function PlainErrorPanel({ error }: { error: unknown }) {
  const { title, detail } = describeApiError(error);
  return (
    <Stack role="alert" aria-label={title} gap="xs" align="flex-start" p="md">
      <Text fw={700}>{title}</Text>
      <Text size="sm">{detail}</Text>
      <Button size="xs" variant="default" onClick={() => window.location.reload()}>
        {t('common.reloadPage')}
      </Button>
    </Stack>
  );
}
const LazyNotFound = lazy(() =>
  import('./not-found').then((module) => ({ default: module.NotFound })),
);

export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <LazyNotFound />
    </Suspense>
  );
}

/** A route's error (a loader, or a component that threw), with a retry. */
export function RouteErrorPage({ error, reset }: { error: unknown; reset: () => void }) {
  return (
    <Suspense fallback={null}>
      <LazyErrorPanel error={error} onRetry={reset} />
    </Suspense>
  );
}
