import { Paper, Stack, Text } from '@mantine/core';
import { Suspense, lazy, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Transaction } from '@/api/schemas';
import { formatCount } from '@/lib/format-count';
import { usePreferences } from '@/lib/preferences';
import { useElementWidth } from '@/lib/use-element-width';
import { CardSort } from './card-sort';
import { ColumnChooser } from './column-chooser';
import { layoutColumns } from './column-layout';
import { DataWarnings } from './data-warnings';
import type { ExportAllSource, ExportDialogProps } from './export-dialog';
import { FiltersBar } from './filters-bar';
import { LazyTransactionDrawer } from './lazy-transaction-drawer';
import { LoadedCount } from './loaded-count';
import type { LoadedRecords } from './records';
import { activeFilters, hasActiveFilters, type CheckoutSearch } from './search-schema';
import { SummaryPanel } from './summary-panel';
import { TransactionCards } from './transaction-cards';
import { TransactionsTable, type LeadingColumn } from './transactions-table';
import { useRecordDrawer, useTransactionsView } from './use-transactions-view';
import './transactions-view.css';

// The export dialog (and papaparse) load on first use.
const ExportDialog = lazy(() => import('./export-dialog'));

export interface TransactionsViewProps {
  /** Whose payments: one checkout, or the watchlist's pinned checkouts (export names). */
  subject: ExportDialogProps['subject'];
  /** Accessible name of the table. */
  tableLabel: string;
  /** The loaded records (each payment once) and what was worked around to get them. */
  loaded: Pick<LoadedRecords, 'records' | 'duplicates' | 'conflicts' | 'rejected'>;
  /** Whether the server holds more pages: figures are then partial. */
  hasMore: boolean;
  /** What the count line says while more pages exist, e.g. "; more on the server". */
  moreNote: string;
  search: CheckoutSearch;
  onSearchChange: (patch: Partial<CheckoutSearch>) => void;
  leadingColumns?: readonly LeadingColumn[] | undefined;
  rowClassName?: ((record: Transaction) => string | undefined) | undefined;
  countBadge?: ReactNode;
  /** Scrolled near the last row (the page decides whether to fetch more). */
  onNearEnd?: (() => void) | undefined;
  /** Whose checkout a record is, for the details (default: the record's own code). */
  checkoutCodeOf?: ((record: Transaction) => string) | undefined;
  /** The checkout page: exporting every payment loads the remaining pages first. */
  exportAll?: ExportAllSource | undefined;
  /** Shown under the table: paging controls. */
  footer?: ReactNode;
}

const noop = () => {};
const NO_LEADING: readonly LeadingColumn[] = [];

/**
 * Filters, the summary of what they select, counts, the payments and the details
 * drawer over a set of loaded records: the checkout page and the watchlist show their
 * records the same way. The payments are a table with the columns that fit the width
 * (see column-layout.ts), or cards where even the essential columns do not (a phone).
 */
export function TransactionsView(props: TransactionsViewProps) {
  const { search, onSearchChange, hasMore } = props;
  const records = props.loaded.records;
  const preferences = usePreferences();
  const { effective, rows, chainOptions, onSort, sortLikeTable } = useTransactionsView(
    records,
    search,
    onSearchChange,
  );
  const drawer = useRecordDrawer();
  const [exporting, setExporting] = useState(false);
  const filtered = hasActiveFilters(search);
  const filters = useMemo(() => activeFilters(search), [search]);

  const rootRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(rootRef);
  const leading = props.leadingColumns ?? NO_LEADING;
  const leadingPx = leading.reduce((total, column) => total + column.min, 0);
  const { hiddenColumns, shownColumns } = preferences;
  const layout = useMemo(
    () => layoutColumns({ width, leadingPx, hidden: hiddenColumns, shown: shownColumns }),
    [width, leadingPx, hiddenColumns, shownColumns],
  );
  const cards = layout.mode === 'cards';

  return (
    <Stack gap="md" ref={rootRef}>
      <DataWarnings loaded={props.loaded} />
      <FiltersBar
        search={search}
        chainOptions={chainOptions}
        onChange={onSearchChange}
        columnChooser={cards ? null : <ColumnChooser choices={layout.choices} />}
        onExport={() => setExporting(true)}
        exportDisabled={records.length === 0}
      />
      <SummaryPanel
        rows={rows}
        loaded={records}
        filtered={filtered}
        hasMore={hasMore}
        hideAmounts={preferences.hideAmounts}
      />
      <LoadedCount
        shown={rows.length}
        loaded={records.length}
        filtered={filtered}
        moreNote={hasMore ? props.moreNote : null}
        badge={props.countBadge}
      />
      {rows.length === 0 ? (
        <Paper withBorder p="lg">
          <Text size="sm">
            {records.length === 0
              ? 'No payments loaded yet.'
              : `None of the ${formatCount(records.length)} loaded payments matches these filters.`}
            {records.length > 0 && hasMore
              ? ' More pages on the server may hold matches: use Load all.'
              : ''}
          </Text>
        </Paper>
      ) : cards ? (
        <>
          <CardSort
            sort={effective.sort}
            dir={effective.dir}
            onSort={onSort}
            relative={preferences.relativeTime}
          />
          <TransactionCards
            label={props.tableLabel}
            rows={rows}
            leadingColumns={props.leadingColumns}
            rowClassName={props.rowClassName}
            preferences={preferences}
            onOpen={drawer.open}
            onNearEnd={props.onNearEnd ?? noop}
          />
        </>
      ) : (
        <TransactionsTable
          label={props.tableLabel}
          rows={rows}
          columns={layout.columns}
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
      {/* Paging sticks to the window's bottom while the list runs past it: it stays in
          reach, and the rows that scrolling loads never push it away from a pointer. */}
      {props.footer && <div className="tx-paging">{props.footer}</div>}
      {drawer.selected && (
        <LazyTransactionDrawer
          record={drawer.selected}
          opened={drawer.opened}
          onClose={drawer.close}
          checkoutCode={props.checkoutCodeOf?.(drawer.selected) ?? drawer.selected.checkoutCode}
          preferences={preferences}
        />
      )}
      {exporting && (
        <Suspense fallback={null}>
          <ExportDialog
            opened={exporting}
            onClose={() => setExporting(false)}
            subject={props.subject}
            rows={rows}
            loaded={records}
            filters={filters}
            sortLikeTable={sortLikeTable}
            all={props.exportAll}
          />
        </Suspense>
      )}
    </Stack>
  );
}
