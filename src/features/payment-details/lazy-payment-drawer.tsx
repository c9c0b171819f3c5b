import { Suspense, lazy, type ComponentProps } from 'react';

// Not in the first page's bundle: only needed once a row is opened.
const PaymentDrawer = lazy(() => import('./payment-drawer'));

/** The details drawer, loaded on first use. */
export function LazyPaymentDrawer(props: ComponentProps<typeof PaymentDrawer>) {
  return (
    <Suspense fallback={null}>
      <PaymentDrawer {...props} />
    </Suspense>
  );
}
