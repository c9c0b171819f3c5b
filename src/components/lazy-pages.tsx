import { Suspense, lazy } from 'react';

// The error and not-found pages load on demand: most visits never show them, and they
// pull components the first page does not need.
const LazyErrorPanel = lazy(() =>
  import('./error-panel').then((module) => ({ default: module.ErrorPanel })),
);
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
