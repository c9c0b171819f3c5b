import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
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
  const query = useSearchText(search.q, (q) => onChange({ q: q?.trim() || undefined }));
  const [unfolded, setUnfolded] = useState(false);
  const foldId = useId();

  const chains = [...new Set([...chainOptions, ...(search.chain ?? [])])].sort();
  const exportButton = !compact && (
    <Button
      variant="default"
      leftSection={<IconFileExport size={16} aria-hidden />}
      onClick={onExport}
      disabled={exportDisabled}
      aria-haspopup="dialog"
    >
      {t('payment-filters.export')}
    </Button>
  );
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
          options={chains.map((chain) => ({ value: chain, label: chain }))}
          value={search.chain ?? []}
          onChange={(value) => onChange({ chain: value.length ? [...value].sort() : undefined })}
          w={{ base: '100%', xs: 220 }}
        />
        <DeferredMultiSelect
          label={t('payment-filters.statusLabel')}
          placeholder={t('payment-filters.allStatuses')}
          // The statuses as the user reads them; the values (URL, filter) stay as the API sends them.
          options={KNOWN_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
          value={search.status ?? []}
          onChange={(value) => {
            const statuses = KNOWN_STATUSES.filter(
              (status) => value.includes(status) && isKnownStatus(status),
            );
            onChange({ status: statuses.length ? statuses : undefined });
          }}
          w={{ base: '100%', xs: 260 }}
        />
        <TextInput
          label={t('payment-filters.searchLabel')}
          placeholder={t('payment-filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query.text}
          maxLength={MAX_QUERY_LENGTH}
          onChange={(event) => query.change(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') query.flush();
            if (event.key === 'Escape' && query.text) query.clear();
          }}
          w={{ base: '100%', xs: 260 }}
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
