/**
 * The reconciliation's 20,000 × 20,000 (issue 52), on the app's own matcher in its own
 * worker: `window.reconcileBench(count)` makes `count` payments and orders (made up,
 * deterministic), then times matchOrdersInWorker from the call to the answer, and lists
 * the long tasks the page's thread had meanwhile (copying the data to the worker and the
 * answer back is the page's part).
 */
import {
  makeSyntheticOrders,
  makeSyntheticPayments,
  matchOrdersInWorker,
} from '@/features/reconciliation';

export interface ReconcileBenchRun {
  orders: number;
  payments: number;
  matchMs: number;
  longTasksMs: number[];
  /** Orders per result, to show the run did the work it names. */
  results: Record<string, number>;
}

declare global {
  interface Window {
    reconcileBench: (count: number) => Promise<ReconcileBenchRun>;
  }
}

window.reconcileBench = async (count) => {
  const payments = makeSyntheticPayments(count);
  const orders = makeSyntheticOrders(payments, count);
  const longTasksMs: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasksMs.push(Math.round(entry.duration));
  });
  observer.observe({ type: 'longtask' });
  const started = performance.now();
  const reconciliation = await matchOrdersInWorker(orders, payments, {});
  const matchMs = performance.now() - started;
  // Long tasks are reported after they end: one more turn of the loop collects the last.
  await new Promise((resolve) => setTimeout(resolve, 50));
  for (const entry of observer.takeRecords()) longTasksMs.push(Math.round(entry.duration));
  observer.disconnect();
  const results: Record<string, number> = {};
  for (const order of reconciliation.orders)
    results[order.result] = (results[order.result] ?? 0) + 1;
  return { orders: orders.length, payments: payments.length, matchMs, longTasksMs, results };
};
document.getElementById('state')!.textContent = 'ready';
