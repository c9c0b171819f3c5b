import type { Payment } from '@/model/payments';
import type { CheckoutSearch } from '@/features/payment-filters';

/**
 * A link to one payment: `?tx=<hash>`, plus `&txChain=<chain>` because the same hash
 * can exist on two chains (a payment's identity is its chain and its hash). The app
 * always writes both; a hand-written link with the hash alone opens the first loaded
 * payment with that hash, on any chain.
 */
export interface PaymentTarget {
  hash: string;
  /** The canonical chain name; undefined matches any chain. */
  chain?: string | undefined;
}

export function paymentTargetOf(
  search: Pick<CheckoutSearch, 'tx' | 'txChain'>,
): PaymentTarget | null {
  return search.tx ? { hash: search.tx, chain: search.txChain } : null;
}

/** The search params that open a payment. */
export function linkedPaymentSearch(payment: Pick<Payment, 'hash' | 'chain'>) {
  return { tx: payment.hash, txChain: payment.chain };
}

// Hex hashes (EVM "0x…", TRON) are case-insensitive; base58 ones (Solana) are not.
const HEX = /^(0x)?[0-9a-f]+$/i;

/** A test for "is this payment the target", with the target's text prepared once. */
export function paymentMatcher(target: PaymentTarget): (payment: Payment) => boolean {
  const hex = HEX.test(target.hash);
  const hash = hex ? target.hash.toLowerCase() : target.hash;
  return (payment) =>
    (target.chain === undefined || payment.chain === target.chain) &&
    (hex ? payment.hash.toLowerCase() === hash : payment.hash === hash);
}

/** The first loaded payment that is the target, or null. */
export function findPayment(payments: readonly Payment[], target: PaymentTarget): Payment | null {
  const matches = paymentMatcher(target);
  return payments.find(matches) ?? null;
}
