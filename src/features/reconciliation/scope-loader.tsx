import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ApiIdentity } from '@/api/identity';
import { apiKeys } from '@/api/keys';
import type { Payment, PaymentsPage } from '@/model/payments';
import { useCheckoutPages } from '@/features/checkout-paging';

export interface CheckoutLoadResult {
  checkoutCode: string;
  payments: Payment[];
  pages: number;
  complete: boolean;
  cancelled: boolean;
  error: unknown;
}

/**
 * Loads every page of one checkout through the checkout's own infinite query and its
 * one gate to the next page (one request per page; pages already in the cache are not
 * asked again), then reports. Renders nothing: the screen mounts one at a time.
 */
export function CheckoutPagesLoad({
  api,
  checkoutCode,
  onProgress,
  onDone,
  cancelRef,
}: {
  api: ApiIdentity;
  checkoutCode: string;
  onProgress: (pages: number, payments: number) => void;
  onDone: (result: CheckoutLoadResult) => void;
  cancelRef: { current: (() => void) | null };
}) {
  const queryClient = useQueryClient();
  const { query, everyPage } = useCheckoutPages(api, checkoutCode);
  const started = useRef(false);
  const { loadAll, cancelLoadAll, progress } = everyPage;
  cancelRef.current = cancelLoadAll;

  useEffect(() => {
    if (started.current) return;
    if (query.isError) {
      started.current = true;
      onDone({
        checkoutCode,
        payments: [],
        pages: 0,
        complete: false,
        cancelled: false,
        error: query.error,
      });
      return;
    }
    // The first page first: Load all goes on from the pages the query has.
    if (!query.isSuccess) return;
    started.current = true;
    void loadAll().then((outcome) =>
      onDone({
        checkoutCode,
        payments: outcome.payments,
        // The cache's count (the page's data is not re-rendered per page while loading).
        pages:
          queryClient.getQueryData<InfiniteData<PaymentsPage>>(
            apiKeys.transactions(api, checkoutCode),
          )?.pages.length ?? 0,
        complete: outcome.complete,
        cancelled: outcome.cancelled,
        error: outcome.error,
      }),
    );
  }, [
    query.isError,
    query.isSuccess,
    query.error,
    loadAll,
    onDone,
    checkoutCode,
    api,
    queryClient,
  ]);

  useEffect(() => {
    if (progress) onProgress(progress.pages, progress.payments);
  }, [progress, onProgress]);
  return null;
}
