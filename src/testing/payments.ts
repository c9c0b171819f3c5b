import { transactionSchema, type TransactionInput } from '@/api/schemas';
import type { Payment } from '@/model/payments';

/** A valid payment for tests, parsed by the real schema (so `chain` is normalised). */
export function makePayment(overrides: Partial<TransactionInput> = {}): Payment {
  const input: TransactionInput = {
    checkoutCode: 'coffee-club',
    name: 'Coffee Club',
    pricing: '25',
    pricingSymbol: 'USD',
    from: '0xpayer000000000000000000000000000000000001',
    to: [{ address: '0xmerchant0000000000000000000000000000000001', amount: '25' }],
    chainName: 'ethereum',
    paySymbol: 'USDT',
    hash: '0xhash0001',
    hashLink: 'https://etherscan.io/tx/0xhash0001',
    amount: '25',
    amountUsd: '25.00',
    updatedAt: Date.UTC(2026, 9, 1, 12, 0, 0),
    status: 'Completed',
    fee: '0.25',
    ...overrides,
  };
  return transactionSchema.parse(input);
}
