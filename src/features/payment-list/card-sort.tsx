import { NativeSelect } from '@mantine/core';
import { t, type MessageId } from '@/i18n';
import type { SortDirection, SortKey } from '@/features/payment-filters';

const ORDERS: readonly { sort: SortKey; dir: SortDirection; label: MessageId }[] = [
  { sort: 'time', dir: 'desc', label: 'payment-list.sortNewestFirst' },
  { sort: 'time', dir: 'asc', label: 'payment-list.sortOldestFirst' },
  { sort: 'amount', dir: 'desc', label: 'payment-list.sortLargestAmountFirst' },
  { sort: 'amount', dir: 'asc', label: 'payment-list.sortSmallestAmountFirst' },
  { sort: 'usd', dir: 'desc', label: 'payment-list.sortHighestUsdFirst' },
  { sort: 'usd', dir: 'asc', label: 'payment-list.sortLowestUsdFirst' },
];

/**
 * For the phone's cards, what the table's headers do: the sort order (the same URL
 * parameters). Its label is its name, not a line above it: it sits in the row of the
 * Filters button, where a line more would push the payments down.
 */
export function CardSort({
  sort,
  dir,
  onSort,
}: {
  sort: SortKey;
  dir: SortDirection;
  onSort: (sort: SortKey, dir: SortDirection) => void;
}) {
  return (
    <NativeSelect
      aria-label={t('payment-list.sortLabel')}
      // As wide as the order chosen, not the longest option: it shares a row on a phone.
      styles={{ input: { fieldSizing: 'content', paddingInlineEnd: 28 } }}
      data={ORDERS.map((order, index) => ({ value: String(index), label: t(order.label) }))}
      value={String(ORDERS.findIndex((order) => order.sort === sort && order.dir === dir))}
      onChange={(event) => {
        const order = ORDERS[Number(event.currentTarget.value)];
        if (order) onSort(order.sort, order.dir);
      }}
    />
  );
}
