// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeSyntheticOrders, makeSyntheticPayments } from './synthetic-orders';
import { matchOrdersInWorker, type MatchWorker } from './match-in-worker';
import { matchOrders } from './match-orders';
import { CHUNK_SIZE, matchSession, type MatchRequest, type MatchResponse } from './match-protocol';
import type { Order } from './parse-orders';

/**
 * A stand-in for the worker (jsdom and Node have no module workers) that runs the
 * worker's own session (match-protocol.ts), each message a later task, as a worker does.
 */
class StandInWorker extends EventTarget implements MatchWorker {
  terminated = false;
  requests: MatchRequest[] = [];
  answers: MatchResponse[] = [];
  private readonly receive: (request: MatchRequest) => void;
  constructor(answer?: (request: MatchRequest) => MatchResponse | null) {
    super();
    const session = matchSession((message) => {
      this.answers.push(message);
      setTimeout(() => {
        if (!this.terminated) this.dispatchEvent(new MessageEvent('message', { data: message }));
      }, 0);
    });
    this.receive = (request) => {
      const instead = answer?.(request);
      if (instead) {
        this.answers.push(instead);
        setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data: instead })), 0);
      } else if (instead === undefined) session(request);
    };
  }
  postMessage(request: MatchRequest): void {
    this.requests.push(request);
    setTimeout(() => {
      if (!this.terminated) this.receive(request);
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
  it('sends the inputs, resolves with the result with the caller’s own orders, then ends the worker', async () => {
    const worker = new StandInWorker();
    const result = await matchOrdersInWorker(
      [ORDER],
      [PAYMENT],
      { windowHours: 6 },
      { createWorker: () => worker },
    );
    expect(result.orders).toHaveLength(1);
    expect(result.orders[0]!.result).toBe('paid');
    expect(result.orders[0]!.order).toBe(ORDER);
    expect(result.payments[0]).toMatchObject({ key: 'TRON|h1', result: 'matched', orderId: 'A' });
    expect(result.windowHours).toBe(6);
    expect(worker.requests.map((request) => request.kind)).toEqual(['orders', 'payments', 'run']);
    const sentPayments = worker.requests.find((request) => request.kind === 'payments');
    expect(sentPayments?.kind === 'payments' && sentPayments.items[0]).not.toHaveProperty(
      'hashLink',
    );
    expect(result.payments[0]!.payment).not.toHaveProperty('hashLink');
    expect(worker.terminated).toBe(true);
  });

  it('5,000 orders and payments cross in chunks both ways and come back as the matcher’s result', async () => {
    const payments = makeSyntheticPayments(5_000);
    const orders = makeSyntheticOrders(payments, 5_000);
    const worker = new StandInWorker();
    const result = await matchOrdersInWorker(orders, payments, {}, { createWorker: () => worker });

    // Three chunks of orders and of payments (2,000, 2,000, 1,000) each way, then the end.
    expect(CHUNK_SIZE).toBe(2_000);
    expect(worker.requests.map((request) => request.kind)).toEqual([
      ...Array(3).fill('orders'),
      ...Array(3).fill('payments'),
      'run',
    ]);
    expect(worker.answers.map((answer) => answer.kind)).toEqual([
      ...Array(3).fill('orders'),
      ...Array(3).fill('payments'),
      'done',
    ]);
    // The same answer as the matcher run here, in the same order.
    const here = matchOrders(orders, payments, {});
    expect(result.summary).toEqual(here.summary);
    expect(
      result.orders.map((match) => [match.order.orderId, match.result, match.received]),
    ).toEqual(here.orders.map((match) => [match.order.orderId, match.result, match.received]));
    expect(result.payments.map((match) => [match.key, match.result, match.orderId])).toEqual(
      here.payments.map((match) => [match.key, match.result, match.orderId]),
    );
    expect(
      result.payments.every(
        (match, index) => match.payment.hash === here.payments[index]!.payment.hash,
      ),
    ).toBe(true);
  });

  it('rejects and ends the worker when cancelled; nothing more is sent', async () => {
    const worker = new StandInWorker();
    const controller = new AbortController();
    const payments = makeSyntheticPayments(5_000);
    const running = matchOrdersInWorker(
      makeSyntheticOrders(payments, 5_000),
      payments,
      {},
      { signal: controller.signal, createWorker: () => worker },
    );
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.terminated).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(worker.requests.map((request) => request.kind)).toEqual(['orders']);
  });

  it('rejects with the message of a matcher that failed', async () => {
    const worker = new StandInWorker((request) =>
      request.kind === 'run' ? { kind: 'failed', message: 'Not a decimal: x' } : null,
    );
    await expect(
      matchOrdersInWorker([ORDER], [PAYMENT], {}, { createWorker: () => worker }),
    ).rejects.toThrow('Not a decimal: x');
    expect(worker.terminated).toBe(true);
  });
});

describe('the worker’s session', () => {
  it('answers a matcher error with failed, not with a thrown error', () => {
    const answers: MatchResponse[] = [];
    const receive = matchSession((message) => answers.push(message));
    receive({ kind: 'orders', items: [{ ...ORDER, amount: 'not a number' }] });
    receive({ kind: 'payments', items: [PAYMENT] });
    receive({ kind: 'run', options: {} });
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ kind: 'failed' });
  });
});
