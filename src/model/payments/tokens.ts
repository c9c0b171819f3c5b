import type { Payment } from './payment';
import { t } from '@/i18n';
import { chainDisplayName, compareChains } from '@/lib/chain';

/**
 * A token is a chain plus a pay symbol: USDT on TRON and USDT on ETH are different
 * tokens, and amounts of different tokens are never added, compared or sorted together.
 * A payment without a pay symbol is of an unknown token: the service did not say what
 * was paid, so its amount is shown (with "unknown token" as its unit) but never added
 * to or compared with another amount, not even another unknown one of the same chain.
 */
export interface Token {
  chain: string;
  /** The pay symbol as sent (trimmed), or null when the payment has none. */
  paySymbol: string | null;
}

export function tokenOf(payment: Pick<Payment, 'chain' | 'paySymbol'>): Token {
  const symbol = payment.paySymbol?.trim();
  return { chain: payment.chain, paySymbol: symbol ? symbol : null };
}

/** A stable key for grouping: "TRON|USDT", "ETH|" for no pay symbol. */
export function tokenKey(token: Token): string {
  return `${token.chain}|${token.paySymbol ?? ''}`;
}

export function isKnownToken(token: Token): boolean {
  return token.paySymbol !== null;
}

/**
 * "USDT (TRON)", "ETH (Ethereum)", or "unknown token (Ethereum)" in the current language
 * ("unbekannter Token (Ethereum)"): for the screen. Exported files name tokens in
 * canonical English themselves (payment-export).
 */
export function tokenLabel(token: Token): string {
  const chain = chainDisplayName(token.chain);
  return token.paySymbol === null
    ? t('payment-records.unknownTokenOfChain', { chain })
    : `${token.paySymbol} (${chain})`;
}

/**
 * The unit written after a record's amount or fee: its pay symbol, or "unknown token" in
 * the current language.
 */
export function amountUnit(payment: Pick<Payment, 'paySymbol'>): string {
  return payment.paySymbol?.trim() || t('payment-records.unknownToken');
}

/** Chains in the app's chain order, then pay symbols by name, the unknown token last. */
export function compareTokens(a: Token, b: Token): number {
  return (
    compareChains(a.chain, b.chain) ||
    (a.paySymbol === b.paySymbol
      ? 0
      : a.paySymbol === null
        ? 1
        : b.paySymbol === null
          ? -1
          : a.paySymbol.localeCompare(b.paySymbol))
  );
}

/** The token of a key ("TRON|USDT", "ETH|"): the inverse of `tokenKey`. */
export function tokenFromKey(key: string): Token {
  const bar = key.indexOf('|');
  const symbol = key.slice(bar + 1);
  return { chain: key.slice(0, bar), paySymbol: symbol ? symbol : null };
}

/**
 * The distinct tokens of the payments, in token order, each with its place in it:
 * collected by chain and then pay symbol, so that no key string or token object is made
 * per payment (a sort by amount reads 20,000).
 */
function tokensInOrder(payments: readonly Pick<Payment, 'chain' | 'paySymbol'>[]): {
  tokens: Token[];
  places: Map<string, Map<string, number>>;
} {
  // chain → trimmed pay symbol ('' for none) → place in token order
  const places = new Map<string, Map<string, number>>();
  const tokens: Token[] = [];
  for (const payment of payments) {
    const symbol = payment.paySymbol?.trim() ?? '';
    let symbols = places.get(payment.chain);
    if (!symbols) places.set(payment.chain, (symbols = new Map()));
    if (symbols.has(symbol)) continue;
    symbols.set(symbol, 0);
    tokens.push({ chain: payment.chain, paySymbol: symbol || null });
  }
  tokens.sort(compareTokens);
  tokens.forEach((token, place) => places.get(token.chain)?.set(token.paySymbol ?? '', place));
  return { tokens, places };
}

/** The tokens present in the payments, as keys, in token order. */
export function tokensPresent(payments: readonly Pick<Payment, 'chain' | 'paySymbol'>[]): string[] {
  return tokensInOrder(payments).tokens.map(tokenKey);
}

/**
 * Each of these payments' token as its place in token order (`compareTokens`): 0 for
 * the first token present. For sorting: payments of one token get the same number.
 */
export function tokenPlaces(
  payments: readonly Pick<Payment, 'chain' | 'paySymbol'>[],
): (payment: Pick<Payment, 'chain' | 'paySymbol'>) => number {
  const { tokens, places } = tokensInOrder(payments);
  return (payment) =>
    places.get(payment.chain)?.get(payment.paySymbol?.trim() ?? '') ?? tokens.length;
}
