import type { Payment } from '@/model/payments';
import { compareDecimals, decimalSums, sumDecimals } from '@/lib/decimal';
import { compareTokens, isKnownToken, tokenKey, tokenOf, type Token } from '@/model/payments';

/**
 * Totals over a set of payments (the API has no totals): counts by status and chain,
 * and for Completed payments the exact sums per token (a chain plus a pay symbol) of
 * amount and fee, and of USD value. USD is one unit, so it may be added across tokens;
 * amounts and fees of different tokens never are.
 */
export interface TokenTotal {
  token: Token;
  count: number;
  /** Exact sums of the token's amounts and fees; null for an unknown token (never added). */
  amount: string | null;
  fee: string | null;
  amountUsd: string;
}

export interface ChainUsd {
  chain: string;
  count: number;
  amountUsd: string;
}

export interface PaymentsSummary {
  /** How many payments the figures cover. */
  count: number;
  byStatus: { status: string; count: number }[];
  byChain: { chain: string; count: number }[];
  completed: {
    count: number;
    amountUsd: string;
    byToken: TokenTotal[];
    usdByChain: ChainUsd[];
  };
}

const STATUS_ORDER = ['Completed', 'Pending', 'Failed'];

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    let group = groups.get(k);
    if (!group) groups.set(k, (group = []));
    group.push(item);
  }
  return groups;
}

/** Amount, fee and USD value of payments, each record's decimals parsed once. */
const sumMoney = decimalSums((payment: Payment) => [
  payment.amountUsd,
  payment.amount,
  payment.fee,
]);

/** Counts per status: known statuses first in a fixed order, unknown ones after, by name. */
function statusCounts(payments: readonly Payment[]): PaymentsSummary['byStatus'] {
  return [...countBy(payments, (payment) => payment.status)]
    .map(([status, count]) => ({ status, count }))
    .sort((a, b) => {
      const ia = STATUS_ORDER.indexOf(a.status);
      const ib = STATUS_ORDER.indexOf(b.status);
      return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib) || a.status.localeCompare(b.status);
    });
}

/** What the one status line says: counts per status, and the Completed count and USD value. */
export type KeyFigures = Pick<PaymentsSummary, 'count' | 'byStatus'> & {
  completed: Pick<PaymentsSummary['completed'], 'count' | 'amountUsd'>;
};

/**
 * The status line's figures alone, for when the details are closed: one USD sum over the
 * Completed payments instead of amount, fee and USD per token (a third of the additions,
 * no grouping), the same exact total as `summarizePayments`.
 */
export function summarizeKeyFigures(payments: readonly Payment[]): KeyFigures {
  let figures = keyFiguresByList.get(payments);
  if (!figures) {
    const completed = payments.filter((payment) => payment.status === 'Completed');
    const [amountUsd = '0'] = sumMoney(completed, 1);
    figures = {
      count: payments.length,
      byStatus: statusCounts(payments),
      completed: { count: completed.length, amountUsd },
    };
    keyFiguresByList.set(payments, figures);
  }
  return figures;
}

/**
 * Each list's key figures, while the list lives. The lists are never changed once made
 * (the filters hand back the loaded list itself when none is set), so clearing the last
 * filter finds the unfiltered figures again instead of re-adding 20,000 payments.
 */
const keyFiguresByList = new WeakMap<readonly Payment[], KeyFigures>();

export function summarizePayments(payments: readonly Payment[]): PaymentsSummary {
  const byStatus = statusCounts(payments);
  const byChain = [...countBy(payments, (payment) => payment.chain)]
    .map(([chain, count]) => ({ chain, count }))
    .sort((a, b) => b.count - a.count || a.chain.localeCompare(b.chain));

  const completed = payments.filter((payment) => payment.status === 'Completed');
  const byToken = [...groupBy(completed, (payment) => tokenKey(tokenOf(payment))).values()]
    .map((group) => {
      const token = tokenOf(group[0]!);
      // An unknown token's amounts may be of different tokens: only USD is added.
      if (!isKnownToken(token)) {
        const [amountUsd = '0'] = sumMoney(group, 1);
        return { token, count: group.length, amount: null, fee: null, amountUsd };
      }
      const [amountUsd = '0', amount = '0', fee = '0'] = sumMoney(group, 3);
      return { token, count: group.length, amount, fee, amountUsd };
    })
    .sort((a, b) => compareTokens(a.token, b.token));
  // A token is a chain plus a pay symbol, so a chain's USD value is the sum of its
  // tokens' (exact, and no second pass over the payments).
  const usdByChain = [...groupBy(byToken, (total) => total.token.chain)]
    .map(([chain, totals]) => ({
      chain,
      count: totals.reduce((count, total) => count + total.count, 0),
      amountUsd: sumDecimals(totals.map((total) => total.amountUsd)),
    }))
    .sort((a, b) => compareDecimals(b.amountUsd, a.amountUsd) || a.chain.localeCompare(b.chain));

  return {
    count: payments.length,
    byStatus,
    byChain,
    completed: {
      count: completed.length,
      amountUsd: sumDecimals(byToken.map((total) => total.amountUsd)),
      byToken,
      usdByChain,
    },
  };
}
