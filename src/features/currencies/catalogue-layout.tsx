import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { t } from '@/i18n';
import { formatCount } from '@/lib/format-count';

/** The search field of a catalogue; Escape clears a search. */
export function CatalogueSearch({
  placeholder,
  text,
  onChange,
  onClear,
  w,
}: {
  placeholder: string;
  text: string;
  onChange: (text: string) => void;
  onClear: () => void;
  w: TextInputProps['w'];
}) {
  return (
    <TextInput
      label={t('currencies.searchLabel')}
      type="search"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && text) onClear();
      }}
      w={w}
    />
  );
}

/** The count line's words: all of them or some, on the chosen chains or on any. */
function countText(shown: number, total: number, chains: string | undefined): string {
  if (shown === total) {
    return chains
      ? t('currencies.countAllOn', { total, chains })
      : t('currencies.countAll', { total });
  }
  const some = formatCount(shown);
  return chains
    ? t('currencies.countSomeOn', { shown: some, total, chains })
    : t('currencies.countSome', { shown: some, total });
}

/**
 * "12 currencies" or "3 of 12 currencies" (and "on ETH, TRON" with a chain filter),
 * announced politely as the search changes.
 */
export function CatalogueCount({
  shown,
  total,
  chains,
}: {
  shown: number;
  total: number;
  /** The chains filtered on, as written ("ETH, TRON"), if any. */
  chains?: string | undefined;
}) {
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {countText(shown, total, chains)}
    </Text>
  );
}
