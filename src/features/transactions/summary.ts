import type { Transaction } from '@/api/schemas';
import { compareDecimals, sumDecimals } from '@/lib/decimal';

/**
 * The summary over the LOADED records (the API has no totals): counts by status and
 * chain, and for Completed records the exact sums per pay symbol, of USD and of fees.
 * Fees are summed per pay symbol too: a fee is in the unit of the payment, so adding
 * fees paid in ETH and in USDT would mean nothing.
 */

/** Group key of records that came without a paySymbol. Not a real symbol. */
export const NO_PAY_SYMBOL = '' as const;
const NO_PAY_SYMBOL_LABEL = 'No pay symbol';

interface PaySymbolTotal {
  /** The pay symbol, or NO_PAY_SYMBOL ("") for records without one. */
  paySymbol: string;
  count: number;
  amount: string;
  fee: string;
  amountUsd: string;
}

interface ChainUsd {
  chain: string;
  count: number;
  amountUsd: string;
}

export interface TransactionsSummary {
  loaded: number;
  /** True while the server has more pages: every number is then a partial one. */
  partial: boolean;
  byStatus: { status: string; count: number }[];
  byChain: { chain: string; count: number }[];
  completed: {
    count: number;
    amountUsd: string;
    bySymbol: PaySymbolTotal[];
    usdByChain: ChainUsd[];
  };
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

const STATUS_ORDER = ['Completed', 'Pending', 'Failed'];

export function summarizeTransactions(
  records: readonly Transaction[],
  options: { hasMore: boolean },
): TransactionsSummary {
  const statusCounts = countBy(records, (record) => record.status);
  const byStatus = [...statusCounts]
    .map(([status, count]) => ({ status, count }))
    .sort((a, b) => {
      const ia = STATUS_ORDER.indexOf(a.status);
      const ib = STATUS_ORDER.indexOf(b.status);
      // Known statuses first in a fixed order, unknown ones after, by name.
      return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib) || a.status.localeCompare(b.status);
    });
  const byChain = [...countBy(records, (record) => record.chain)]
    .map(([chain, count]) => ({ chain, count }))
    .sort((a, b) => b.count - a.count || a.chain.localeCompare(b.chain));

  const completed = records.filter((record) => record.status === 'Completed');
  const bySymbolGroups = new Map<string, Transaction[]>();
  const byChainGroups = new Map<string, Transaction[]>();
  for (const record of completed) {
    const symbol = record.paySymbol ?? NO_PAY_SYMBOL;
    let group = bySymbolGroups.get(symbol);
    if (!group) bySymbolGroups.set(symbol, (group = []));
    group.push(record);
    let chainGroup = byChainGroups.get(record.chain);
    if (!chainGroup) byChainGroups.set(record.chain, (chainGroup = []));
    chainGroup.push(record);
  }
  const bySymbol = [...bySymbolGroups]
    .map(([paySymbol, group]) => ({
      paySymbol,
      count: group.length,
      amount: sumDecimals(group.map((record) => record.amount)),
      fee: sumDecimals(group.map((record) => record.fee)),
      amountUsd: sumDecimals(group.map((record) => record.amountUsd)),
    }))
    // Real symbols by name; the "no pay symbol" bucket last.
    .sort((a, b) =>
      a.paySymbol === NO_PAY_SYMBOL
        ? 1
        : b.paySymbol === NO_PAY_SYMBOL
          ? -1
          : a.paySymbol.localeCompare(b.paySymbol),
    );
  const usdByChain = [...byChainGroups]
    .map(([chain, group]) => ({
      chain,
      count: group.length,
      amountUsd: sumDecimals(group.map((record) => record.amountUsd)),
    }))
    .sort((a, b) => compareDecimals(b.amountUsd, a.amountUsd) || a.chain.localeCompare(b.chain));

  return {
    loaded: records.length,
    partial: options.hasMore,
    byStatus,
    byChain,
    completed: {
      count: completed.length,
      amountUsd: sumDecimals(completed.map((record) => record.amountUsd)),
      bySymbol,
      usdByChain,
    },
  };
}

export function paySymbolLabel(paySymbol: string): string {
  return paySymbol === NO_PAY_SYMBOL ? NO_PAY_SYMBOL_LABEL : paySymbol;
}
