/** The floors' rows: how many there are, and the text of each. */
export const ROW_COUNT = 20_000;

const STATUSES = ['Completed', 'Pending', 'Failed', 'Expired'];
const CHAINS = ['ETH', 'BSC', 'TRX', 'POLYGON', 'SOL'];

/**
 * Row `index`'s six cells, text of the same shape as the payments table's: times,
 * statuses, chains, amounts of up to 18 decimals with a pay symbol, USD values, hashes
 * shortened in the middle.
 */
export function rowTexts(index: number): string[] {
  return [
    new Date(1_790_000_000_000 - index * 61_000).toISOString().slice(0, 19).replace('T', ' '),
    STATUSES[index % STATUSES.length] ?? '',
    CHAINS[index % CHAINS.length] ?? '',
    `${(index * 7919) % 100_000}.${String((index * 104_729) % 1_000_000).padStart(6, '0')} ${index % 3 ? 'USDT' : 'ETH'}`,
    `$${(index * 31) % 9_999}.${String(index % 100).padStart(2, '0')}`,
    `0x${((index * 2_654_435_761) % 0xffff).toString(16).padStart(4, '0')}…${(index % 0xffff).toString(16).padStart(4, '0')}`,
  ];
}
