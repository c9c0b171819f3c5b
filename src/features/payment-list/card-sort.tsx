import { NativeSelect } from '@mantine/core';
import type { SortDirection, SortKey } from '@/features/payment-filters';

const ORDERS: readonly { sort: SortKey; dir: SortDirection; label: string }[] = [
  { sort: 'time', dir: 'desc', label: 'Newest first' },
  { sort: 'time', dir: 'asc', label: 'Oldest first' },
  { sort: 'amount', dir: 'desc', label: 'Largest amount first (per token)' },
  { sort: 'amount', dir: 'asc', label: 'Smallest amount first (per token)' },
  { sort: 'usd', dir: 'desc', label: 'Highest USD value first' },
  { sort: 'usd', dir: 'asc', label: 'Lowest USD value first' },
];
const OPTIONS = ORDERS.map((order, index) => ({ value: String(index), label: order.label }));

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
      label="Sort"
      data={OPTIONS}
      value={String(ORDERS.findIndex((order) => order.sort === sort && order.dir === dir))}
      onChange={(event) => {
        const order = ORDERS[Number(event.currentTarget.value)];
        if (order) onSort(order.sort, order.dir);
      }}
    />
  );
}
