import { Group, Text } from '@mantine/core';
import { CopyButton } from '@/components/copy-button';
import { t } from '@/i18n';

/** A currency ID, prominent, with its copy button ("Copy ID 12" → announces "Copied ID 12"). */
export function CurrencyId({ id }: { id: number }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text ff="monospace" fw={700} size="lg">
        {id}
      </Text>
      <CopyButton value={String(id)} label={t('currencies.idLabel', { id: String(id) })} />
    </Group>
  );
}
