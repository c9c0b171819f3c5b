import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { memo, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { IconFileExport, IconFilter, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { KNOWN_STATUSES, isKnownStatus, statusLabel } from '@/api/statuses';
import { t } from '@/i18n';
import type { TimeZoneChoice } from '@/lib/format-time';
import { useSearchText } from '@/lib/use-search-text';
import { DateFilter } from './date-filter';
import { DeferredMultiSelect } from './deferred-filter-combobox';
import { countBadge, MoreFilterChips, MoreFilters } from './more-filters';
import { hasActiveFilters, setFilterCount } from './search-filters';
import { MAX_QUERY_LENGTH, NO_FILTERS, type CheckoutSearch } from './search-schema';

/**
 * Chain, status, search and date filters, and "More filters" (token, amount, USD value,
 * price mismatch); all in the URL. Plus columns and export. On a phone (`compact`) the
 * filters fold behind one Filters button that counts those set, beside the sort order and
 * Export, so the first screen shows payments.
 */
export function FiltersBar({
  search,
  chainOptions,
  tokenOptions,
  timeZone,
  onChange,
  columnChooser,
  columnNote,
  onExport,
  exportDisabled,
  compact = false,
  sortControl,
  extra,
}: {
  search: CheckoutSearch;
  chainOptions: readonly string[];
  /** Token keys present in the loaded payments. */
  tokenOptions: readonly string[];
  timeZone: TimeZoneChoice;
  onChange: (patch: Partial<CheckoutSearch>) => void;
  /** The column chooser (none for the phone's cards). */
  columnChooser: ReactNode;
  /** A line saying which columns found no room, under the controls. */
  columnNote?: ReactNode;
  /** Opens the export dialog. */
  onExport: () => void;
  exportDisabled: boolean;
  /** A phone: the filters folded behind one button. */
  compact?: boolean;
  /** The sort order's control, beside the Filters button when compact (the phone's cards). */
  sortControl?: ReactNode;
  /** Another feature's control beside Columns and Export (beside Export when compact). */
  extra?: ((compact: boolean) => ReactNode) | undefined;
}) {
  // The search box types locally and writes to the URL after a pause.
  const writeQuery = useCallback(
    (q: string | undefined) => onChange({ q: q?.trim() || undefined }),
    [onChange],
  );
  const query = useSearchText(search.q, writeQuery);
  const [unfolded, setUnfolded] = useState(false);
  const foldId = useId();

  // Each control's props hold still while another filter changes, so a change draws
  // again only the control it came from (the controls are memoised).
  const chainKey = JSON.stringify(search.chain ?? []);
  const statusKey = JSON.stringify(search.status ?? []);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const chosenChains = useMemo(() => search.chain ?? [], [chainKey]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const chosenStatuses = useMemo(() => search.status ?? [], [statusKey]);
  const chainChoices = useMemo(
    () =>
      [...new Set([...chainOptions, ...chosenChains])]
        .sort()
        .map((chain) => ({ value: chain, label: chain })),
    [chainOptions, chosenChains],
  );
  // The statuses as the user reads them; the values (URL, filter) stay as the API sends them.
  const statusChoices = useMemo(
    () => KNOWN_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
    [],
  );
  const onChains = useCallback(
    (value: string[]) => onChange({ chain: value.length ? [...value].sort() : undefined }),
    [onChange],
  );
  const onStatuses = useCallback(
    (value: string[]) => {
      const statuses = KNOWN_STATUSES.filter(
        (status) => value.includes(status) && isKnownStatus(status),
      );
      onChange({ status: statuses.length ? statuses : undefined });
    },
    [onChange],
  );
  const exportButton = !compact && <ExportButton onExport={onExport} disabled={exportDisabled} />;
  const count = setFilterCount(search);
  const filtersButton = compact && (
    <Button
      variant={count > 0 ? 'light' : 'default'}
      leftSection={<IconFilter size={16} aria-hidden />}
      rightSection={countBadge(count)}
      aria-label={count > 0 ? t('payment-filters.filtersSet', { count }) : undefined}
      aria-expanded={unfolded}
      aria-controls={foldId}
      onClick={() => setUnfolded((open) => !open)}
    >
      {t('payment-filters.filters')}
    </Button>
  );
  return (
    <Stack gap={6}>
      {compact && (
        <Group align="flex-end" gap={6} wrap="wrap">
          {filtersButton}
          {sortControl}
          <Group gap={6} ml="auto" wrap="nowrap">
            {extra?.(true)}
            {/* An icon with its name: the row holds the filters, the order and this. */}
            <ActionIcon
              variant="default"
              size={36}
              aria-label={t('payment-filters.export')}
              title={t('payment-filters.export')}
              onClick={onExport}
              disabled={exportDisabled}
              aria-haspopup="dialog"
            >
              <IconFileExport size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      )}
      <Group
        id={foldId}
        align="flex-end"
        gap="sm"
        wrap="wrap"
        // Folded on a phone until asked for; Mantine's flex display would win over `hidden`.
        style={compact && !unfolded ? { display: 'none' } : undefined}
      >
        <DeferredMultiSelect
          label={t('payment-filters.chainLabel')}
          placeholder={t('payment-filters.allChains')}
          options={chainChoices}
          value={chosenChains}
          onChange={onChains}
          w={CHAIN_WIDTH}
        />
        <DeferredMultiSelect
          label={t('payment-filters.statusLabel')}
          placeholder={t('payment-filters.allStatuses')}
          options={statusChoices}
          value={chosenStatuses}
          onChange={onStatuses}
          w={WIDE_WIDTH}
        />
        <SearchField
          text={query.text}
          onText={query.change}
          onFlush={query.flush}
          onClear={query.clear}
        />
        <DateFilter search={search} timeZone={timeZone} onChange={onChange} />
        <MoreFilters search={search} tokenOptions={tokenOptions} onChange={onChange} />
        {hasActiveFilters(search) && (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => {
              query.cancel();
              onChange(NO_FILTERS);
            }}
          >
            {t('payment-filters.clearFilters')}
          </Button>
        )}
        {!compact && (
          <Group gap="xs" ml="auto">
            {extra?.(false)}
            {columnChooser}
            {exportButton}
          </Group>
        )}
      </Group>
      {!compact && columnNote}
      <MoreFilterChips search={search} onChange={onChange} />
    </Stack>
  );
}

const CHAIN_WIDTH = { base: '100%', xs: 220 };
const WIDE_WIDTH = { base: '100%', xs: 260 };

/** The search box: drawn again as its text changes, not with every other filter. */
const SearchField = memo(function SearchField({
  text,
  onText,
  onFlush,
  onClear,
}: {
  text: string;
  onText: (text: string) => void;
  /** Enter: writes the text to the URL now. */
  onFlush: () => void;
  onClear: () => void;
}) {
  return (
    <TextInput
      label={t('payment-filters.searchLabel')}
      placeholder={t('payment-filters.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      maxLength={MAX_QUERY_LENGTH}
      onChange={(event) => onText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onFlush();
        if (event.key === 'Escape' && text) onClear();
      }}
      w={WIDE_WIDTH}
    />
  );
});

const ExportButton = memo(function ExportButton({
  onExport,
  disabled,
}: {
  onExport: () => void;
  disabled: boolean;
}) {
  return (
    <Button
      variant="default"
      leftSection={<IconFileExport size={16} aria-hidden />}
      onClick={onExport}
      disabled={disabled}
      aria-haspopup="dialog"
    >
      {t('payment-filters.export')}
    </Button>
  );
});
