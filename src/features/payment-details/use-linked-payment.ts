import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Payment } from '@/model/payments';
import type { EveryPageLoader } from '@/features/checkout-paging';
import {
  findPayment,
  linkedPaymentSearch,
  paymentMatcher,
  paymentTargetOf,
  type PaymentTarget,
} from './linked-payment';
import type { CheckoutSearch } from '@/features/payment-filters';

/** Where the search for a linked payment that is not loaded yet stands. */
export type LinkedPaymentLookup =
  | { kind: 'none' }
  /** Loading later pages until it turns up. */
  | { kind: 'searching' }
  /** Every page is loaded and it is not there. */
  | { kind: 'not-found' }
  /** Not among the loaded payments, and more pages exist that this view cannot load. */
  | { kind: 'not-loaded' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; error: unknown };

interface LookupRun {
  key: string;
  state: 'running' | 'cancelled' | 'stopped';
  error?: unknown;
}

/**
 * The open payment lives in the URL (`tx`, `txChain`): a reload or a shared link opens it.
 * When it is not among the loaded payments and the view can load pages (`source`, the
 * checkout page), pages are loaded until it turns up, with progress and Cancel, or until
 * the last page says it is not in the checkout. Opening and closing replace the URL
 * entry (no history entry per payment looked at).
 */
export function useLinkedPayment({
  payments,
  search,
  onSearchChange,
  hasMore,
  source,
}: {
  payments: readonly Payment[];
  search: CheckoutSearch;
  onSearchChange: (patch: Partial<CheckoutSearch>) => void;
  hasMore: boolean;
  source?: EveryPageLoader | undefined;
}) {
  const { tx, txChain } = search;
  const target = useMemo(() => paymentTargetOf({ tx, txChain }), [tx, txChain]);
  const key = target ? `${target.chain ?? ''}|${target.hash}` : null;
  const found = useMemo(() => (target ? findPayment(payments, target) : null), [payments, target]);

  // The payment shown stays mounted while the drawer slides out.
  const [shown, setShown] = useState<Payment | null>(found);
  if (found && found !== shown) setShown(found);

  const [run, setRun] = useState<LookupRun | null>(null);
  const loadingAll = source?.progress != null;
  const loadUntil = source?.loadUntil;
  const canLook = Boolean(target && !found && hasMore && loadUntil);
  useEffect(() => {
    // One run per linked payment; a Load all already under way loads the pages anyway.
    if (!canLook || !loadUntil || !target || !key || run?.key === key || loadingAll) return;
    setRun({ key, state: 'running' });
    const matches = paymentMatcher(target);
    void loadUntil((pages) => pages.at(-1)?.records.some(matches) ?? false).then((outcome) =>
      setRun((current) =>
        current?.key === key
          ? {
              key,
              state: outcome.cancelled ? 'cancelled' : 'stopped',
              error: outcome.error ?? undefined,
            }
          : current,
      ),
    );
  }, [canLook, loadUntil, target, key, run?.key, loadingAll]);

  const lookup: LinkedPaymentLookup = useMemo(() => {
    if (!target || found) return { kind: 'none' };
    if (!hasMore) return { kind: 'not-found' };
    if (!loadUntil) return { kind: 'not-loaded' };
    if (loadingAll || run?.key !== key || run.state === 'running') return { kind: 'searching' };
    if (run.error !== undefined) return { kind: 'failed', error: run.error };
    // Cancelled, or stopped early for another reason (e.g. a paging guard).
    return { kind: 'cancelled' };
  }, [target, found, hasMore, loadUntil, loadingAll, run, key]);

  const open = useCallback(
    (payment: Payment) => onSearchChange(linkedPaymentSearch(payment)),
    [onSearchChange],
  );
  const close = useCallback(
    () => onSearchChange({ tx: undefined, txChain: undefined }),
    [onSearchChange],
  );
  /** Looks again after a Cancel or an error. */
  const retry = useCallback(() => setRun(null), []);

  return {
    target: target satisfies PaymentTarget | null,
    selected: shown,
    opened: found !== null,
    lookup,
    open,
    close,
    retry,
  };
}
