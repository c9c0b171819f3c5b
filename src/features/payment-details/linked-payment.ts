import type { Transaction } from '@/api/schemas';
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
export function linkedPaymentSearch(record: Pick<Transaction, 'hash' | 'chain'>) {
  return { tx: record.hash, txChain: record.chain };
}

// Hex hashes (EVM "0x…", TRON) are case-insensitive; base58 ones (Solana) are not.
const HEX = /^(0x)?[0-9a-f]+$/i;

/** A test for "is this record the target", with the target's text prepared once. */
export function paymentMatcher(target: PaymentTarget): (record: Transaction) => boolean {
  const hex = HEX.test(target.hash);
  const hash = hex ? target.hash.toLowerCase() : target.hash;
  return (record) =>
    (target.chain === undefined || record.chain === target.chain) &&
    (hex ? record.hash.toLowerCase() === hash : record.hash === hash);
}

/** The first loaded record that is the target, or null. */
export function findPayment(
  records: readonly Transaction[],
  target: PaymentTarget,
): Transaction | null {
  const matches = paymentMatcher(target);
  return records.find(matches) ?? null;
}
