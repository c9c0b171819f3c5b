import { Paper, Text } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import type { Transaction } from '@/api/schemas';
import { usePreferences } from '@/lib/preferences';
import { FiltersBar } from './filters-bar';
import { LazyTransactionDrawer } from './lazy-transaction-drawer';
import { LoadedCount } from './loaded-count';
import { hasActiveFilters, type CheckoutSearch } from './search-schema';
import { SummaryPanel } from './summary-panel';
import { TransactionsTable, type LeadingColumn } from './transactions-table';
import { exportAndAnnounce, useRecordDrawer, useTransactionsView } from './use-transactions-view';

export interface TransactionsViewProps {
  /** The checkout the rows belong to; the watchlist passes "watchlist" (export names). */
  scopeCode: string;
  /** Accessible name of the table. */
  tableLabel: string;
  /** Every loaded record (each payment once). */
  records: readonly Transaction[];
  /** Whether the server holds more pages: figures are then partial. */
  hasMore: boolean;
  /** What the count line says while more pages exist, e.g. "; more on the server". */
  moreNote: string;
  search: CheckoutSearch;
  onSearchChange: (patch: Partial<CheckoutSearch>) => void;
  /** Extra facts for the JSON export's `filters` (e.g. the watched codes). */
  exportContext?: Record<string, unknown> | undefined;
  leadingColumns?: readonly LeadingColumn[] | undefined;
  rowClassName?: ((record: Transaction) => string | undefined) | undefined;
  countBadge?: ReactNode;
  /** Scrolled near the last row (the page decides whether to fetch more). */
  onNearEnd?: (() => void) | undefined;
  /** Whose checkout a record is, for the details (default: the record's own code). */
  checkoutCodeOf?: ((record: Transaction) => string) | undefined;
  /** Shown under the table: paging controls. */
  footer?: ReactNode;
}

const noop = () => {};

/**
 * Summary, filters, counts, the table and the details drawer over a set of loaded
 * records: the checkout page and the watchlist show their records the same way.
 */
export function TransactionsView(props: TransactionsViewProps) {
  const { records, search, onSearchChange, hasMore } = props;
  const preferences = usePreferences();
  const { effective, rows, chainOptions, columns, onSort } = useTransactionsView(
    records,
    search,
    preferences.hiddenColumns,
    onSearchChange,
  );
  const drawer = useRecordDrawer();
  const { scopeCode, exportContext } = props;
  const onExport = useCallback(
    (kind: 'csv' | 'json') =>
      void exportAndAnnounce(kind, rows, {
        checkoutCode: scopeCode,
        filters: { ...search, ...exportContext },
      }),
    [rows, scopeCode, search, exportContext],
  );

  return (
    <>
      <SummaryPanel records={records} hasMore={hasMore} hideAmounts={preferences.hideAmounts} />
      <FiltersBar
        search={search}
        chainOptions={chainOptions}
        onChange={onSearchChange}
        hiddenColumns={preferences.hiddenColumns}
        onExport={onExport}
        exportDisabled={rows.length === 0}
      />
      <LoadedCount
        shown={rows.length}
        loaded={records.length}
        filtered={hasActiveFilters(search)}
        moreNote={hasMore ? props.moreNote : null}
        badge={props.countBadge}
      />
      {rows.length === 0 ? (
        <Paper withBorder p="lg">
          <Text size="sm">
            {records.length === 0
              ? 'No transactions loaded yet.'
              : 'No loaded transaction matches these filters.'}
            {records.length > 0 && hasMore
              ? ' More pages on the server may hold matches: use Load all.'
              : ''}
          </Text>
        </Paper>
      ) : (
        <TransactionsTable
          checkoutCode={scopeCode}
          label={props.tableLabel}
          rows={rows}
          columns={columns}
          leadingColumns={props.leadingColumns}
          rowClassName={props.rowClassName}
          preferences={preferences}
          sort={effective.sort}
          dir={effective.dir}
          onSort={onSort}
          onOpen={drawer.open}
          onNearEnd={props.onNearEnd ?? noop}
        />
      )}
      {props.footer}
      {drawer.selected && (
        <LazyTransactionDrawer
          record={drawer.selected}
          opened={drawer.opened}
          onClose={drawer.close}
          checkoutCode={props.checkoutCodeOf?.(drawer.selected) ?? drawer.selected.checkoutCode}
          preferences={preferences}
        />
      )}
    </>
  );
}
