import Big from 'big.js';
import type { MatchablePayment } from './matchable-payment';
import {
  compareDecimalKeys,
  compareDecimals,
  decimalKey,
  subtractDecimal,
  sumDecimals,
} from '@/lib/decimal';
import { tokenKey, tokenOf } from '@/model/payments';
import { canonicalDecimal, type Order } from './parse-orders';

/**
 * The matcher of issue 52 item 3: the merchant's orders against the payments in scope.
 * Pure and synchronous (the worker runs it off the page's thread). Amounts are decimal
 * text throughout, added and compared exactly; a token is a chain plus a pay symbol and
 * amounts of different tokens are never added or compared.
 *
 * Rules, in this order, each applied to the orders and payments the earlier ones left:
 * (a) `hash`: a transaction hash the order names is that payment.
 * (b) `payer`: the order's payer address sent a payment of its token inside the window.
 * (c) `amount`: a payment of the order's amount and token inside the window.
 * The window is `windowHours` before and after the order's time; an order without a
 * time matches anywhere, a payment whose time is not epoch milliseconds only an order
 * without a time.
 *
 * Each rule is decided for all orders at once from the fits it finds (never order by
 * order), so the result does not depend on the order of either input:
 * - A fit that matches more fields beats one that matches fewer: under (b) a payment
 *   of exactly the order's amount beats one that is not; under (c) a payment from the
 *   order's payer beats one from elsewhere. Closeness in time never decides.
 * - A payment that still fits several orders equally is contested: no order gets it.
 *   An order whose only fits are contested tries the next rule; at the last rule, or
 *   when it also has a fit of its own, it is Ambiguous and nothing is chosen.
 * - Under (a) and (b) every payment that fits goes to the order (they are summed: a
 *   customer who paid in two parts); under (c) the amount is the order's whole price, so
 *   two payments that fit make it Ambiguous.
 * - Failed payments settle nothing: they are never a fit (an order whose hash names one
 *   says so, and goes on to the other rules). Payments that are not Completed (Pending,
 *   or a status outside the contract) fit, and make the order Awaiting confirmation.
 * - The same payment (chain + hash) sent twice counts once; two different versions of
 *   it count once too, the latest (then the greater content) kept and counted.
 *
 * Units: an order in USD ("USD", "US$", "$") compares with the payments' `amountUsd`
 * within `usdTolerance`; any other currency is a pay symbol, on the order's chain when
 * it names one, else on any chain (`candidateChains` says which chains' payments could
 * match; payments of two tokens make it Ambiguous). An order without a currency takes
 * the token of the payments that settle it. A payment of another token than the order's
 * (found by its hash), or of an unknown token, is Not comparable.
 */

export type { MatchablePayment };

export interface MatchOptions {
  /** Hours before and after an order's time a payment may be (default 24). */
  windowHours?: number;
  /** How far (in USD, decimal text) a USD order's payments may be off and still pay it (default "0.00"). */
  usdTolerance?: string;
}

export type MatchRule = 'hash' | 'payer' | 'amount';
export type MatchedField =
  'txHash' | 'payer' | 'token' | 'chain' | 'amount' | 'amountUsd' | 'time' | 'checkoutCode';

export const ORDER_RESULT_KINDS = [
  'paid',
  'paid-by-several',
  'underpaid',
  'overpaid',
  'awaiting-confirmation',
  'unpaid',
  'ambiguous',
  'not-comparable',
] as const;
export type OrderResultKind = (typeof ORDER_RESULT_KINDS)[number];

export const PAYMENT_RESULT_KINDS = ['matched', 'unmatched', 'ambiguous', 'failed'] as const;
export type PaymentResultKind = (typeof PAYMENT_RESULT_KINDS)[number];

export type AmbiguityReason =
  /** A payment the order fits also fits another order just as well. */
  | 'payment-fits-several-orders'
  /** Under the amount rule, more than one payment fits the order's whole price. */
  | 'several-payments-fit'
  /** The payments that fit are of different tokens (an order naming only a symbol). */
  | 'several-tokens'
  /** A hash of the order names payments on several chains. */
  | 'hash-on-several-chains';

/** What an order is priced in. */
export type OrderUnit =
  | { kind: 'usd' }
  | { kind: 'token'; symbol: string; chain: string | null }
  | { kind: 'unspecified'; chain: string | null };

export interface OrderMatch {
  order: Order;
  result: OrderResultKind;
  /** The rule that matched (or found the ambiguity); null when none did. */
  rule: MatchRule | null;
  /** The fields the order and its payments agree on, for "explained on every row". */
  matchedFields: MatchedField[];
  unit: OrderUnit;
  /** "USD" or the token key ("TRON|USDT") the order was compared in; null when not compared. */
  comparedIn: string | null;
  /** Keys ("TRON|0xabc…", as paymentKey) of the payments that settle it (or await), sorted. */
  paymentKeys: string[];
  /** Sum of its Completed payments in `comparedIn`; null when not compared. */
  received: string | null;
  /** Sum of its payments not yet Completed in `comparedIn`; null when not compared. */
  pending: string | null;
  /** received − amount (signed, exact); null when not compared or still awaiting. */
  difference: string | null;
  /** How much is missing (Underpaid) or extra (Overpaid), positive; null otherwise. */
  underpaidBy: string | null;
  overpaidBy: string | null;
  /** Why it is Ambiguous, and the payments and other orders involved. */
  ambiguity: { reason: AmbiguityReason; paymentKeys: string[]; otherOrderIds: string[] } | null;
  /** An order naming only a symbol: the chains whose payments of it are in scope, sorted. */
  candidateChains: string[] | null;
  /** Failed payments its hashes name (they settle nothing). */
  failedPaymentKeys: string[];
  /** Hashes it names that no payment in scope has. */
  hashesNotFound: string[];
}

export interface PaymentMatch {
  key: string;
  payment: MatchablePayment;
  /** Token key ("TRON|USDT"; "ETH|" for an unknown token). */
  token: string;
  result: PaymentResultKind;
  /** The order it settles (matched), or that names it (failed); null otherwise. */
  orderId: string | null;
  orderLine: number | null;
  rule: MatchRule | null;
  matchedFields: MatchedField[];
  /** For an ambiguous payment: the orders it fits, sorted. */
  candidateOrderIds: string[];
}

export interface OrderTotal {
  result: OrderResultKind;
  /** "USD", a token key ("TRON|USDT"), or the order's unit when not compared ("*|USDT", "*|*"). */
  unit: string;
  count: number;
  /** Sum of the orders' amounts. */
  ordered: string;
  /** Sum of what their Completed payments brought, in `unit`; "0" when not compared. */
  received: string;
  pending: string;
}

export interface PaymentTotal {
  result: PaymentResultKind;
  token: string;
  count: number;
  /** Sum of the amounts; null for an unknown token (never added up). */
  amount: string | null;
  /** Sum of the USD values, separate from the token's amounts. */
  amountUsd: string;
}

export interface ReconciliationSummary {
  orders: Record<OrderResultKind, number>;
  payments: Record<PaymentResultKind, number>;
  orderTotals: OrderTotal[];
  paymentTotals: PaymentTotal[];
  /** Payments sent more than once, identical: counted once. */
  duplicatePayments: number;
  /** Payments sent in two different versions: the latest counted. */
  conflictingPayments: number;
}

export interface Reconciliation {
  orders: OrderMatch[];
  payments: PaymentMatch[];
  summary: ReconciliationSummary;
  windowHours: number;
  usdTolerance: string;
}

export const DEFAULT_WINDOW_HOURS = 24;
export const DEFAULT_USD_TOLERANCE = '0.00';

const USD_WORDS = new Set(['USD', 'US$', '$', 'USDOLLAR', 'US DOLLAR']);

/** A payment as the matcher reads it, each field once. */
interface PaymentEntry {
  index: number;
  key: string;
  payment: MatchablePayment;
  hash: string;
  from: string;
  chain: string;
  /** Upper-cased pay symbol, null for an unknown token. */
  symbol: string | null;
  token: string;
  amount: string;
  usd: string;
  time: number | null;
  state: 'completed' | 'pending' | 'failed';
  checkoutCode: string;
}

interface OrderEntry {
  index: number;
  order: Order;
  unit: OrderUnit;
  payer: string | null;
  hashes: string[];
}

/**
 * Addresses and hashes as compared: hex (EVM's "0xAbC…", TRON's hashes) is
 * case-insensitive; base58 (TRON and Solana addresses, Solana signatures) is not.
 */
export function normalizeAddress(text: string): string {
  const trimmed = text.trim();
  return /^(0x)?[0-9a-f]+$/i.test(trimmed) ? trimmed.toLowerCase() : trimmed;
}

/** What an order is priced in, from its currency cell and chain. */
export function orderUnitOf(order: Pick<Order, 'currency' | 'chain'>): OrderUnit {
  const currency = order.currency?.trim().toUpperCase() ?? '';
  if (currency === '') return { kind: 'unspecified', chain: order.chain };
  if (USD_WORDS.has(currency)) return { kind: 'usd' };
  return { kind: 'token', symbol: currency, chain: order.chain };
}

/** "USD", "TRON|USDT", "*|USDT" (a symbol on any chain), "TRON|*" or "*|*" (no currency). */
export function unitKey(unit: OrderUnit): string {
  if (unit.kind === 'usd') return 'USD';
  const chain = unit.chain ?? '*';
  return unit.kind === 'token' ? `${chain}|${unit.symbol}` : `${chain}|*`;
}

function stateOf(status: string): PaymentEntry['state'] {
  if (status === 'Completed') return 'completed';
  return status === 'Failed' ? 'failed' : 'pending';
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Each payment once (chain + hash), sorted by key; copies and conflicts counted. */
function uniquePayments(payments: readonly MatchablePayment[]): {
  entries: PaymentEntry[];
  duplicates: number;
  conflicts: number;
} {
  const byKey = new Map<
    string,
    { payment: MatchablePayment; content?: string; contents?: Set<string> }
  >();
  let duplicates = 0;
  let conflicts = 0;
  for (const payment of payments) {
    // The same key as paymentKey (api/schemas), written here so the worker holds no zod.
    const key = `${payment.chain}|${payment.hash}`;
    const kept = byKey.get(key);
    if (!kept) {
      byKey.set(key, { payment });
      continue;
    }
    kept.content ??= JSON.stringify(kept.payment);
    kept.contents ??= new Set([kept.content]);
    const content = JSON.stringify(payment);
    // Copies are payments minus distinct versions: the same count whatever came first.
    if (kept.contents.has(content)) {
      duplicates++;
      continue;
    }
    if (kept.contents.size === 1) conflicts++;
    kept.contents.add(content);
    // The latest version, then the greater content: the same whichever came first.
    const newer =
      payment.updatedAt !== kept.payment.updatedAt
        ? payment.updatedAt > kept.payment.updatedAt
        : content > kept.content;
    if (newer) {
      kept.payment = payment;
      kept.content = content;
    }
  }
  const keys = [...byKey.keys()].sort(compareText);
  const entries = keys.map((key, index): PaymentEntry => {
    const payment = byKey.get(key)!.payment;
    const token = tokenOf(payment);
    return {
      index,
      key,
      payment,
      hash: normalizeAddress(payment.hash),
      from: normalizeAddress(payment.from),
      chain: payment.chain,
      symbol: token.paySymbol === null ? null : token.paySymbol.toUpperCase(),
      token: tokenKey(token),
      amount: canonicalDecimal(payment.amount),
      usd: canonicalDecimal(payment.amountUsd),
      time: payment.timeKind === 'ms' ? payment.updatedAt : null,
      state: stateOf(payment.status),
      checkoutCode: payment.checkoutCode,
    };
  });
  return { entries, duplicates, conflicts };
}

/** Orders sorted by ID, then line, then content: the same whichever order they came in. */
function orderEntries(orders: readonly Order[]): OrderEntry[] {
  const sorted = [...orders].sort(
    (a, b) =>
      compareText(a.orderId, b.orderId) ||
      a.line - b.line ||
      // Only for two orders of one ID on one line (not from one file): rare, so not cached.
      compareText(JSON.stringify(a), JSON.stringify(b)),
  );
  return sorted.map((order, index) => ({
    index,
    order,
    unit: orderUnitOf(order),
    payer: order.payer === null ? null : normalizeAddress(order.payer),
    hashes: [...new Set(order.txHashes.map(normalizeAddress))],
  }));
}

/** Payments by time (no time last), then by key: every index is filled in this order. */
function byTime(entries: readonly PaymentEntry[]): PaymentEntry[] {
  const timed = entries.filter((entry) => entry.time !== null);
  timed.sort((a, b) => a.time! - b.time! || a.index - b.index);
  return [...timed, ...entries.filter((entry) => entry.time === null)];
}

/** The payments per key, each list in time order (given `entries` in time order, see byTime). */
function indexBy(
  entries: readonly PaymentEntry[],
  keyOf: (entry: PaymentEntry) => string | null,
): Map<string, PaymentEntry[]> {
  const index = new Map<string, PaymentEntry[]>();
  for (const entry of entries) {
    const key = keyOf(entry);
    if (key === null) continue;
    const list = index.get(key);
    if (list) list.push(entry);
    else index.set(key, [entry]);
  }
  return index;
}

/** The entries of a time-sorted list inside [time - window, time + window] (all when no time). */
function inWindow(
  list: readonly PaymentEntry[],
  time: number | null,
  windowMs: number,
): readonly PaymentEntry[] {
  if (time === null) return list;
  const from = time - windowMs;
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const entryTime = list[middle]!.time;
    if (entryTime !== null && entryTime < from) low = middle + 1;
    else high = middle;
  }
  const found: PaymentEntry[] = [];
  for (let at = low; at < list.length; at++) {
    const entryTime = list[at]!.time;
    if (entryTime === null || entryTime > time + windowMs) break;
    found.push(list[at]!);
  }
  return found;
}

/** A fit of a payment to an order under one rule; `score` counts the extra fields matched. */
interface Fit {
  payment: PaymentEntry;
  score: number;
}

type Decision =
  | { kind: 'matched'; rule: MatchRule; payments: PaymentEntry[]; extraFields: MatchedField[] }
  | {
      kind: 'ambiguous';
      rule: MatchRule;
      reason: AmbiguityReason;
      payments: PaymentEntry[];
    };

interface RuleOutcome {
  decisions: Map<number, Decision>;
  /** Payment → the orders that fit it equally (none of them gets it). */
  contested: Map<number, OrderEntry[]>;
  /** Order → its contested payments; an order with only these is left undecided here. */
  contestedOf: Map<number, PaymentEntry[]>;
}

/** The orders left with only contested payments become Ambiguous (rules that do not fall through). */
function contestedAreAmbiguous(rule: MatchRule, outcome: RuleOutcome): void {
  for (const [orderIndex, shared] of outcome.contestedOf)
    if (!outcome.decisions.has(orderIndex))
      outcome.decisions.set(orderIndex, {
        kind: 'ambiguous',
        rule,
        reason: 'payment-fits-several-orders',
        payments: shared,
      });
}

/**
 * Decides one rule for all open orders at once. `fitsOf` gives an order's fits; each
 * order keeps its best-scored, each payment its best-scored orders; a payment kept by
 * one order is that order's own, by several contested.
 */
function decideRule(
  rule: MatchRule,
  open: readonly OrderEntry[],
  fitsOf: (order: OrderEntry) => Fit[],
  wholePrice: boolean,
  extraFieldsOf: (order: OrderEntry, payments: readonly PaymentEntry[]) => MatchedField[],
): RuleOutcome {
  const kept = new Map<number, Fit[]>();
  const claims = new Map<number, { order: OrderEntry; score: number }[]>();
  for (const order of open) {
    const fits = fitsOf(order);
    if (fits.length === 0) continue;
    let best = 0;
    for (const fit of fits) if (fit.score > best) best = fit.score;
    const bestFits = best === 0 ? fits : fits.filter((fit) => fit.score === best);
    kept.set(order.index, bestFits);
    for (const fit of bestFits) {
      const list = claims.get(fit.payment.index);
      const claim = { order, score: fit.score };
      if (list) list.push(claim);
      else claims.set(fit.payment.index, [claim]);
    }
  }
  // Each payment keeps the orders it fits best.
  const claimants = new Map<number, OrderEntry[]>();
  for (const [paymentIndex, list] of claims) {
    if (list.length === 1) {
      claimants.set(paymentIndex, [list[0]!.order]);
      continue;
    }
    let best = 0;
    for (const claim of list) if (claim.score > best) best = claim.score;
    claimants.set(
      paymentIndex,
      list.filter((claim) => claim.score === best).map((claim) => claim.order),
    );
  }
  const decisions = new Map<number, Decision>();
  const contested = new Map<number, OrderEntry[]>();
  const contestedOf = new Map<number, PaymentEntry[]>();
  for (const order of open) {
    const fits = kept.get(order.index);
    if (!fits) continue;
    const own: PaymentEntry[] = [];
    const shared: PaymentEntry[] = [];
    for (const { payment } of fits) {
      const orders = claimants.get(payment.index) ?? [];
      if (!orders.includes(order)) continue; // Lost to an order it fits better.
      if (orders.length === 1) own.push(payment);
      else {
        shared.push(payment);
        contested.set(payment.index, orders);
      }
    }
    if (shared.length > 0) contestedOf.set(order.index, shared);
    if (own.length === 0) continue; // Nothing, or only contested payments: see RuleOutcome.
    if (shared.length > 0)
      decisions.set(order.index, {
        kind: 'ambiguous',
        rule,
        reason: 'payment-fits-several-orders',
        payments: [...own, ...shared],
      });
    else if (wholePrice && own.length > 1)
      decisions.set(order.index, {
        kind: 'ambiguous',
        rule,
        reason: 'several-payments-fit',
        payments: own,
      });
    else
      decisions.set(order.index, {
        kind: 'matched',
        rule,
        payments: own,
        extraFields: extraFieldsOf(order, own),
      });
  }
  return { decisions, contested, contestedOf };
}

/** Whether a payment may settle an order at all under rules (b) and (c): scope, chain, token. */
function fitsUnit(order: OrderEntry, payment: PaymentEntry): boolean {
  if (order.order.checkoutCode !== null && payment.checkoutCode !== order.order.checkoutCode)
    return false;
  const unit = order.unit;
  if (unit.kind !== 'usd' && unit.chain !== null && payment.chain !== unit.chain) return false;
  if (order.unit.kind === 'usd') return true;
  if (payment.symbol === null) return false; // An unknown token's amount is never compared.
  return order.unit.kind === 'unspecified' || payment.symbol === order.unit.symbol;
}

/** Whether a payment's amount is the order's price: exact in the token, within tolerance in USD. */
function amountFits(order: OrderEntry, payment: PaymentEntry, usdTolerance: Big | null): boolean {
  if (order.unit.kind === 'usd')
    return usdTolerance === null
      ? payment.usd === order.order.amount
      : new Big(payment.usd).minus(order.order.amount).abs().lte(usdTolerance);
  return payment.symbol !== null && payment.amount === order.order.amount;
}

/** The token is a matched field only when the order names one (not for USD or no currency). */
function tokenField(order: OrderEntry): MatchedField[] {
  return order.unit.kind === 'token' ? ['token'] : [];
}

function amountField(order: OrderEntry): MatchedField {
  return order.unit.kind === 'usd' ? 'amountUsd' : 'amount';
}

function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort(compareText);
}

function emptyCounts<K extends string>(kinds: readonly K[]): Record<K, number> {
  return Object.fromEntries(kinds.map((kind) => [kind, 0])) as Record<K, number>;
}

/** Reconciles orders against payments. See the top of this file for the rules. */
export function matchOrders(
  orders: readonly Order[],
  payments: readonly MatchablePayment[],
  options: MatchOptions = {},
): Reconciliation {
  const windowHours = options.windowHours ?? DEFAULT_WINDOW_HOURS;
  const windowMs = windowHours * 3_600_000;
  const usdTolerance = canonicalDecimal(options.usdTolerance ?? DEFAULT_USD_TOLERANCE);
  const tolerance = compareDecimals(usdTolerance, '0') === 0 ? null : new Big(usdTolerance);

  const { entries: paymentList, duplicates, conflicts } = uniquePayments(payments);
  const orderList = orderEntries(orders);
  const inTimeOrder = byTime(paymentList);
  const usable = inTimeOrder.filter((payment) => payment.state !== 'failed');

  // Each index is built on first use: a file of orders without hashes never builds byHash.
  const lazily = <T>(build: () => T): (() => T) => {
    let built: T | undefined;
    return () => (built ??= build());
  };
  const byHash = lazily(() => indexBy(inTimeOrder, (payment) => payment.hash));
  const byPayer = lazily(() => indexBy(usable, (payment) => payment.from));
  const bySymbolAmount = lazily(() =>
    indexBy(usable, (payment) =>
      payment.symbol === null ? null : `${payment.symbol}|${payment.amount}`,
    ),
  );
  const byAmount = lazily(() =>
    indexBy(usable, (payment) => (payment.symbol === null ? null : payment.amount)),
  );
  const byUsd = lazily(() => indexBy(usable, (payment) => payment.usd));
  // With a tolerance, USD amounts are searched by range over one sorted list.
  const usdSorted = lazily(() =>
    usable
      .map((payment) => ({ payment, key: decimalKey(payment.usd) }))
      .sort((a, b) => compareDecimalKeys(a.key, b.key) || a.payment.index - b.payment.index)
      .map(({ payment }) => payment),
  );
  const chainsOfSymbol = new Map<string, Set<string>>();
  for (const payment of paymentList)
    if (payment.symbol !== null) {
      const chains = chainsOfSymbol.get(payment.symbol) ?? new Set<string>();
      chains.add(payment.chain);
      chainsOfSymbol.set(payment.symbol, chains);
    }

  const taken = new Set<number>(); // Payments settled or held by an ambiguous order.
  const decided = new Map<number, Decision>();
  const failedNamed = new Map<number, string[]>();
  const notFound = new Map<number, string[]>();
  const everContested = new Map<number, OrderEntry[]>(); // Payment → orders that fitted it equally.
  const contestedUnderPayer = new Map<number, PaymentEntry[]>(); // Order → payments it fell through on.
  const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };

  const apply = (outcome: RuleOutcome, open: readonly OrderEntry[]) => {
    for (const [orderIndex, decision] of outcome.decisions) {
      decided.set(orderIndex, decision);
      for (const payment of decision.payments) taken.add(payment.index);
    }
    for (const [paymentIndex, contestants] of outcome.contested)
      for (const order of contestants) push(everContested, paymentIndex, order);
    return open.filter((order) => !decided.has(order.index));
  };

  // (a) The hash the order names. Several orders naming one payment contest it.
  let open: readonly OrderEntry[] = orderList;
  const hashOutcome = decideRule(
    'hash',
    open.filter((order) => order.hashes.length > 0),
    (order) => {
      const fits: Fit[] = [];
      for (const hash of order.hashes) {
        const named = (byHash().get(hash) ?? []).filter(
          (payment) =>
            (order.order.chain === null || payment.chain === order.order.chain) &&
            (order.order.checkoutCode === null ||
              payment.checkoutCode === order.order.checkoutCode),
        );
        if (named.length === 0) push(notFound, order.index, hash);
        for (const payment of named)
          if (payment.state === 'failed') push(failedNamed, order.index, payment.key);
          else fits.push({ payment, score: 0 });
      }
      return fits;
    },
    false,
    () => ['txHash'],
  );
  // A hash found on several chains is not one payment: the order cannot tell which.
  for (const [orderIndex, decision] of hashOutcome.decisions) {
    if (decision.kind !== 'matched') continue;
    const chainsPerHash = new Map<string, Set<string>>();
    for (const payment of decision.payments)
      chainsPerHash.set(
        payment.hash,
        (chainsPerHash.get(payment.hash) ?? new Set<string>()).add(payment.chain),
      );
    if ([...chainsPerHash.values()].some((chains) => chains.size > 1))
      hashOutcome.decisions.set(orderIndex, {
        kind: 'ambiguous',
        rule: 'hash',
        reason: 'hash-on-several-chains',
        payments: decision.payments,
      });
  }
  // A hash names one payment of one order: orders that contest it are Ambiguous.
  contestedAreAmbiguous('hash', hashOutcome);
  open = apply(hashOutcome, open);

  const available = (payment: PaymentEntry) => !taken.has(payment.index);

  // (b) The payer's payments of the order's token in the window; its exact amount fits best.
  const payerOutcome = decideRule(
    'payer',
    open.filter((order) => order.payer !== null),
    (order) =>
      inWindow(byPayer().get(order.payer!) ?? [], order.order.time, windowMs)
        .filter((payment) => available(payment) && fitsUnit(order, payment))
        .map((payment) => ({ payment, score: amountFits(order, payment, tolerance) ? 1 : 0 })),
    false,
    (order, chosen) => [
      'payer',
      ...tokenField(order),
      ...(chosen.length === 1 && amountFits(order, chosen[0]!, tolerance)
        ? [amountField(order)]
        : []),
    ],
  );
  // Orders whose payer's payments fit other orders as well try the amount rule.
  for (const [orderIndex, shared] of payerOutcome.contestedOf)
    if (!payerOutcome.decisions.has(orderIndex)) contestedUnderPayer.set(orderIndex, shared);
  open = apply(payerOutcome, open);

  // (c) The amount and token in the window; a payment from the order's payer fits best.
  const amountCandidates = (order: OrderEntry): readonly PaymentEntry[] => {
    const amount = order.order.amount;
    if (order.unit.kind === 'usd') {
      if (!tolerance) return inWindow(byUsd().get(amount) ?? [], order.order.time, windowMs);
      const low = new Big(amount).minus(tolerance).toString();
      const high = new Big(amount).plus(tolerance).toString();
      const sorted = usdSorted();
      let start = 0;
      let end = sorted.length;
      while (start < end) {
        const middle = (start + end) >> 1;
        if (compareDecimals(sorted[middle]!.usd, low) < 0) start = middle + 1;
        else end = middle;
      }
      const found: PaymentEntry[] = [];
      for (let at = start; at < sorted.length; at++) {
        const payment = sorted[at]!;
        if (compareDecimals(payment.usd, high) > 0) break;
        const time = order.order.time;
        if (time === null || (payment.time !== null && Math.abs(payment.time - time) <= windowMs))
          found.push(payment);
      }
      return found;
    }
    const list =
      order.unit.kind === 'token'
        ? bySymbolAmount().get(`${order.unit.symbol}|${amount}`)
        : byAmount().get(amount);
    return inWindow(list ?? [], order.order.time, windowMs);
  };
  const amountOutcome = decideRule(
    'amount',
    open,
    (order) =>
      amountCandidates(order)
        .filter((payment) => available(payment) && fitsUnit(order, payment))
        .map((payment) => ({ payment, score: order.payer === payment.from ? 1 : 0 })),
    true,
    (order, chosen) => [
      amountField(order),
      ...tokenField(order),
      ...(chosen.every((payment) => payment.from === order.payer) ? (['payer'] as const) : []),
    ],
  );
  // At the last rule, an order left with only contested payments is Ambiguous.
  contestedAreAmbiguous('amount', amountOutcome);
  apply(amountOutcome, open);

  // An order that fell through (b) on contested payments no order settled stays Ambiguous.
  const settled = new Set<number>();
  for (const decision of decided.values())
    if (decision.kind === 'matched')
      for (const payment of decision.payments) settled.add(payment.index);
  for (const [orderIndex, shared] of contestedUnderPayer) {
    if (decided.has(orderIndex)) continue;
    const unsettled = shared.filter((payment) => !settled.has(payment.index));
    if (unsettled.length > 0)
      decided.set(orderIndex, {
        kind: 'ambiguous',
        rule: 'payer',
        reason: 'payment-fits-several-orders',
        payments: unsettled,
      });
  }

  const orderMatches = orderList.map((entry) =>
    evaluateOrder(entry, decided.get(entry.index), {
      tolerance,
      failed: sortedUnique(failedNamed.get(entry.index) ?? []),
      notFound: sortedUnique(notFound.get(entry.index) ?? []),
      candidateChains:
        entry.unit.kind === 'token' && entry.unit.chain === null
          ? [...(chainsOfSymbol.get(entry.unit.symbol) ?? [])].sort(compareText)
          : null,
    }),
  );
  const paymentMatches = paymentMatchesOf(
    paymentList,
    orderList,
    orderMatches,
    decided,
    failedNamed,
    everContested,
  );
  return {
    orders: orderMatches,
    payments: paymentMatches,
    summary: summarize(orderMatches, paymentMatches, duplicates, conflicts),
    windowHours,
    usdTolerance,
  };
}

function evaluateOrder(
  entry: OrderEntry,
  decision: Decision | undefined,
  context: {
    tolerance: Big | null;
    failed: string[];
    notFound: string[];
    candidateChains: string[] | null;
  },
): OrderMatch {
  const base: OrderMatch = {
    order: entry.order,
    result: 'unpaid',
    rule: null,
    matchedFields: [],
    unit: entry.unit,
    comparedIn: null,
    paymentKeys: [],
    received: null,
    pending: null,
    difference: null,
    underpaidBy: null,
    overpaidBy: null,
    ambiguity: null,
    candidateChains: context.candidateChains,
    failedPaymentKeys: context.failed,
    hashesNotFound: context.notFound,
  };
  if (!decision) return base;
  // One row object, filled in as far as the order gets (20,000 of them: no copies).
  const payments = [...decision.payments].sort((a, b) => a.index - b.index);
  const keys = payments.map((payment) => payment.key);
  base.rule = decision.rule;
  if (decision.kind === 'ambiguous') {
    base.result = 'ambiguous';
    base.ambiguity = { reason: decision.reason, paymentKeys: keys, otherOrderIds: [] };
    return base;
  }
  const fields: MatchedField[] = [...decision.extraFields];
  if (entry.order.chain !== null) fields.push('chain');
  if (entry.order.checkoutCode !== null) fields.push('checkoutCode');
  if (decision.rule !== 'hash' && entry.order.time !== null) fields.push('time');
  base.matchedFields = fields;
  base.paymentKeys = keys;

  const unit = entry.unit;
  if (unit.kind === 'usd') base.comparedIn = 'USD';
  else {
    const comparable = payments.every(
      (payment) =>
        payment.symbol !== null &&
        (unit.kind === 'unspecified' || payment.symbol === unit.symbol) &&
        (unit.chain === null || payment.chain === unit.chain),
    );
    if (!comparable) {
      base.result = 'not-comparable';
      return base;
    }
    const tokens = new Set(payments.map((payment) => payment.token));
    if (tokens.size > 1) {
      base.result = 'ambiguous';
      base.ambiguity = { reason: 'several-tokens', paymentKeys: keys, otherOrderIds: [] };
      return base;
    }
    base.comparedIn = payments[0]!.token;
  }
  const valueOf = (payment: PaymentEntry) => (unit.kind === 'usd' ? payment.usd : payment.amount);
  const completed = payments.filter((payment) => payment.state === 'completed');
  base.received =
    completed.length === 1 ? valueOf(completed[0]!) : sumDecimals(completed.map(valueOf));
  const pending = payments.filter((payment) => payment.state !== 'completed');
  base.pending = pending.length === 1 ? valueOf(pending[0]!) : sumDecimals(pending.map(valueOf));
  if (pending.length > 0) {
    base.result = 'awaiting-confirmation';
    return base;
  }
  const difference = subtractDecimal(base.received, entry.order.amount);
  base.difference = difference;
  const sign = compareDecimals(difference, '0');
  const withinTolerance =
    unit.kind === 'usd' && context.tolerance !== null
      ? new Big(difference).abs().lte(context.tolerance)
      : sign === 0;
  if (withinTolerance) base.result = payments.length > 1 ? 'paid-by-several' : 'paid';
  else if (sign < 0) {
    base.result = 'underpaid';
    base.underpaidBy = difference.slice(1);
  } else {
    base.result = 'overpaid';
    base.overpaidBy = difference;
  }
  return base;
}

function paymentMatchesOf(
  paymentList: readonly PaymentEntry[],
  orderList: readonly OrderEntry[],
  orderMatches: OrderMatch[],
  decided: ReadonlyMap<number, Decision>,
  failedNamed: ReadonlyMap<number, string[]>,
  everContested: ReadonlyMap<number, OrderEntry[]>,
): PaymentMatch[] {
  const settledBy = new Map<number, { order: OrderEntry; decision: Decision }>();
  const heldBy = new Map<number, OrderEntry[]>();
  for (const order of orderList) {
    const decision = decided.get(order.index);
    if (!decision) continue;
    for (const payment of decision.payments) {
      if (decision.kind === 'matched') settledBy.set(payment.index, { order, decision });
      else heldBy.set(payment.index, [...(heldBy.get(payment.index) ?? []), order]);
    }
  }
  const namedBy = new Map<string, OrderEntry[]>();
  for (const [orderIndex, keys] of failedNamed)
    for (const key of keys) namedBy.set(key, [...(namedBy.get(key) ?? []), orderList[orderIndex]!]);

  // The other orders of an ambiguous order: those holding or contesting the same payments.
  const byKey = new Map(paymentList.map((entry) => [entry.key, entry]));
  for (const match of orderMatches) {
    if (!match.ambiguity) continue;
    const others = new Set<string>();
    for (const key of match.ambiguity.paymentKeys) {
      const payment = byKey.get(key);
      if (!payment) continue;
      for (const order of [
        ...(heldBy.get(payment.index) ?? []),
        ...(everContested.get(payment.index) ?? []),
      ])
        if (order.order !== match.order) others.add(order.order.orderId);
    }
    match.ambiguity.otherOrderIds = [...others].sort(compareText);
  }

  return paymentList.map((payment): PaymentMatch => {
    const base: PaymentMatch = {
      key: payment.key,
      payment: payment.payment,
      token: payment.token,
      result: 'unmatched',
      orderId: null,
      orderLine: null,
      rule: null,
      matchedFields: [],
      candidateOrderIds: [],
    };
    if (payment.state === 'failed') {
      const named = (namedBy.get(payment.key) ?? []).sort((a, b) => a.index - b.index)[0];
      return {
        ...base,
        result: 'failed',
        orderId: named?.order.orderId ?? null,
        orderLine: named?.order.line ?? null,
        rule: named ? 'hash' : null,
        matchedFields: named ? ['txHash'] : [],
      };
    }
    const settled = settledBy.get(payment.index);
    if (settled) {
      const match = orderMatches[settled.order.index]!;
      return {
        ...base,
        result: 'matched',
        orderId: settled.order.order.orderId,
        orderLine: settled.order.order.line,
        rule: match.rule,
        matchedFields: match.matchedFields,
      };
    }
    const holders = [
      ...(heldBy.get(payment.index) ?? []),
      ...(everContested.get(payment.index) ?? []),
    ];
    if (heldBy.has(payment.index))
      return {
        ...base,
        result: 'ambiguous',
        rule: decided.get(heldBy.get(payment.index)![0]!.index)?.rule ?? null,
        candidateOrderIds: sortedUnique(holders.map((order) => order.order.orderId)),
      };
    return base;
  });
}

function summarize(
  orderMatches: readonly OrderMatch[],
  paymentMatches: readonly PaymentMatch[],
  duplicatePayments: number,
  conflictingPayments: number,
): ReconciliationSummary {
  const orders = emptyCounts(ORDER_RESULT_KINDS);
  const orderGroups = new Map<
    string,
    {
      result: OrderResultKind;
      unit: string;
      count: number;
      ordered: string[];
      received: string[];
      pending: string[];
    }
  >();
  for (const match of orderMatches) {
    orders[match.result]++;
    const unit = match.comparedIn ?? unitKey(match.unit);
    const key = `${match.result}\u0000${unit}`;
    const group = orderGroups.get(key) ?? {
      result: match.result,
      unit,
      count: 0,
      ordered: [],
      received: [],
      pending: [],
    };
    group.count++;
    group.ordered.push(match.order.amount);
    if (match.received !== null) group.received.push(match.received);
    if (match.pending !== null) group.pending.push(match.pending);
    orderGroups.set(key, group);
  }
  const payments = emptyCounts(PAYMENT_RESULT_KINDS);
  const paymentGroups = new Map<
    string,
    {
      result: PaymentResultKind;
      token: string;
      count: number;
      amounts: string[];
      usd: string[];
      known: boolean;
    }
  >();
  for (const match of paymentMatches) {
    payments[match.result]++;
    const key = `${match.result}\u0000${match.token}`;
    const group = paymentGroups.get(key) ?? {
      result: match.result,
      token: match.token,
      count: 0,
      amounts: [],
      usd: [],
      known: !match.token.endsWith('|'),
    };
    group.count++;
    group.amounts.push(match.payment.amount);
    group.usd.push(match.payment.amountUsd);
    paymentGroups.set(key, group);
  }
  const byResultThenUnit =
    <T extends { result: string; unit?: string; token?: string }>(kinds: readonly string[]) =>
    (a: T, b: T) =>
      kinds.indexOf(a.result) - kinds.indexOf(b.result) ||
      compareText(a.unit ?? a.token ?? '', b.unit ?? b.token ?? '');
  return {
    orders,
    payments,
    orderTotals: [...orderGroups.values()]
      .map((group) => ({
        result: group.result,
        unit: group.unit,
        count: group.count,
        ordered: sumDecimals(group.ordered),
        received: sumDecimals(group.received),
        pending: sumDecimals(group.pending),
      }))
      .sort(byResultThenUnit(ORDER_RESULT_KINDS)),
    paymentTotals: [...paymentGroups.values()]
      .map((group) => ({
        result: group.result,
        token: group.token,
        count: group.count,
        amount: group.known ? sumDecimals(group.amounts) : null,
        amountUsd: sumDecimals(group.usd),
      }))
      .sort(byResultThenUnit(PAYMENT_RESULT_KINDS)),
    duplicatePayments,
    conflictingPayments,
  };
}
