import { nextTask } from '@/lib/next-task';
import type { MatchOptions, OrderMatch, PaymentMatch, Reconciliation } from './match-orders';
import { MATCHED_FIELDS, type MatchablePayment } from './matchable-payment';
import { chunksOf, type MatchRequest, type MatchResponse } from './match-protocol';
import type { Order } from './parse-orders';

/** The part of a Worker this wrapper uses, so a test can hand it a stand-in. */
export type MatchWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>;

function startWorker(): MatchWorker {
  return new Worker(new URL('./match-orders.worker.ts', import.meta.url), { type: 'module' });
}

/** Only the fields the matcher reads: a Payment's recipients and links are not copied over. */
function matchable(payment: MatchablePayment): MatchablePayment {
  // The list is the type's own source (MATCHED_FIELDS), so the copy has every field. A
  // loop, not Object.fromEntries: 20,000 copies in 8 ms instead of 60.
  const copy: Partial<Record<keyof MatchablePayment, unknown>> = {};
  for (const field of MATCHED_FIELDS) copy[field] = payment[field];
  return copy as MatchablePayment;
}

/**
 * Runs matchOrders in a module worker and resolves with its result. The inputs go over
 * in chunks, a task each, and the answer comes back in chunks (match-protocol.ts).
 * Aborting the signal ends the worker at once and rejects with the signal's reason;
 * each call has its own worker, ended when it answers. The result's `order` is the
 * caller's own order; its `payment` holds the matched fields only: look a payment up
 * by its `key` (chain|hash) to link it.
 */
export function matchOrdersInWorker(
  orders: readonly Order[],
  payments: readonly MatchablePayment[],
  options: MatchOptions = {},
  {
    signal,
    createWorker = startWorker,
  }: { signal?: AbortSignal; createWorker?: () => MatchWorker } = {},
): Promise<Reconciliation> {
  return new Promise<Reconciliation>((resolve, reject) => {
    const abortReason = () => signal?.reason ?? new DOMException('Aborted', 'AbortError');
    if (signal?.aborted) {
      reject(abortReason());
      return;
    }
    const worker = createWorker();
    let ended = false;
    const finish = () => {
      ended = true;
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(abortReason());
    };
    signal?.addEventListener('abort', onAbort, { once: true });

    // The payments as sent, filled chunk by chunk below: the result's `payment`s.
    const sent: MatchablePayment[] = [];
    const orderMatches: OrderMatch[] = [];
    const paymentMatches: PaymentMatch[] = [];
    worker.addEventListener('message', (event: MessageEvent<MatchResponse>) => {
      const message = event.data;
      if (message.kind === 'orders') {
        for (const { orderIndex, ...rest } of message.items)
          orderMatches.push({ ...rest, order: orders[orderIndex]! });
      } else if (message.kind === 'payments') {
        for (const { paymentIndex, ...rest } of message.items)
          paymentMatches.push({ ...rest, payment: sent[paymentIndex]! });
      } else if (message.kind === 'done') {
        finish();
        const { summary, windowHours, usdTolerance } = message;
        resolve({
          orders: orderMatches,
          payments: paymentMatches,
          summary,
          windowHours,
          usdTolerance,
        });
      } else {
        finish();
        reject(new Error(message.message));
      }
    });
    worker.addEventListener('error', (event: ErrorEvent) => {
      finish();
      reject(new Error(event.message || 'match-worker-failed'));
    });

    void (async () => {
      const post = (request: MatchRequest) => worker.postMessage(request);
      for (const items of chunksOf(orders)) {
        if (ended) return;
        post({ kind: 'orders', items });
        await nextTask();
      }
      for (const chunk of chunksOf(payments)) {
        if (ended) return;
        const items = chunk.map(matchable);
        sent.push(...items);
        post({ kind: 'payments', items });
        await nextTask();
      }
      if (!ended) post({ kind: 'run', options });
    })();
  });
}
