// @vitest-environment node
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchOrders, type MatchablePayment } from './match-orders';
import type { Order } from './parse-orders';

/**
 * Properties of the matcher over generated orders and payments drawn from small pools
 * (a few payers, tokens, amounts and hashes), so that hashes, payers and amounts
 * collide and every rule, contest and ambiguity is exercised. Sums are checked against
 * big.js over the generated inputs, never against the matcher's own totals.
 */

const NOON = Date.UTC(2026, 0, 5, 12);
const HOUR = 3_600_000;

// Amounts with up to 18 decimals; a small pool of them so equal amounts are common.
const amount18 = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 21n }), fc.integer({ min: 0, max: 18 }))
  .map(([units, scale]) => {
    const digits = units.toString().padStart(scale + 1, '0');
    return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  });
const usdText = fc
  .bigInt({ min: 0n, max: 10n ** 7n })
  .map((cents) => (Number(cents) / 100).toFixed(2));

const CHAINS = ['TRON', 'ETH', 'SOL'] as const;
const PAYERS = ['TA', 'TB', '0xAbC', '0xabc'] as const;

function paymentsArbitrary(distinctKeys: boolean) {
  const hashCount = distinctKeys ? 1000 : 12;
  return fc
    .array(
      fc.record({
        chain: fc.constantFrom(...CHAINS),
        paySymbol: fc.constantFrom('USDT', 'USDC', undefined),
        hashNumber: fc.integer({ min: 0, max: hashCount - 1 }),
        from: fc.constantFrom(...PAYERS),
        amount: fc.oneof(fc.constantFrom('1', '2.5', '10.000000000000000001'), amount18),
        amountUsd: fc.oneof(fc.constantFrom('1.00', '2.50'), usdText),
        status: fc.constantFrom('Completed', 'Completed', 'Pending', 'Failed'),
        hoursFromNoon: fc.integer({ min: -60, max: 60 }),
        copies: fc.integer({ min: 1, max: 2 }),
      }),
      { maxLength: 40 },
    )
    .map((drafts) => {
      const seen = new Set<string>();
      const payments: MatchablePayment[] = [];
      for (const draft of drafts) {
        const hash = `h${draft.hashNumber}`;
        // With distinct keys, a chain + hash appears in one version only (copies aside).
        if (distinctKeys && seen.has(`${draft.chain}|${hash}`)) continue;
        seen.add(`${draft.chain}|${hash}`);
        const payment: MatchablePayment = {
          chain: draft.chain,
          paySymbol: draft.paySymbol,
          hash,
          from: draft.from,
          amount: draft.amount,
          amountUsd: draft.amountUsd,
          status: draft.status,
          updatedAt: NOON + draft.hoursFromNoon * HOUR,
          timeKind: 'ms',
          checkoutCode: 'SHOP',
        };
        for (let copy = 0; copy < draft.copies; copy++) payments.push({ ...payment });
      }
      return payments;
    });
}

const ordersArbitrary = fc
  .array(
    fc.record({
      amount: fc.oneof(fc.constantFrom('1', '2.5', '10.000000000000000001'), amount18),
      currency: fc.constantFrom('USDT', 'USDC', 'USD', null),
      chain: fc.constantFrom(null, 'TRON', 'ETH'),
      payer: fc.constantFrom(null, ...PAYERS),
      hashNumbers: fc.array(fc.integer({ min: 0, max: 14 }), { maxLength: 2 }),
      hoursFromNoon: fc.option(fc.integer({ min: -60, max: 60 }), { nil: null }),
    }),
    { maxLength: 30 },
  )
  .map((drafts) =>
    drafts.map((draft, index): Order => ({
      line: index + 2,
      orderId: `O${index % 25}`, // A few repeated IDs, as a file may have them.
      amount: draft.amount.replace(/^(\d+)\.?(\d*?)0*$/, (_, int: string, fraction: string) =>
        fraction ? `${int}.${fraction}` : int,
      ),
      currency: draft.currency,
      chain: draft.chain,
      payer: draft.payer,
      txHashes: draft.hashNumbers.map((number) => `h${number}`),
      time: draft.hoursFromNoon === null ? null : NOON + draft.hoursFromNoon * HOUR,
      checkoutCode: null,
    })),
  );

/** A seeded shuffle (Fisher–Yates over a linear congruential generator). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed >>> 0;
  for (let index = copy.length - 1; index > 0; index--) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

describe('the matcher, over generated inputs', () => {
  it('assigns each payment to at most one order, and never a Failed one', () => {
    fc.assert(
      fc.property(ordersArbitrary, paymentsArbitrary(false), (orders, payments) => {
        const result = matchOrders(orders, payments);
        const owners = new Map<string, number>();
        for (const [index, row] of result.orders.entries())
          for (const key of row.paymentKeys) {
            expect(owners.has(key)).toBe(false);
            owners.set(key, index);
          }
        for (const row of result.payments) {
          if (row.result === 'matched') {
            const owner = owners.get(row.key);
            expect(owner).toBeDefined();
            expect(result.orders[owner!]!.order.orderId).toBe(row.orderId);
          } else expect(owners.has(row.key)).toBe(false);
          if (row.payment.status === 'Failed') expect(row.result).toBe('failed');
        }
        // Every payment once: one row per chain + hash.
        const keys = new Set(payments.map((payment) => `${payment.chain}|${payment.hash}`));
        expect(result.payments.map((row) => row.key).sort()).toEqual([...keys].sort());
      }),
      { numRuns: 200 },
    );
  });

  it('sums each token exactly (18 decimals), USD apart', () => {
    fc.assert(
      fc.property(ordersArbitrary, paymentsArbitrary(true), (orders, payments) => {
        const result = matchOrders(orders, payments);
        const byKey = new Map(
          payments.map((payment) => [`${payment.chain}|${payment.hash}`, payment]),
        );
        for (const row of result.orders) {
          if (row.received === null) continue;
          const usd = row.comparedIn === 'USD';
          let completed = new Big(0);
          let pending = new Big(0);
          for (const key of row.paymentKeys) {
            const payment = byKey.get(key)!;
            const value = usd ? payment.amountUsd : payment.amount;
            if (!usd) expect(`${payment.chain}|${payment.paySymbol}`).toBe(row.comparedIn);
            if (payment.status === 'Completed') completed = completed.plus(value);
            else pending = pending.plus(value);
          }
          expect(new Big(row.received).eq(completed)).toBe(true);
          expect(new Big(row.pending!).eq(pending)).toBe(true);
          if (row.difference !== null)
            expect(new Big(row.difference).eq(completed.minus(row.order.amount))).toBe(true);
        }
        // Per token, the summary's totals over all results are the sum of the payments.
        const expected = new Map<string, { amount: Big; usd: Big; known: boolean }>();
        for (const payment of byKey.values()) {
          const token = `${payment.chain}|${payment.paySymbol ?? ''}`;
          const total = expected.get(token) ?? {
            amount: new Big(0),
            usd: new Big(0),
            known: payment.paySymbol !== undefined,
          };
          total.amount = total.amount.plus(payment.amount);
          total.usd = total.usd.plus(payment.amountUsd);
          expected.set(token, total);
        }
        for (const [token, total] of expected) {
          const rows = result.summary.paymentTotals.filter((row) => row.token === token);
          const usd = rows.reduce((sum, row) => sum.plus(row.amountUsd), new Big(0));
          expect(usd.eq(total.usd)).toBe(true);
          if (!total.known) expect(rows.every((row) => row.amount === null)).toBe(true);
          else {
            const amount = rows.reduce((sum, row) => sum.plus(row.amount!), new Big(0));
            expect(amount.eq(total.amount)).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same result whatever the order of either input', () => {
    fc.assert(
      fc.property(
        ordersArbitrary,
        paymentsArbitrary(false),
        fc.integer(),
        fc.integer(),
        fc.constantFrom('0.00', '0.5'),
        (orders, payments, orderSeed, paymentSeed, usdTolerance) => {
          const options = { usdTolerance, windowHours: 12 };
          const first = matchOrders(orders, payments, options);
          const again = matchOrders(
            shuffled(orders, orderSeed),
            shuffled(payments, paymentSeed),
            options,
          );
          expect(again).toEqual(first);
        },
      ),
      { numRuns: 200 },
    );
  });
});
