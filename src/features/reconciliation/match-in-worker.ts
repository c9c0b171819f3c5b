import type { MatchOptions, Reconciliation } from './match-orders';
import { MATCHED_FIELDS, type MatchablePayment } from './matchable-payment';
import type { MatchRequest, MatchResponse } from './match-orders.worker';
import type { Order } from './parse-orders';

/** The part of a Worker this wrapper uses, so a test can hand it a stand-in. */
export type MatchWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>;

function startWorker(): MatchWorker {
  return new Worker(new URL('./match-orders.worker.ts', import.meta.url), { type: 'module' });
}

/** Only the fields the matcher reads: a Payment's recipients and links are not copied over. */
function matchable(payment: MatchablePayment): MatchablePayment {
  // The list is the type's own source (MATCHED_FIELDS), so the copy has every field.
  return Object.fromEntries(
    MATCHED_FIELDS.map((field) => [field, payment[field]]),
  ) as MatchablePayment;
}

/**
 * Runs matchOrders in a module worker and resolves with its result. Aborting the signal
 * ends the worker at once and rejects with the signal's reason; each call has its own
 * worker, ended when it answers. The result's `payment` fields hold the matched fields
 * only: look a payment up by its `key` (chain|hash) to link it.
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
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(abortReason());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<MatchResponse>) => {
      finish();
      if (event.data.ok) resolve(event.data.result);
      else reject(new Error(event.data.message));
    });
    worker.addEventListener('error', (event: ErrorEvent) => {
      finish();
      reject(new Error(event.message || 'match-worker-failed'));
    });
    const request: MatchRequest = {
      orders: [...orders],
      payments: payments.map(matchable),
      options,
    };
    worker.postMessage(request);
  });
}
