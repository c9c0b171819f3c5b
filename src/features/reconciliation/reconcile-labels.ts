// The reconcile screen's words for fields, results, rules and problems, and its money.
import { t, type MessageId } from '@/i18n';
import { chainDisplayName } from '@/lib/chain';
import { formatDecimal, formatUsd } from '@/lib/decimal';
import { tokenFromKey, tokenLabel } from '@/model/payments';
import { type OrderResultKind } from './match-orders';
import { type OrderProblem } from './parse-orders';
import { type OrderField } from './propose-mapping';

export const FIELD_LABEL: Record<OrderField, MessageId> = {
  orderId: 'reconcile.fieldOrderId',
  amount: 'reconcile.fieldAmount',
  currency: 'reconcile.fieldCurrency',
  chain: 'reconcile.fieldChain',
  payer: 'reconcile.fieldPayer',
  txHash: 'reconcile.fieldTxHash',
  orderTime: 'reconcile.fieldOrderTime',
  checkoutCode: 'reconcile.fieldCheckoutCode',
};

export const RESULT_LABEL: Record<OrderResultKind, MessageId> = {
  paid: 'reconcile.resultPaid',
  'paid-by-several': 'reconcile.resultPaidBySeveral',
  underpaid: 'reconcile.resultUnderpaid',
  overpaid: 'reconcile.resultOverpaid',
  'awaiting-confirmation': 'reconcile.resultAwaiting',
  unpaid: 'reconcile.resultUnpaid',
  ambiguous: 'reconcile.resultAmbiguous',
  'not-comparable': 'reconcile.resultNotComparable',
};

const PROBLEM_TEXT: Record<OrderProblem['code'], MessageId> = {
  'file-too-large': 'reconcile.problemFileTooLarge',
  'file-empty': 'reconcile.problemFileEmpty',
  'json-invalid': 'reconcile.problemJsonInvalid',
  'json-not-array': 'reconcile.problemJsonNotArray',
  'record-not-object': 'reconcile.problemRecordNotObject',
  'bad-quotes': 'reconcile.problemBadQuotes',
  'wrong-field-count': 'reconcile.problemWrongFieldCount',
  'column-missing': 'reconcile.problemColumnMissing',
  'order-id-empty': 'reconcile.problemOrderIdEmpty',
  'amount-empty': 'reconcile.problemAmountEmpty',
  'amount-not-decimal': 'reconcile.problemAmountNotDecimal',
  'amount-negative': 'reconcile.problemAmountNegative',
  'time-unreadable': 'reconcile.problemTimeUnreadable',
  'order-repeated': 'reconcile.problemOrderRepeated',
  'order-id-repeated': 'reconcile.problemOrderIdRepeated',
};

export const RULE_LABEL: Record<string, MessageId> = {
  hash: 'reconcile.ruleHash',
  payer: 'reconcile.rulePayer',
  amount: 'reconcile.ruleAmount',
};

/** "USD", "USDT (TRON)", "USDT" (any chain), or a dash when the order names none. */
function unitText(unit: string): string {
  if (unit === 'USD') return 'USD';
  const token = tokenFromKey(unit);
  if (token.chain === '*') return token.paySymbol === '*' ? '–' : (token.paySymbol ?? '–');
  if (token.paySymbol === '*') return chainDisplayName(token.chain);
  return tokenLabel(token);
}

/** An amount with its unit, never cut: USD as money, a token's digits as sent. */
export function money(value: string, unit: string): string {
  const parts = moneyParts(value, unit);
  return parts.unit ? `${parts.number} ${parts.unit}` : parts.number;
}

/** The number and its unit apart, for a layout that may put them on two lines. */
export function moneyParts(value: string, unit: string): { number: string; unit: string } {
  return unit === 'USD'
    ? { number: formatUsd(value), unit: '' }
    : { number: formatDecimal(value), unit: unitText(unit) };
}

export function problemText(problem: OrderProblem): string {
  return t(PROBLEM_TEXT[problem.code], {
    value: problem.value ?? '',
    firstLine: problem.firstLine ?? '',
    expected: problem.expected ?? '',
    found: problem.found ?? '',
    field: problem.field ? t(FIELD_LABEL[problem.field]) : '',
  });
}
