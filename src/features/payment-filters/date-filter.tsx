import { Group, TextInput } from '@mantine/core';
import { memo, useState } from 'react';
import { t } from '@/i18n';
import { timeZoneLabel, type TimeZoneChoice } from '@/lib/format-time';
import { DATE_PRESET_LABELS } from './date-range';
import { DeferredSelect } from './deferred-filter-combobox';
import { keysOfGroups, sameFilterValues } from './filter-groups';
import { DATE_PRESETS, type CheckoutSearch, type DatePreset } from './search-schema';

const ANY = 'any';
const CUSTOM = 'custom';

function dateOptions() {
  return [
    { value: ANY, label: t('payment-filters.dateAnyTime') },
    ...DATE_PRESETS.map((preset) => ({ value: preset, label: t(DATE_PRESET_LABELS[preset]) })),
    { value: CUSTOM, label: t('payment-filters.dateCustomRange') },
  ];
}

/**
 * The date filter: a preset or custom days (both included), all in the URL. Days begin
 * and end in the time zone chosen in the header (UTC or local time), which it says.
 */
const DATE_KEYS = keysOfGroups(['date']);

export const DateFilter = memo(
  function DateFilter({
    search,
    timeZone,
    onChange,
  }: {
    search: Pick<CheckoutSearch, 'date' | 'from' | 'to'>;
    timeZone: TimeZoneChoice;
    onChange: (patch: Partial<CheckoutSearch>) => void;
  }) {
    // "Custom range" chosen before any day is entered: nothing in the URL yet.
    const [customChosen, setCustomChosen] = useState(false);
    const custom = !search.date && Boolean(search.from || search.to || customChosen);
    const value = search.date ?? (custom ? CUSTOM : ANY);
    const zone = timeZoneLabel(timeZone);
    return (
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DeferredSelect
          // The zone in the label, not a description line: the labels of the bar stay in line.
          label={t('payment-filters.dateLabel', { zone })}
          options={dateOptions()}
          value={value}
          onChange={(next) => {
            setCustomChosen(next === CUSTOM);
            if (next === CUSTOM) onChange({ date: undefined });
            else
              onChange({
                date: next === ANY ? undefined : (next as DatePreset),
                from: undefined,
                to: undefined,
              });
          }}
          w={170}
        />
        {custom && (
          <>
            <TextInput
              type="date"
              label={t('payment-filters.from')}
              title={t('payment-filters.firstDayTitle')}
              value={search.from ?? ''}
              max={search.to}
              onChange={(event) => onChange({ from: event.currentTarget.value || undefined })}
              w={170}
            />
            <TextInput
              type="date"
              label={t('payment-filters.to')}
              title={t('payment-filters.lastDayTitle')}
              value={search.to ?? ''}
              min={search.from}
              onChange={(event) => onChange({ to: event.currentTarget.value || undefined })}
              w={170}
            />
          </>
        )}
      </Group>
    );
  },
  // Drawn again only when the date filter, the zone or the handler changes.
  (before, after) =>
    before.timeZone === after.timeZone &&
    before.onChange === after.onChange &&
    sameFilterValues(before.search, after.search, DATE_KEYS),
);
