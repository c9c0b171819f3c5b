import type { Payment } from '@/model/payments';
import type { MessageId } from '@/i18n';
import { pricingHint } from '@/model/payments';
import type { MismatchKind } from './search-schema';

/**
 * The price-comparison hint of each payment ("under", "over" or null), worked out once per
 * payment and remembered: payments are immutable, and the hint costs a few big.js
 * operations, too many to repeat for 20,000 rows on every filter change.
 */
const cache = new WeakMap<Payment, 'under' | 'over' | null>();

export function mismatchOf(payment: Payment): 'under' | 'over' | null {
  let kind = cache.get(payment);
  if (kind === undefined) {
    const hint = pricingHint(payment);
    kind = hint.kind === 'under' || hint.kind === 'over' ? hint.kind : null;
    cache.set(payment, kind);
  }
  return kind;
}

export function matchesMismatch(payment: Payment, wanted: MismatchKind): boolean {
  const kind = mismatchOf(payment);
  return kind !== null && (wanted === 'either' || kind === wanted);
}

/** The kinds' names, as message ids (read with `t` where they are shown). */
export const MISMATCH_LABELS: Record<MismatchKind, MessageId> = {
  under: 'payment-filters.mismatchUnder',
  over: 'payment-filters.mismatchOver',
  either: 'payment-filters.mismatchEither',
};
