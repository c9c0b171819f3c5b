import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
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

/** A run over the checkouts in scope, one after the other. */
export interface ScopeProgress {
  codes: string[];
  /** The checkout loading now. */
  index: number;
  /** Pages and payments loaded so far, over every checkout of the run. */
  pages: number;
  payments: number;
  results: CheckoutLoadResult[];
}

export interface ScopeLoad {
  api: ApiIdentity;
  running: ScopeProgress | null;
  start: (codes: string[]) => void;
  cancel: () => void;
  // Read by <ScopeLoader>, which loads the checkout the run is at.
  onProgress: (pages: number, payments: number) => void;
  onDone: (result: CheckoutLoadResult) => void;
  cancelRef: { current: (() => void) | null };
}

const pagesOf = (results: CheckoutLoadResult[]) =>
  results.reduce((sum, each) => sum + each.pages, 0);
const paymentsOf = (results: CheckoutLoadResult[]) =>
  results.reduce((sum, each) => sum + each.payments.length, 0);

/**
 * Loads every page of each checkout in scope, one checkout at a time, and hands the
 * results over once the last is in, one has failed or the user has cancelled.
 * Render <ScopeLoader load={…}/> with what it returns.
 */
export function useScopeLoad(
  api: ApiIdentity,
  onFinished: (results: CheckoutLoadResult[], codes: string[]) => void,
): ScopeLoad {
  const [running, setRunning] = useState<ScopeProgress | null>(null);
  // The run as last set, for the callbacks below (they are called outside a render).
  const current = useRef<ScopeProgress | null>(null);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });
  const cancelRef = useRef<(() => void) | null>(null);

  const update = useCallback((next: ScopeProgress | null) => {
    current.current = next;
    setRunning(next);
  }, []);

  const start = useCallback(
    (codes: string[]) => update({ codes, index: 0, pages: 0, payments: 0, results: [] }),
    [update],
  );

  const onDone = useCallback(
    (result: CheckoutLoadResult) => {
      const previous = current.current;
      if (!previous) return;
      const results = [...previous.results, result];
      if (result.cancelled || result.error || results.length >= previous.codes.length) {
        update(null);
        finished.current(results, previous.codes);
        return;
      }
      update({
        ...previous,
        index: previous.index + 1,
        results,
        pages: pagesOf(results),
        payments: paymentsOf(results),
      });
    },
    [update],
  );

  const onProgress = useCallback(
    (pages: number, payments: number) => {
      const previous = current.current;
      if (!previous) return;
      update({
        ...previous,
        pages: pagesOf(previous.results) + pages,
        payments: paymentsOf(previous.results) + payments,
      });
    },
    [update],
  );

  const cancel = useCallback(() => cancelRef.current?.(), []);
  return { api, running, start, cancel, onProgress, onDone, cancelRef };
}

/** Mounts the loader of the checkout the run is at; nothing between runs. */
export function ScopeLoader({ load }: { load: ScopeLoad }) {
  const { running } = load;
  const code = running?.codes[running.index];
  return code === undefined ? null : (
    <CheckoutPagesLoad key={code} checkoutCode={code} load={load} />
  );
}

/**
 * Loads every page of one checkout through the checkout's own infinite query and its
 * one gate to the next page (one request per page; pages already in the cache are not
 * asked again), then reports. Renders nothing.
 */
function CheckoutPagesLoad({ checkoutCode, load }: { checkoutCode: string; load: ScopeLoad }) {
  const { api, onProgress, onDone, cancelRef } = load;
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
