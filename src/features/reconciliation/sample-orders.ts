/**
 * "Try it with sample orders": a hand-written order file for the demo checkout
 * coffee-club, whose hashes, payers and amounts are copied from the demo seed
 * (mocks/data.ts; the app may not import mocks). Together they give every result kind:
 * Paid (by hash, by payer, by amount), Underpaid, Overpaid, Paid by several, Awaiting
 * confirmation, Unpaid, Ambiguous, and the checkout's other payments Unmatched.
 * sample-orders.test.ts checks each row against the seed, so a seed change fails loudly.
 */
export const SAMPLE_CHECKOUT_CODE = 'coffee-club';

export interface SampleOrderRow {
  orderId: string;
  amount: string;
  currency: string;
  chain: string;
  payer: string;
  txHash: string;
  orderTime: string;
}

export const SAMPLE_ORDER_ROWS: readonly SampleOrderRow[] = [
  // Paid by its hash: TRON USDT 25.
  {
    orderId: 'CC-1001',
    amount: '25',
    currency: 'USDT',
    chain: 'TRON',
    payer: '',
    txHash: '71fd60c7b61e23d85fcf7a69026186c628c50784a2278576b1fc84f11eed0b30',
    orderTime: '2026-09-21T16:50:00Z',
  },
  // Underpaid by 0.01 USD: priced in USD, paid with 24.99 USD worth of USDT.
  {
    orderId: 'CC-1002',
    amount: '25.00',
    currency: 'USD',
    chain: '',
    payer: '',
    txHash:
      '4bAT1SoCNE1hFGJSLCLb7WymUT6gULRXfntFNcpUXv2jR58bHhJFSWHmMmhiguSsAd95gY9wpCqcVFuJPTFVJYiz',
    orderTime: '2026-08-21T16:00:00Z',
  },
  // Overpaid by 0.15 USDT.
  {
    orderId: 'CC-1003',
    amount: '25',
    currency: 'USDT',
    chain: 'TRON',
    payer: '',
    txHash: 'd145d2bb94d5c909a280d72abb053abf4444cae689b6f5a8b7dd6fec1ee5c459',
    orderTime: '2026-09-25T22:00:00Z',
  },
  // Paid by several payments: two of 25 USDC on Ethereum.
  {
    orderId: 'CC-1004',
    amount: '50',
    currency: 'USDC',
    chain: 'Ethereum',
    payer: '',
    txHash:
      '0xdb25a9a0e0837632b5027f444698120a7155184e76d997947878ea0d933f403b 0xe2f018232567de722207dd664deafab9cbd5581785583237ea3a93d0826c7117',
    orderTime: '2026-10-03T12:00:00Z',
  },
  // Awaiting confirmation: its payment is Pending.
  {
    orderId: 'CC-1005',
    amount: '25',
    currency: 'USDT',
    chain: 'TRON',
    payer: '',
    txHash: '892c2eafe130f317dc67dd9b8cd7092253f3b014aec308ed17b4f9ce03f518a5',
    orderTime: '2026-10-12T01:00:00Z',
  },
  // Unpaid: no payment of 40 USDT.
  {
    orderId: 'CC-1006',
    amount: '40',
    currency: 'USDT',
    chain: 'TRON',
    payer: '',
    txHash: '',
    orderTime: '2026-10-30T09:00:00Z',
  },
  // Ambiguous: no time and no hash, and several payments of 25 USDC on Ethereum fit.
  {
    orderId: 'CC-1007',
    amount: '25',
    currency: 'USDC',
    chain: 'Ethereum',
    payer: '',
    txHash: '',
    orderTime: '',
  },
  // Paid by its payer's address within the window.
  {
    orderId: 'CC-1008',
    amount: '0.136893722',
    currency: 'SOL',
    chain: 'Solana',
    payer: 'q7tAuAyKECSDES1xi3GNFGN3Pb5DJPY2co6kVyZPHsyh',
    txHash: '',
    orderTime: '2026-10-02T05:00:00Z',
  },
  // Paid by its amount and token within the window.
  {
    orderId: 'CC-1009',
    amount: '25',
    currency: 'USDT',
    chain: 'Ethereum',
    payer: '',
    txHash: '',
    orderTime: '2026-08-07T10:00:00Z',
  },
];

const HEADER = ['order_id', 'amount', 'currency', 'chain', 'payer', 'tx_hash', 'order_time'];

/** The sample as the CSV file a shop would export. */
export function sampleOrdersCsv(): string {
  const lines = SAMPLE_ORDER_ROWS.map((row) =>
    [row.orderId, row.amount, row.currency, row.chain, row.payer, row.txHash, row.orderTime]
      .map((cell) => (cell.includes(' ') ? `"${cell}"` : cell))
      .join(','),
  );
  return [HEADER.join(','), ...lines].join('\n') + '\n';
}
