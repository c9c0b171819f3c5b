import {
  matchOrders,
  type MatchOptions,
  type OrderMatch,
  type PaymentMatch,
  type ReconciliationSummary,
} from './match-orders';
import type { MatchablePayment } from './matchable-payment';
import type { Order } from './parse-orders';

/**
 * What the page and the matcher's worker say to each other. Both ways in chunks: each
 * message is copied (structured clone) in a task of its own, so 20,000 orders and
 * 20,000 payments never hold the page's thread in one long task (issue 52). A result
 * names its order and payment by their place in what the page sent: the page has them
 * already, and copying them back would double what crosses.
 */

/** Items per message: a chunk is read by the page in a few milliseconds. */
export const CHUNK_SIZE = 2_000;

export type MatchRequest =
  | { kind: 'orders'; items: Order[] }
  | { kind: 'payments'; items: MatchablePayment[] }
  | { kind: 'run'; options: MatchOptions };

export type OrderMatchSent = Omit<OrderMatch, 'order'> & { orderIndex: number };
export type PaymentMatchSent = Omit<PaymentMatch, 'payment'> & { paymentIndex: number };

export type MatchResponse =
  | { kind: 'orders'; items: OrderMatchSent[] }
  | { kind: 'payments'; items: PaymentMatchSent[] }
  | {
      kind: 'done';
      summary: ReconciliationSummary;
      windowHours: number;
      usdTolerance: string;
    }
  | { kind: 'failed'; message: string };

/** `items` in slices of CHUNK_SIZE (none for an empty list). */
export function chunksOf<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK_SIZE)
    chunks.push(items.slice(start, start + CHUNK_SIZE));
  return chunks;
}

/**
 * The worker's side: gathers the chunks, matches on `run`, and answers in chunks then
 * `done` (or `failed`). One run per session.
 */
export function matchSession(post: (message: MatchResponse) => void) {
  const orders: Order[] = [];
  const payments: MatchablePayment[] = [];
  return (request: MatchRequest) => {
    if (request.kind === 'orders') {
      orders.push(...request.items);
      return;
    }
    if (request.kind === 'payments') {
      payments.push(...request.items);
      return;
    }
    let result;
    try {
      result = matchOrders(orders, payments, request.options);
    } catch (error) {
      post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      return;
    }
    // The matcher keeps the objects it was given: their places are found by identity.
    const orderIndex = new Map<Order, number>(orders.map((order, index) => [order, index]));
    const paymentIndex = new Map<MatchablePayment, number>(
      payments.map((payment, index) => [payment, index]),
    );
    for (const chunk of chunksOf(result.orders))
      post({
        kind: 'orders',
        items: chunk.map(({ order, ...rest }) => ({ ...rest, orderIndex: orderIndex.get(order)! })),
      });
    for (const chunk of chunksOf(result.payments))
      post({
        kind: 'payments',
        items: chunk.map(({ payment, ...rest }) => ({
          ...rest,
          paymentIndex: paymentIndex.get(payment)!,
        })),
      });
    post({
      kind: 'done',
      summary: result.summary,
      windowHours: result.windowHours,
      usdTolerance: result.usdTolerance,
    });
  };
}
