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

/** The tokens present in the payments, as keys, in token order. */
export function tokensPresent(payments: readonly Pick<Payment, 'chain' | 'paySymbol'>[]): string[] {
  const keys = new Set<string>();
  for (const payment of payments) keys.add(tokenKey(tokenOf(payment)));
  return [...keys].sort((a, b) => compareTokens(tokenFromKey(a), tokenFromKey(b)));
}
