import { Stack, Text, TextInput, Title, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { countNoun, formatCount } from '@/lib/format-count';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A catalogue page: heading, what it is for, and the catalogue. */
export function CataloguePage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Stack>
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </div>
      {children}
    </Stack>
  );
}

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
      label="Search"
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

/** "12 currencies" or "3 of 12 currencies", announced politely as the search changes. */
export function CatalogueCount({
  shown,
  total,
  suffix,
}: {
  shown: number;
  total: number;
  suffix?: string;
}) {
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {shown === total
        ? countNoun(total, 'currency', 'currencies')
        : `${formatCount(shown)} of ${countNoun(total, 'currency', 'currencies')}`}
      {suffix}
    </Text>
  );
}
