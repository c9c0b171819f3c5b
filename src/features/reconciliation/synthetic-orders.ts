import type { MatchablePayment } from './match-orders';
import type { Order } from './parse-orders';

/**
 * Made-up payments and orders for timing the matcher (the bench's 20,000 × 20,000) and
 * for trying it by hand. Deterministic: the same count gives the same data. Not test
 * fixtures: the tests write their expected values by hand.
 */

const CHAINS = ['TRON', 'ETH', 'SOL'] as const;
const SYMBOLS = ['USDT', 'USDC'] as const;
const START = Date.UTC(2026, 0, 1);
const HOUR = 3_600_000;

/** `count` payments over 30 days on three chains and two tokens, a few Pending and Failed. */
export function makeSyntheticPayments(count: number): MatchablePayment[] {
  return Array.from({ length: count }, (_, index): MatchablePayment => {
    const whole = (index * 7919) % 100_000;
    const cents = String(index % 100).padStart(2, '0');
    const amount = `${whole}.${cents}${index % 7 === 0 ? '0000000000000001' : ''}`;
    return {
      chain: CHAINS[index % CHAINS.length]!,
      paySymbol: SYMBOLS[Math.floor(index / CHAINS.length) % SYMBOLS.length],
      hash: `0x${index.toString(16).padStart(64, '0')}`,
      from: `payer-${index % Math.max(1, Math.floor(count / 2))}`,
      amount,
      amountUsd: `${whole}.${cents}`,
      status: index % 50 === 0 ? 'Failed' : index % 31 === 0 ? 'Pending' : 'Completed',
      updatedAt: START + ((index * 37) % (30 * 24)) * HOUR,
      timeKind: 'ms',
      checkoutCode: 'SYNTHETIC',
    };
  });
}

/**
 * `count` orders drawn from the payments so that every rule occurs: by hash (some paid
 * over), by payer (some paid short), by amount, in USD, and orders nobody paid (with
 * Pending and Failed payments, Awaiting confirmation and Unmatched too). Not Ambiguous
 * nor Paid by several payments: the timing is of the usual case.
 */
export function makeSyntheticOrders(payments: readonly MatchablePayment[], count: number): Order[] {
  return Array.from({ length: count }, (_, index): Order => {
    const payment = payments.length > 0 ? payments[index % payments.length] : undefined;
    const base: Order = {
      line: index + 2,
      orderId: `SYN-${String(index).padStart(6, '0')}`,
      amount: payment?.amount ?? '1',
      currency: payment?.paySymbol ?? 'USDT',
      chain: payment?.chain ?? null,
      payer: null,
      txHashes: [],
      time: payment ? payment.updatedAt + ((index % 5) - 2) * HOUR : null,
      checkoutCode: null,
    };
    if (!payment) return base;
    switch (index % 10) {
      case 0:
      case 1:
        return { ...base, txHashes: [payment.hash] };
      case 2: // Priced at the whole part: paid more (or exactly, when the cents are 0).
        return { ...base, txHashes: [payment.hash], amount: base.amount.split('.')[0]! };
      case 3:
      case 4:
        return { ...base, payer: payment.from };
      case 5:
        return { ...base, payer: payment.from, amount: `${base.amount.split('.')[0]}9.5` };
      case 6:
      case 7:
        return base;
      case 8:
        return { ...base, currency: 'USD', chain: null, amount: payment.amountUsd };
      default:
        return { ...base, amount: `${index}.123456789`, time: START - 90 * 24 * HOUR };
    }
  });
}
