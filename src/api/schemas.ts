import { t } from '@/i18n';
import * as z from 'zod/mini';
import '@/lib/zod-config';
import { DECIMAL_PATTERN } from '@/lib/decimal-text';
import { normalizeChainName } from '@/lib/chain';
import { timeKindOf } from '@/lib/format-time';

/**
 * Zod schemas for sections 1 and 2 of the API spec. They are the source of the
 * TypeScript types. Objects are not strict: unknown extra fields are ignored. `zod/mini`
 * (functions instead of methods, so what is unused is left out of the build): these
 * run on the first screen of every data page.
 */

const decimalText = z
  .string()
  .check(z.regex(DECIMAL_PATTERN, { error: () => t('common.zodDecimal') }));

export const envelopeSchema = z.object({
  code: z.number(),
  msg: z.string(),
  status: z.string(),
  result: z.optional(z.unknown()),
});
export type Envelope = z.infer<typeof envelopeSchema>;

import { canonicalStatus, type KnownStatus } from './statuses';
/** A status the spec does not list is kept (as text) rather than failing the record. */
export type TransactionStatus = KnownStatus | (string & {});

const recipientSchema = z.object({
  address: z.string(),
  amount: decimalText,
});

/**
 * One string for each value that many records repeat: the checkout's code and name, its
 * price, the chain, the pay symbol, the status, the receiving address. JSON gives every
 * record its own copy: a list of 20,000 payments held 20,000 copies of the checkout's name
 * and of its code, about 2.9 MB of copies in a 27 MB heap that each full collection
 * walks. Bounded: past it the memory starts again.
 */
const sharedTexts = new Map<string, string>();
const SHARED_TEXTS_MAX = 10_000;
function shared(text: string): string {
  const known = sharedTexts.get(text);
  if (known !== undefined) return known;
  if (sharedTexts.size >= SHARED_TEXTS_MAX) sharedTexts.clear();
  sharedTexts.set(text, text);
  return text;
}

export const transactionSchema = z.pipe(
  z.object({
    checkoutCode: z.string(),
    name: z.string(),
    pricing: decimalText,
    pricingSymbol: z.string(),
    from: z.string(),
    to: z.array(recipientSchema),
    chainName: z.string(),
    paySymbol: z.optional(z.string()),
    hash: z.string(),
    hashLink: z.string(),
    amount: decimalText,
    amountUsd: decimalText,
    // Any whole number: one outside a date's range is kept and shown as sent (timeKind),
    // rather than losing the record.
    updatedAt: z
      .number()
      .check(z.refine(Number.isInteger, { error: () => t('common.zodInteger') })),
    status: z.string(),
    fee: decimalText,
  }),
  z.transform((record) => ({
    ...record,
    // The values records repeat, one string each (see `shared`).
    checkoutCode: shared(record.checkoutCode),
    name: shared(record.name),
    pricing: shared(record.pricing),
    pricingSymbol: shared(record.pricingSymbol),
    to: record.to.map((recipient) => ({
      address: shared(recipient.address),
      amount: recipient.amount,
    })),
    chainName: shared(record.chainName),
    ...(record.paySymbol !== undefined && { paySymbol: shared(record.paySymbol) }),
    /** The canonical chain name (lib/chain.ts); `chainName` stays as sent. */
    chain: normalizeChainName(record.chainName),
    /** A spec status in its canonical spelling whatever the casing sent; others as sent. */
    status: canonicalStatus(record.status) as TransactionStatus,
    /** The status exactly as sent (differs from `status` only in casing or spaces). */
    sentStatus: shared(record.status),
    /** Whether `updatedAt` reads as epoch milliseconds (see lib/format-time.ts). */
    timeKind: timeKindOf(record.updatedAt),
  })),
);
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
  next: z.optional(z.nullable(z.int())),
  current: z.int(),
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
  decimals: z.int(),
});
export type CurrencyChain = z.infer<typeof chainSchema>;

const cryptoCurrencySchema = z.object({
  id: z.int(),
  name: z.string(),
  symbol: z.string(),
  logoUrl: z.string(),
  chains: z.array(chainSchema),
});
export type CryptoCurrency = z.infer<typeof cryptoCurrencySchema>;
export const cryptoCurrenciesSchema = z.array(cryptoCurrencySchema);

const fiatCurrencySchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.string(),
  symbol: z.string(),
  logoUrl: z.string(),
});
export type FiatCurrency = z.infer<typeof fiatCurrencySchema>;
export const fiatCurrenciesSchema = z.array(fiatCurrencySchema);

/** What a value is, in the words of zod's own messages ("received undefined"). */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * Short human text for a zod failure, for warnings and ApiError messages. zod/mini has
 * no built-in English messages: a wrong type is said as full zod says it ("Invalid
 * input: expected string, received undefined"); our own checks carry their own text.
 */
export function describeZodError(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const where = issue.path.length ? issue.path.join('.') : t('common.zodValue');
      const message =
        issue.code === 'invalid_type'
          ? t('common.zodInvalidType', { expected: issue.expected, received: kindOf(issue.input) })
          : issue.message;
      return `${where}: ${message}`;
    })
    .join('; ');
}

/** Parses with the input kept in each issue, for describeZodError. */
export function safeParseReporting<S extends z.ZodMiniType>(schema: S, value: unknown) {
  return z.safeParse(schema, value, { reportInput: true });
}

/**
 * The page wrapper with each record validated on its own: a broken record is reported
 * in `rejected` and the others are kept, so one bad record never hides a page.
 */
export const transactionsPageSchema = z.pipe(
  transactionsPageRawSchema,
  z.transform((page): TransactionsPage => {
    const records: Transaction[] = [];
    const rejected: RejectedRecord[] = [];
    page.records.forEach((record, index) => {
      const parsed = safeParseReporting(transactionSchema, record);
      if (parsed.success) records.push(parsed.data);
      else rejected.push({ index, reason: describeZodError(parsed.error), raw: record });
    });
    return { next: page.next ?? null, current: page.current, records, rejected };
  }),
);
