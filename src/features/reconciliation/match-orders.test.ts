// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchOrders, type MatchablePayment, type Reconciliation } from './match-orders';
import { parseOrders, type Order } from './parse-orders';

// Every expected value below is written by hand from the inputs.

const NOON = Date.UTC(2026, 0, 5, 12);
const HOUR = 3_600_000;

function payment(fields: Partial<MatchablePayment> & { hash: string }): MatchablePayment {
  return {
    chain: 'TRON',
    paySymbol: 'USDT',
    from: 'TSomeoneElse',
    amount: '1',
    amountUsd: '1.00',
    status: 'Completed',
    updatedAt: NOON,
    timeKind: 'ms',
    checkoutCode: 'SHOP',
    ...fields,
  };
}

function order(fields: Partial<Order> & { orderId: string; amount: string }): Order {
  return {
    line: 2,
    currency: 'USDT',
    chain: 'TRON',
    payer: null,
    txHashes: [],
    time: NOON,
    checkoutCode: null,
    ...fields,
  };
}

function resultOf(reconciliation: Reconciliation, orderId: string) {
  const match = reconciliation.orders.find((row) => row.order.orderId === orderId);
  if (!match) throw new Error(`no order ${orderId}`);
  return match;
}

function paymentResult(reconciliation: Reconciliation, key: string) {
  const match = reconciliation.payments.find((row) => row.key === key);
  if (!match) throw new Error(`no payment ${key}`);
  return match;
}

describe('matching orders to payments, every result kind', () => {
  it('an order of 10.5 USDT on TRON paid 10.2 by its payer is Underpaid by 0.3', () => {
    const result = matchOrders(
      [order({ orderId: 'A', amount: '10.5', payer: 'TPayerA' })],
      [payment({ hash: 'h1', from: 'TPayerA', amount: '10.2' })],
    );
    expect(resultOf(result, 'A')).toMatchObject({
      result: 'underpaid',
      rule: 'payer',
      matchedFields: ['payer', 'token', 'chain', 'time'],
      comparedIn: 'TRON|USDT',
      paymentKeys: ['TRON|h1'],
      received: '10.2',
      difference: '-0.3',
      underpaidBy: '0.3',
      overpaidBy: null,
    });
    expect(paymentResult(result, 'TRON|h1')).toMatchObject({
      result: 'matched',
      orderId: 'A',
      rule: 'payer',
    });
  });

  it('a hash named by the order settles it even outside the window: Overpaid by 4.5', () => {
    const result = matchOrders(
      [order({ orderId: 'B', amount: '20.5', txHashes: ['0xABC'] })],
      [payment({ hash: '0xabc', amount: '25', updatedAt: NOON + 30 * 24 * HOUR })],
    );
    expect(resultOf(result, 'B')).toMatchObject({
      result: 'overpaid',
      rule: 'hash',
      matchedFields: ['txHash', 'chain'],
      received: '25',
      overpaidBy: '4.5',
      underpaidBy: null,
    });
  });

  it('the amount and token inside the window: Paid', () => {
    const result = matchOrders(
      [order({ orderId: 'C', amount: '7.000000000000000001' })],
      [payment({ hash: 'h7', amount: '7.000000000000000001', updatedAt: NOON - 23 * HOUR })],
    );
    expect(resultOf(result, 'C')).toMatchObject({
      result: 'paid',
      rule: 'amount',
      matchedFields: ['amount', 'token', 'chain', 'time'],
      received: '7.000000000000000001',
      difference: '0',
    });
  });

  it('a payment outside the window does not match by amount: Unpaid, and the payment Unmatched', () => {
    const result = matchOrders(
      [order({ orderId: 'D', amount: '7' })],
      [payment({ hash: 'h8', amount: '7', updatedAt: NOON + 25 * HOUR })],
    );
    expect(resultOf(result, 'D')).toMatchObject({ result: 'unpaid', rule: null });
    expect(paymentResult(result, 'TRON|h8')).toMatchObject({ result: 'unmatched', orderId: null });
    // A wider window finds it.
    const wider = matchOrders(
      [order({ orderId: 'D', amount: '7' })],
      [payment({ hash: 'h8', amount: '7', updatedAt: NOON + 25 * HOUR })],
      { windowHours: 26 },
    );
    expect(resultOf(wider, 'D').result).toBe('paid');
  });

  it('an order without a time matches anywhere', () => {
    const result = matchOrders(
      [order({ orderId: 'E', amount: '3', time: null })],
      [payment({ hash: 'h9', amount: '3', updatedAt: NOON + 400 * 24 * HOUR })],
    );
    expect(resultOf(result, 'E')).toMatchObject({
      result: 'paid',
      matchedFields: ['amount', 'token', 'chain'],
    });
  });

  it('two payments from the payer sum exactly: Paid by several payments', () => {
    const result = matchOrders(
      [order({ orderId: 'F', amount: '10.5', payer: 'TPayerF' })],
      [
        payment({ hash: 'h10', from: 'TPayerF', amount: '6.25' }),
        payment({ hash: 'h11', from: 'TPayerF', amount: '4.25', updatedAt: NOON + HOUR }),
      ],
    );
    expect(resultOf(result, 'F')).toMatchObject({
      result: 'paid-by-several',
      rule: 'payer',
      paymentKeys: ['TRON|h10', 'TRON|h11'],
      received: '10.5',
    });
  });

  it('a Pending payment makes the order Awaiting confirmation', () => {
    const result = matchOrders(
      [order({ orderId: 'G', amount: '5', txHashes: ['hp'] })],
      [payment({ hash: 'hp', amount: '5', status: 'Pending' })],
    );
    expect(resultOf(result, 'G')).toMatchObject({
      result: 'awaiting-confirmation',
      received: '0',
      pending: '5',
      difference: null,
    });
  });

  it('a Failed payment settles nothing, even when the order names its hash', () => {
    const result = matchOrders(
      [order({ orderId: 'H', amount: '5', txHashes: ['hf'] })],
      [payment({ hash: 'hf', amount: '5', status: 'Failed' })],
    );
    expect(resultOf(result, 'H')).toMatchObject({
      result: 'unpaid',
      failedPaymentKeys: ['TRON|hf'],
      paymentKeys: [],
    });
    expect(paymentResult(result, 'TRON|hf')).toMatchObject({ result: 'failed', orderId: 'H' });
  });

  it('two payments that fit one order equally: Ambiguous, nothing chosen', () => {
    const result = matchOrders(
      [order({ orderId: 'I', amount: '9' })],
      [
        payment({ hash: 'ha', amount: '9', updatedAt: NOON - HOUR }),
        payment({ hash: 'hb', amount: '9', updatedAt: NOON + 2 * HOUR }),
      ],
    );
    expect(resultOf(result, 'I')).toMatchObject({
      result: 'ambiguous',
      rule: 'amount',
      paymentKeys: [],
      received: null,
      ambiguity: {
        reason: 'several-payments-fit',
        paymentKeys: ['TRON|ha', 'TRON|hb'],
        otherOrderIds: [],
      },
    });
    expect(paymentResult(result, 'TRON|ha')).toMatchObject({
      result: 'ambiguous',
      candidateOrderIds: ['I'],
    });
  });

  it('one payment that fits two orders equally: both Ambiguous, the payment settles neither', () => {
    const result = matchOrders(
      [order({ orderId: 'J1', amount: '9' }), order({ orderId: 'J2', amount: '9' })],
      [payment({ hash: 'hj', amount: '9' })],
    );
    expect(resultOf(result, 'J1')).toMatchObject({
      result: 'ambiguous',
      ambiguity: { reason: 'payment-fits-several-orders', otherOrderIds: ['J2'] },
    });
    expect(resultOf(result, 'J2').result).toBe('ambiguous');
    expect(paymentResult(result, 'TRON|hj')).toMatchObject({
      result: 'ambiguous',
      candidateOrderIds: ['J1', 'J2'],
    });
  });

  it('a payer with two orders: each payment goes to the order of its exact amount', () => {
    const result = matchOrders(
      [
        order({ orderId: 'K1', amount: '10', payer: 'TK' }),
        order({ orderId: 'K2', amount: '20', payer: 'TK' }),
      ],
      [
        payment({ hash: 'k10', from: 'TK', amount: '10' }),
        payment({ hash: 'k20', from: 'TK', amount: '20' }),
      ],
    );
    expect(resultOf(result, 'K1')).toMatchObject({ result: 'paid', paymentKeys: ['TRON|k10'] });
    expect(resultOf(result, 'K2')).toMatchObject({ result: 'paid', paymentKeys: ['TRON|k20'] });
  });

  it('a symbol without a chain says which chains could match; two tokens fitting is Ambiguous', () => {
    const result = matchOrders(
      [order({ orderId: 'L', amount: '15', chain: null, time: null })],
      [
        payment({ hash: 'l1', amount: '15', chain: 'TRON' }),
        payment({ hash: 'l2', amount: '15', chain: 'ETH' }),
        payment({ hash: 'l3', amount: '2', chain: 'SOL' }),
      ],
    );
    expect(resultOf(result, 'L')).toMatchObject({
      result: 'ambiguous',
      candidateChains: ['ETH', 'SOL', 'TRON'],
      ambiguity: { reason: 'several-payments-fit', paymentKeys: ['ETH|l2', 'TRON|l1'] },
    });
  });

  it('a USD order compares with amountUsd within the tolerance', () => {
    const orders = [order({ orderId: 'M', amount: '100', currency: 'USD', chain: null })];
    const payments = [payment({ hash: 'm1', amount: '99.99', amountUsd: '99.99' })];
    // Default tolerance 0.00: the amount rule needs the exact USD value, so nothing fits.
    expect(resultOf(matchOrders(orders, payments), 'M').result).toBe('unpaid');
    const tolerant = matchOrders(orders, payments, { usdTolerance: '0.01' });
    expect(resultOf(tolerant, 'M')).toMatchObject({
      result: 'paid',
      comparedIn: 'USD',
      matchedFields: ['amountUsd', 'time'],
      received: '99.99',
      difference: '-0.01',
    });
    // Named by its hash, it is compared with the tolerance too: off by 0.01 is Underpaid at 0.00.
    const byHash = matchOrders(
      [order({ orderId: 'M', amount: '100', currency: 'usd', chain: null, txHashes: ['m1'] })],
      payments,
    );
    expect(resultOf(byHash, 'M')).toMatchObject({ result: 'underpaid', underpaidBy: '0.01' });
  });

  it('a payment of another token than the order names is Not comparable', () => {
    const result = matchOrders(
      [order({ orderId: 'N', amount: '1', currency: 'USDC', txHashes: ['hn'] })],
      [payment({ hash: 'hn', amount: '1', paySymbol: 'USDT' })],
    );
    expect(resultOf(result, 'N')).toMatchObject({
      result: 'not-comparable',
      rule: 'hash',
      paymentKeys: ['TRON|hn'],
      received: null,
    });
  });

  it('a record sent twice counts once', () => {
    const twice = payment({ hash: 'hd', from: 'TD', amount: '4' });
    const result = matchOrders(
      [order({ orderId: 'O', amount: '4', payer: 'TD' })],
      [twice, { ...twice }],
    );
    expect(resultOf(result, 'O')).toMatchObject({ result: 'paid', received: '4' });
    expect(result.payments).toHaveLength(1);
    expect(result.summary.duplicatePayments).toBe(1);
  });

  it('two orders naming the same hash are both Ambiguous', () => {
    const result = matchOrders(
      [
        order({ orderId: 'P1', amount: '4', txHashes: ['hx'] }),
        order({ orderId: 'P2', amount: '4', txHashes: ['hx'] }),
      ],
      [payment({ hash: 'hx', amount: '4' })],
    );
    expect(resultOf(result, 'P1')).toMatchObject({ result: 'ambiguous', rule: 'hash' });
    expect(resultOf(result, 'P2')).toMatchObject({ result: 'ambiguous', rule: 'hash' });
  });
});

describe('the summary', () => {
  it('counts each result and totals each token per result, USD apart', () => {
    const result = matchOrders(
      [
        order({ orderId: 'A', amount: '10.5', payer: 'TA' }),
        order({ orderId: 'B', amount: '3', txHashes: ['hb'] }),
        order({ orderId: 'C', amount: '50', currency: 'USD', chain: null, txHashes: ['hc'] }),
        order({ orderId: 'D', amount: '1' }),
      ],
      [
        payment({ hash: 'ha', from: 'TA', amount: '10.2', amountUsd: '10.20' }),
        payment({ hash: 'hb', amount: '3', amountUsd: '3.00' }),
        payment({ hash: 'hc', chain: 'ETH', paySymbol: 'ETH', amount: '0.02', amountUsd: '50.00' }),
        payment({ hash: 'hu', amount: '0.75', amountUsd: '0.75' }),
        payment({ hash: 'hv', amount: '0.25', amountUsd: '0.25' }),
        payment({ hash: 'hw', chain: 'SOL', paySymbol: undefined, amount: '8', amountUsd: '1.10' }),
      ],
    );
    expect(result.summary.orders).toEqual({
      paid: 2,
      'paid-by-several': 0,
      underpaid: 1,
      overpaid: 0,
      'awaiting-confirmation': 0,
      unpaid: 1,
      ambiguous: 0,
      'not-comparable': 0,
    });
    expect(result.summary.orderTotals).toEqual([
      { result: 'paid', unit: 'TRON|USDT', count: 1, ordered: '3', received: '3', pending: '0' },
      { result: 'paid', unit: 'USD', count: 1, ordered: '50', received: '50', pending: '0' },
      {
        result: 'underpaid',
        unit: 'TRON|USDT',
        count: 1,
        ordered: '10.5',
        received: '10.2',
        pending: '0',
      },
      { result: 'unpaid', unit: 'TRON|USDT', count: 1, ordered: '1', received: '0', pending: '0' },
    ]);
    expect(result.summary.paymentTotals).toEqual([
      { result: 'matched', token: 'ETH|ETH', count: 1, amount: '0.02', amountUsd: '50' },
      { result: 'matched', token: 'TRON|USDT', count: 2, amount: '13.2', amountUsd: '13.2' },
      { result: 'unmatched', token: 'SOL|', count: 1, amount: null, amountUsd: '1.1' },
      { result: 'unmatched', token: 'TRON|USDT', count: 2, amount: '1', amountUsd: '1' },
    ]);
  });
});

describe('from a file to a reconciliation', () => {
  it('reconciles a decimal-comma German file to every result kind', () => {
    const file = [
      'Bestellnummer;Betrag;Währung;Netzwerk;Zahler;Tx-Hash;Bestelldatum',
      'B-1;10,5;USDT;TRON;TPayer1;;05.01.2026 12:00',
      'B-2;20;USDT;TRON;;0xF00D;05.01.2026 12:00',
      'B-3;7,25;USDT;TRON;;;05.01.2026 12:00',
      'B-4;1.000,00;USDT;TRON;;;05.01.2026 12:00',
      'B-5;8;USDT;TRON;TPayer5;;05.01.2026 12:00',
      'B-6;3;USDT;TRON;;0xBEEF;05.01.2026 12:00',
      'B-7;99;USDT;TRON;;;05.01.2026 12:00',
      'B-8;4;USDT;TRON;;;05.01.2026 12:00',
    ].join('\n');
    const parsed = parseOrders(file);
    expect(parsed.problems).toEqual([]);
    const result = matchOrders(parsed.orders, [
      payment({ hash: 'p1', from: 'TPayer1', amount: '10.2' }),
      payment({ hash: '0xf00d', amount: '20.5' }),
      payment({ hash: 'p3', amount: '7.25' }),
      payment({ hash: 'p4', amount: '1000' }),
      payment({ hash: 'p5a', from: 'TPayer5', amount: '5' }),
      payment({ hash: 'p5b', from: 'TPayer5', amount: '3' }),
      payment({ hash: '0xbeef', amount: '3', status: 'Pending' }),
      payment({ hash: 'p8a', amount: '4' }),
      payment({ hash: 'p8b', amount: '4' }),
      payment({ hash: 'stray', amount: '0.5' }),
    ]);
    expect(
      result.orders.map((row) => [
        row.order.orderId,
        row.result,
        row.underpaidBy ?? row.overpaidBy,
      ]),
    ).toEqual([
      ['B-1', 'underpaid', '0.3'],
      ['B-2', 'overpaid', '0.5'],
      ['B-3', 'paid', null],
      ['B-4', 'paid', null],
      ['B-5', 'paid-by-several', null],
      ['B-6', 'awaiting-confirmation', null],
      ['B-7', 'unpaid', null],
      ['B-8', 'ambiguous', null],
    ]);
    expect(paymentResult(result, 'TRON|stray').result).toBe('unmatched');
  });
});
