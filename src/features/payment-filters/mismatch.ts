import type { Transaction } from '@/api/schemas';
import type { MessageId } from '@/i18n';
import { pricingHint } from '@/model/payments';
import type { MismatchKind } from './search-schema';

/**
 * The price-comparison hint of each record ("under", "over" or null), worked out once per
 * record and remembered: records are immutable, and the hint costs a few big.js
 * operations, too many to repeat for 20,000 rows on every filter change.
 */
const cache = new WeakMap<Transaction, 'under' | 'over' | null>();

export function mismatchOf(record: Transaction): 'under' | 'over' | null {
  let kind = cache.get(record);
  if (kind === undefined) {
    const hint = pricingHint(record);
    kind = hint.kind === 'under' || hint.kind === 'over' ? hint.kind : null;
    cache.set(record, kind);
  }
  return kind;
}

export function matchesMismatch(record: Transaction, wanted: MismatchKind): boolean {
  const kind = mismatchOf(record);
  return kind !== null && (wanted === 'either' || kind === wanted);
}

/** The kinds' names, as message ids (read with `t` where they are shown). */
export const MISMATCH_LABELS: Record<MismatchKind, MessageId> = {
  under: 'payment-filters.mismatchUnder',
  over: 'payment-filters.mismatchOver',
  either: 'payment-filters.mismatchEither',
};
