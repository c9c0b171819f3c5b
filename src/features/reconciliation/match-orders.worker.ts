import {
  matchOrders,
  type MatchablePayment,
  type MatchOptions,
  type Reconciliation,
} from './match-orders';
import type { Order } from './parse-orders';

/**
 * The matcher off the page's thread (issue 52: 20,000 × 20,000 with no long task on
 * the page). Started by matchOrdersInWorker as a module worker; one request per worker.
 */

export interface MatchRequest {
  orders: Order[];
  payments: MatchablePayment[];
  options: MatchOptions;
}

export type MatchResponse = { ok: true; result: Reconciliation } | { ok: false; message: string };

/** The few members of a worker's global scope used here (the project's types are the page's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<MatchRequest>) => void) | null;
  postMessage(message: MatchResponse): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { orders, payments, options } = event.data;
  try {
    scope.postMessage({ ok: true, result: matchOrders(orders, payments, options) });
  } catch (error) {
    scope.postMessage({
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
