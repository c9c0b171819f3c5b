// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchOrdersInWorker, type MatchWorker } from './match-in-worker';
import { matchOrders } from './match-orders';
import type { MatchRequest, MatchResponse } from './match-orders.worker';
import type { Order } from './parse-orders';

/**
 * The promise wrapper with a stand-in for the worker (jsdom and Node have no module
 * workers): it answers as match-orders.worker.ts does, on a later task.
 */
class StandInWorker extends EventTarget implements MatchWorker {
  terminated = false;
  requests: MatchRequest[] = [];
  constructor(private readonly answer: (request: MatchRequest) => MatchResponse) {
    super();
  }
  postMessage(request: MatchRequest): void {
    this.requests.push(request);
    setTimeout(() => {
      if (!this.terminated)
        this.dispatchEvent(new MessageEvent('message', { data: this.answer(request) }));
    }, 0);
  }
  terminate(): void {
    this.terminated = true;
  }
}

const ORDER: Order = {
  line: 2,
  orderId: 'A',
  amount: '5',
  currency: 'USDT',
  chain: 'TRON',
  payer: null,
  txHashes: ['h1'],
  time: null,
  checkoutCode: null,
};
const PAYMENT = {
  chain: 'TRON',
  paySymbol: 'USDT',
  hash: 'h1',
  from: 'T1',
  amount: '5',
  amountUsd: '5.00',
  status: 'Completed',
  updatedAt: 0,
  timeKind: 'ms' as const,
  checkoutCode: 'SHOP',
  // A Payment's other fields are not sent to the worker.
  hashLink: 'https://explorer.example/tx/h1',
};

describe('matching in a worker', () => {
  it('posts the inputs and resolves with the result, then ends the worker', async () => {
    const worker = new StandInWorker(({ orders, payments, options }) => ({
      ok: true,
      result: matchOrders(orders, payments, options),
    }));
    const result = await matchOrdersInWorker(
      [ORDER],
      [PAYMENT],
      { windowHours: 6 },
      {
        createWorker: () => worker,
      },
    );
    expect(result.orders[0]!.result).toBe('paid');
    expect(result.windowHours).toBe(6);
    expect(worker.requests[0]!.payments[0]).not.toHaveProperty('hashLink');
    expect(worker.terminated).toBe(true);
  });

  it('rejects and ends the worker when cancelled', async () => {
    const worker = new StandInWorker(() => ({ ok: false, message: 'never seen' }));
    const controller = new AbortController();
    const running = matchOrdersInWorker(
      [ORDER],
      [PAYMENT],
      {},
      {
        signal: controller.signal,
        createWorker: () => worker,
      },
    );
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.terminated).toBe(true);
  });

  it('rejects with the message of a matcher that failed', async () => {
    const worker = new StandInWorker(() => ({ ok: false, message: 'Not a decimal: x' }));
    await expect(
      matchOrdersInWorker([ORDER], [PAYMENT], {}, { createWorker: () => worker }),
    ).rejects.toThrow('Not a decimal: x');
  });
});
