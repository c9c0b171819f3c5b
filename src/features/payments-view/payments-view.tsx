import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { Suspense, lazy, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Payment } from '@/model/payments';
import { loadCataloguePart, t } from '@/i18n';
import { timeZoneLabel } from '@/lib/format-time';
import { usePreferences } from '@/lib/preferences';
import { useDocumentClass } from '@/lib/use-document-class';
import { mainContentWidth, useElementWidth } from '@/lib/use-element-width';
import { CardSort } from '@/features/payment-list';
import { ColumnChooser } from '@/features/payment-list';
import { layoutColumns, useNumberWidths } from '@/features/payment-list';
import { DataWarnings } from './data-warnings';
import type { EveryPageLoader } from '@/features/checkout-paging';
import type { ExportDialogProps } from '@/features/payment-export';
import { FiltersBar } from '@/features/payment-filters';
import { LazyPaymentDrawer } from '@/features/payment-details';
import { LinkedPaymentStatus } from '@/features/payment-details';
import type { LoadedPayments } from '@/model/payments';
import { SearchAllPages } from '@/features/checkout-paging';
import { activeFilters, hasActiveFilters, NO_FILTERS } from '@/features/payment-filters';
import type { CheckoutSearch } from '@/features/payment-filters';
import { SummaryPanel } from '@/features/payment-summary';
import { PaymentCards } from '@/features/payment-list';
import { PaymentsTable, type LeadingColumn } from '@/features/payment-list';
import { useLinkedPayment } from '@/features/payment-details';
import { useShownPayments } from '@/features/payment-filters';
import './payments-view.css';

// The export dialog (and papaparse) load on first use, with its messages.
const ExportDialog = lazy(() =>
  Promise.all([import('@/features/payment-export'), loadCataloguePart('export-dialog')]).then(
    ([module]) => ({ default: module.ExportDialog }),
  ),
);

export interface PaymentsViewProps {
  /** Whose payments: one checkout, or the watchlist's pinned checkouts (export names). */
  subject: ExportDialogProps['subject'];
  /** Accessible name of the table. */
  tableLabel: string;
  /** The loaded payments (each payment once) and what was worked around to get them. */
  loaded: Pick<LoadedPayments, 'payments' | 'duplicates' | 'conflicts' | 'rejected'>;
  /** Whether the server holds more pages: figures are then partial. */
  hasMore: boolean;
  /** What the count line says while more pages exist, e.g. "; more on the server". */
  moreNote: string;
  search: CheckoutSearch;
  onSearchChange: (patch: Partial<CheckoutSearch>) => void;
  leadingColumns?: readonly LeadingColumn[] | undefined;
  rowClassName?: ((payment: Payment) => string | undefined) | undefined;
  countBadge?: ReactNode;
  /** Scrolled near the last row (the page decides whether to fetch more). */
  onNearEnd?: (() => void) | undefined;
  /** Whose checkout a payment is, for the details (default: the record's own code). */
  checkoutCodeOf?: ((payment: Payment) => string) | undefined;
  /**
   * The checkout page's Load all: exporting every payment, "Search all pages" and a
   * linked payment that is not loaded yet load the remaining pages through it.
   */
  everyPage?: EveryPageLoader | undefined;
  /** Shown under the table: paging controls. */
  footer?: ReactNode;
  /** Another feature's control beside Columns and Export (saved views); `compact`: a phone. */
  filtersExtra?: ((compact: boolean) => ReactNode) | undefined;
}

const noop = () => {};
const NO_LEADING: readonly LeadingColumn[] = [];

/**
 * Filters, the summary of what they select, counts, the payments and the details
 * drawer over a set of loaded payments: the checkout page and the watchlist show their
 * payments the same way. The payments are a table with the columns that fit the width
 * (see column-layout.ts), or cards where even the essential columns do not (a phone).
 */
export function PaymentsView(props: PaymentsViewProps) {
  const { search, onSearchChange, hasMore } = props;
  const payments = props.loaded.payments;
  const preferences = usePreferences();
  const { sort, dir, rows, matching, chainOptions, tokenOptions, undated, onSort, sortLikeTable } =
    useShownPayments(payments, search, onSearchChange, preferences.timeZone);
  const link = useLinkedPayment({
    payments,
    search,
    onSearchChange,
    hasMore,
    source: props.everyPage,
  });
  const [exporting, setExporting] = useState(false);
  const startExport = useCallback(() => setExporting(true), []);
  const filtered = hasActiveFilters(search);
  const filterKey = JSON.stringify(activeFilters(search));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => activeFilters(search), [filterKey]);
  const listKey = `${filterKey} ${sort} ${dir}`;
  const pages = props.everyPage;

  const rootRef = useRef<HTMLDivElement>(null);
  // Full width in <main>: known before mounting, so the rows are laid out once.
  const width = useElementWidth(rootRef, mainContentWidth);
  const leading = props.leadingColumns ?? NO_LEADING;
  const leadingPx = leading.reduce((total, column) => total + column.min, 0);
  const { hiddenColumns, shownColumns } = preferences;
  // Number columns as wide as their widest values: no amount is ever cut. Where the
  // Chain column gives way, each amount's unit says its chain ("USDT (TRON)").
  const numberWidths = useNumberWidths(payments, preferences.hideAmounts);
  // The Time header names the zone; its column is at least as wide as that name.
  const zone = timeZoneLabel(preferences.timeZone);
  const { layout, widths } = useMemo(() => {
    const columnsFor = (mins: Partial<Record<string, number>>) =>
      layoutColumns({
        width,
        leadingPx,
        hidden: hiddenColumns,
        shown: shownColumns,
        mins,
        zone,
      });
    const plain = columnsFor(numberWidths.plain.columns);
    if (plain.mode === 'cards' || plain.columns.some((column) => column.id === 'chain'))
      return { layout: plain, widths: numberWidths.plain };
    return {
      layout: columnsFor(numberWidths.withChain.columns),
      widths: numberWidths.withChain,
    };
  }, [width, leadingPx, hiddenColumns, shownColumns, numberWidths, zone]);
  const cards = layout.mode === 'cards';
  // Scroll padding above the paging bar (payments-view.css).
  useDocumentClass('tx-paging-shown', Boolean(props.footer));

  return (
    // Closer on a phone, whose first screen should reach the payments.
    <Stack gap={cards ? 'sm' : 'md'} ref={rootRef}>
      <DataWarnings loaded={props.loaded} />
      <FiltersBar
        search={search}
        chainOptions={chainOptions}
        tokenOptions={tokenOptions}
        timeZone={preferences.timeZone}
        onChange={onSearchChange}
        columnChooser={cards ? null : <ColumnChooser choices={layout.choices} />}
        extra={props.filtersExtra}
        columnNote={
          layout.dropped.length > 0 && (
            // A column this width would show that found no room is said, not lost.
            <Text size="xs" c="dimmed" role="status">
              {t('payment-list.droppedColumns', {
                columns: layout.dropped.map((column) => t(column.label)).join(', '),
              })}
            </Text>
          )
        }
        onExport={startExport}
        exportDisabled={payments.length === 0}
        compact={cards}
        sortControl={cards ? <CardSort sort={sort} dir={dir} onSort={onSort} /> : null}
      />
      <LinkedPaymentStatus
        target={link.target}
        lookup={link.lookup}
        where={t(
          props.subject.kind === 'checkout'
            ? 'payments-view.whereCheckout'
            : 'payments-view.whereWatchlist',
        )}
        loaded={payments.length}
        progress={pages?.progress ?? null}
        onCancel={() => pages?.cancelLoadAll()}
        onRetry={link.retry}
        onDismiss={link.close}
      />
      <SummaryPanel
        rows={matching}
        loaded={payments}
        filtered={filtered}
        hasMore={hasMore}
        moreNote={props.moreNote}
        hideAmounts={preferences.hideAmounts}
        timeZone={preferences.timeZone}
        badge={props.countBadge}
        actions={
          filtered && pages && (hasMore || pages.progress) ? (
            <SearchAllPages source={pages} />
          ) : null
        }
      />
      {undated > 0 && (
        <Text size="sm" c="orange.9" data-testid="undated-note">
          {t('payments-view.undatedNote', { count: undated })}
        </Text>
      )}
      {rows.length === 0 ? (
        // A status: a screen reader hears that a filter left nothing.
        <Paper withBorder p="lg" role="status">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {payments.length === 0
                ? t('payments-view.noneLoaded')
                : payments.length === 1
                  ? t('payments-view.oneNoMatch')
                  : t('payments-view.noneMatch', { count: payments.length })}
              {payments.length > 0 && hasMore
                ? ` ${t(pages ? 'payments-view.moreMaySearchAll' : 'payments-view.moreMayLoadAll')}`
                : ''}
            </Text>
            {payments.length > 0 && hasActiveFilters(search) && (
              <Button
                variant="default"
                leftSection={<IconFilterOff size={16} aria-hidden />}
                onClick={() => onSearchChange(NO_FILTERS)}
              >
                {t('payments-view.clearFilters')}
              </Button>
            )}
          </Group>
        </Paper>
      ) : cards ? (
        <PaymentCards
          label={props.tableLabel}
          rows={rows}
          leadingColumns={props.leadingColumns}
          rowClassName={props.rowClassName}
          preferences={preferences}
          onOpen={link.open}
          onNearEnd={props.onNearEnd ?? noop}
          listKey={listKey}
        />
      ) : (
        <PaymentsTable
          label={props.tableLabel}
          rows={rows}
          columns={layout.columns}
          widths={widths}
          leadingColumns={props.leadingColumns}
          rowClassName={props.rowClassName}
          preferences={preferences}
          sort={sort}
          dir={dir}
          onSort={onSort}
          onOpen={link.open}
          onNearEnd={props.onNearEnd ?? noop}
          listKey={listKey}
        />
      )}
      {/* Paging sticks to the window's bottom while the list runs past it: it stays in
          reach, and the rows that scrolling loads never push it away from a pointer. */}
      {props.footer && <div className="tx-paging">{props.footer}</div>}
      {link.selected && (
        <LazyPaymentDrawer
          payment={link.selected}
          opened={link.opened}
          onClose={link.close}
          checkoutCode={props.checkoutCodeOf?.(link.selected) ?? link.selected.checkoutCode}
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
            loaded={payments}
            filters={filters}
            sortLikeTable={sortLikeTable}
            all={props.everyPage}
          />
        </Suspense>
      )}
    </Stack>
  );
}
