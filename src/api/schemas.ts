import { z } from 'zod';
import '@/lib/zod-config';
import { DECIMAL_PATTERN } from '@/lib/decimal';
import { normalizeChainName } from '@/lib/chain';
import { timeKindOf } from '@/lib/format-time';

/**
 * Zod schemas for sections 1 and 2 of the API spec. They are the source of the
 * TypeScript types. Objects are not strict: unknown extra fields are ignored.
 */

const decimalText = z.string().regex(DECIMAL_PATTERN, 'expected a decimal number as text');

export const envelopeSchema = z.object({
  code: z.number(),
  msg: z.string(),
  status: z.string(),
  result: z.unknown().optional(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

import { canonicalStatus, type KnownStatus } from './statuses';
/** A status the spec does not list is kept (as text) rather than failing the record. */
export type TransactionStatus = KnownStatus | (string & {});

const recipientSchema = z.object({
  address: z.string(),
  amount: decimalText,
});

export const transactionSchema = z
  .object({
    checkoutCode: z.string(),
    name: z.string(),
    pricing: decimalText,
    pricingSymbol: z.string(),
    from: z.string(),
    to: z.array(recipientSchema),
    chainName: z.string(),
    paySymbol: z.string().optional(),
    hash: z.string(),
    hashLink: z.string(),
    amount: decimalText,
    amountUsd: decimalText,
    // Any whole number: one outside a date's range is kept and shown as sent (timeKind),
    // rather than losing the record.
    updatedAt: z.number().refine(Number.isInteger, 'expected an integer'),
    status: z.string(),
    fee: decimalText,
  })
  .transform((record) => ({
    ...record,
    /** The canonical chain name (lib/chain.ts); `chainName` stays as sent. */
    chain: normalizeChainName(record.chainName),
    /** A spec status in its canonical spelling whatever the casing sent; others as sent. */
    status: canonicalStatus(record.status) as TransactionStatus,
    /** The status exactly as sent (differs from `status` only in casing or spaces). */
    sentStatus: record.status,
    /** Whether `updatedAt` reads as epoch milliseconds (see lib/format-time.ts). */
    timeKind: timeKindOf(record.updatedAt),
  }));
export type Transaction = z.output<typeof transactionSchema>;

/**
 * A transaction's identity: its (canonical) chain and its hash. The same payment keeps
 * it when its status changes; the same hash on two chains is two payments.
 */
export function transactionKey(record: Pick<Transaction, 'chain' | 'hash'>): string {
  return `${record.chain}|${record.hash}`;
}
export type TransactionInput = z.input<typeof transactionSchema>;

/**
 * The page wrapper. Records are validated one by one (see parseTransactionsPage) so
 * one broken record does not hide the others; here they are only required to be an
 * array.
 */
const transactionsPageRawSchema = z.object({
  next: z.number().int().nullable().optional(),
  current: z.number().int(),
  records: z.array(z.unknown()),
});

export interface RejectedRecord {
  index: number;
  reason: string;
  raw: unknown;
}

export interface TransactionsPage {
  next: number | null;
  current: number;
  records: Transaction[];
  rejected: RejectedRecord[];
}

const chainSchema = z.object({
  chainName: z.string(),
  symbol: z.string(),
  chainLogo: z.string(),
  chainType: z.string(),
  networkId: z.string(),
  decimals: z.number().int(),
});
export type CurrencyChain = z.infer<typeof chainSchema>;

const cryptoCurrencySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  logoUrl: z.string(),
  chains: z.array(chainSchema),
});
export type CryptoCurrency = z.infer<typeof cryptoCurrencySchema>;
export const cryptoCurrenciesSchema = z.array(cryptoCurrencySchema);

const fiatCurrencySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  symbol: z.string(),
  logoUrl: z.string(),
});
export type FiatCurrency = z.infer<typeof fiatCurrencySchema>;
export const fiatCurrenciesSchema = z.array(fiatCurrencySchema);

/** Short human text for a zod failure, for warnings and ApiError messages. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'value'}: ${issue.message}`)
    .join('; ');
}

/**
 * The page wrapper with each record validated on its own: a broken record is reported
 * in `rejected` and the others are kept, so one bad record never hides a page.
 */
export const transactionsPageSchema = transactionsPageRawSchema.transform(
  (page): TransactionsPage => {
    const records: Transaction[] = [];
    const rejected: RejectedRecord[] = [];
    page.records.forEach((record, index) => {
      const parsed = transactionSchema.safeParse(record);
      if (parsed.success) records.push(parsed.data);
      else rejected.push({ index, reason: describeZodError(parsed.error), raw: record });
    });
    return { next: page.next ?? null, current: page.current, records, rejected };
  },
);
