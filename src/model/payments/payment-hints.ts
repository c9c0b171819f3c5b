import type { Payment } from './payment';
import { t } from '@/i18n';
import {
  compareDecimals,
  formatDecimal,
  formatUsd,
  multiplyDecimal,
  subtractDecimal,
  sumDecimals,
} from '@/lib/decimal';

/**
 * Hints (not verdicts) about one payment. The tolerance for a USD-priced checkout is
 * the larger of 1 % of the price and $0.50: exchange rates at payment time move a
 * little, and a 1 % band alone would flag cents on a $5 item.
 */
const USD_TOLERANCE_RATIO = '0.01';
const USD_TOLERANCE_MIN = '0.50';

export type PricingHint =
  | { kind: 'not-usd'; pricingSymbol: string }
  | { kind: 'ok'; difference: string; tolerance: string }
  | { kind: 'under' | 'over'; difference: string; tolerance: string };

export function pricingHint(
  payment: Pick<Payment, 'pricing' | 'pricingSymbol' | 'amountUsd'>,
): PricingHint {
  if (payment.pricingSymbol.trim().toUpperCase() !== 'USD') {
    return { kind: 'not-usd', pricingSymbol: payment.pricingSymbol };
  }
  const ratioTolerance = multiplyDecimal(payment.pricing, USD_TOLERANCE_RATIO);
  const tolerance =
    compareDecimals(ratioTolerance, USD_TOLERANCE_MIN) > 0 ? ratioTolerance : USD_TOLERANCE_MIN;
  const difference = subtractDecimal(payment.amountUsd, payment.pricing);
  const magnitude = difference.startsWith('-') ? difference.slice(1) : difference;
  if (compareDecimals(magnitude, tolerance) <= 0) return { kind: 'ok', difference, tolerance };
  return { kind: difference.startsWith('-') ? 'under' : 'over', difference, tolerance };
}

export function describePricingHint(hint: PricingHint, pricing: string): string {
  const price = formatUsd(pricing);
  switch (hint.kind) {
    case 'not-usd':
      return hint.pricingSymbol
        ? t('payment-records.pricingNotUsd', { currency: hint.pricingSymbol })
        : t('payment-records.pricingNotUsdUnnamed');
    case 'ok':
      return t('payment-records.pricingOk', { price, tolerance: formatUsd(hint.tolerance) });
    case 'under':
      return t('payment-records.pricingUnder', {
        difference: formatUsd(hint.difference.slice(1)),
        price,
        tolerance: formatUsd(hint.tolerance),
      });
    case 'over':
      return t('payment-records.pricingOver', {
        difference: formatUsd(hint.difference),
        price,
        tolerance: formatUsd(hint.tolerance),
      });
  }
}

export interface SplitHint {
  recipientsTotal: string;
  /** amount − sum of recipients: "0" when the recipients received exactly the amount. */
  unaccounted: string;
  fee: string;
  recipients: { address: string; amount: string }[];
}

export function splitHint(payment: Pick<Payment, 'amount' | 'to' | 'fee'>): SplitHint {
  const recipientsTotal = sumDecimals(payment.to.map((recipient) => recipient.amount));
  return {
    recipientsTotal,
    unaccounted: subtractDecimal(payment.amount, recipientsTotal),
    fee: payment.fee,
    recipients: payment.to.map((recipient) => ({ ...recipient })),
  };
}

/**
 * The split in one or two sentences: "Of the amount 0.3 ETH, the 2 recipients received
 * 0.3 ETH (all of it). The merchant fee is 0.003 ETH." Without a pay symbol the amounts
 * stand alone (no space before a comma or a full stop).
 */
export function describeSplitHint(
  payment: Pick<Payment, 'amount' | 'to' | 'fee' | 'paySymbol'>,
): string {
  const split = splitHint(payment);
  const unit = (value: string) =>
    [formatDecimal(value), payment.paySymbol].filter(Boolean).join(' ');
  const fee = t('payment-records.splitFee', { fee: unit(split.fee) });
  const count = split.recipients.length;
  const amount = unit(payment.amount);
  if (count === 0) return `${t('payment-records.splitNoRecipient', { amount })} ${fee}`;
  const total = unit(split.recipientsTotal);
  const sign = compareDecimals(split.unaccounted, '0');
  const received =
    sign === 0
      ? t('payment-records.splitAll', { amount, count, total })
      : sign > 0
        ? t('payment-records.splitShort', { amount, count, total, rest: unit(split.unaccounted) })
        : t('payment-records.splitOver', {
            amount,
            count,
            total,
            rest: unit(split.unaccounted.slice(1)),
          });
  // Two sentences, each its own message.
  return `${received} ${fee}`;
}
