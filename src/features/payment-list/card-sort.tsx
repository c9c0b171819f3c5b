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

/** Above the phone's cards, what the table's headers do: the sort order (the same URL parameters). */
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
      label={t('payment-list.sortLabel')}
      data={ORDERS.map((order, index) => ({ value: String(index), label: t(order.label) }))}
      value={String(ORDERS.findIndex((order) => order.sort === sort && order.dir === dir))}
      onChange={(event) => {
        const order = ORDERS[Number(event.currentTarget.value)];
        if (order) onSort(order.sort, order.dir);
      }}
    />
  );
}
