import { Suspense, lazy, type ComponentProps } from 'react';

// Not in the first page's bundle: only needed once a row is opened.
const TransactionDrawer = lazy(() => import('./transaction-drawer'));

/** The details drawer, loaded on first use. */
export function LazyTransactionDrawer(props: ComponentProps<typeof TransactionDrawer>) {
  return (
    <Suspense fallback={null}>
      <TransactionDrawer {...props} />
    </Suspense>
  );
}
