import type { Payment } from '@/model/payments';

/** The fields of a payment the matcher reads: what is sent to its worker, nothing more. */
export const MATCHED_FIELDS = [
  'chain',
  'paySymbol',
  'hash',
  'from',
  'amount',
  'amountUsd',
  'status',
  'updatedAt',
  'timeKind',
  'checkoutCode',
] as const satisfies readonly (keyof Payment)[];

export type MatchablePayment = Pick<Payment, (typeof MATCHED_FIELDS)[number]>;
