import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTakeOver, type TouchIntent } from '@/components/code-on-touch';
import { t } from '@/i18n';
import { setPreference, usePreferences } from '@/lib/preferences';
import { toggleColumn, type ColumnChoice } from './column-layout';

export interface ColumnChooserProps {
  choices: readonly ColumnChoice[];
}

/**
 * The column chooser itself (Mantine's Popover with floating-ui, and its checkboxes):
 * loaded when its button is first reached for, see column-chooser.tsx. It takes over the
 * focus and the opening its stand-in was given while this code loaded.
 */
export function ColumnChooserPopover({
  choices,
  intent,
}: ColumnChooserProps & { intent?: TouchIntent | undefined }) {
  const preferences = usePreferences();
  const button = useRef<HTMLButtonElement>(null);
  useTakeOver(button, intent && { ...intent, keys: [] });
  return (
    <Popover position="bottom-end" withArrow trapFocus defaultOpened={intent?.open}>
      <Popover.Target>
        <Button ref={button} variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          {t('payment-list.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 32px)">
        <Stack gap="xs" role="group" aria-label={t('payment-list.visibleColumns')}>
          <Text size="sm" fw={600}>
            {t('payment-list.visibleColumns')}
          </Text>
          {choices.map(({ column, shown, fits }) => (
            <Checkbox
              key={column.id}
              label={t(column.label)}
              checked={shown}
              disabled={!fits}
              description={fits ? undefined : t('payment-list.columnTooWide')}
              onChange={(event) => {
                const next = toggleColumn(preferences, column.id, event.currentTarget.checked);
                setPreference('hiddenColumns', next.hiddenColumns);
                setPreference('shownColumns', next.shownColumns);
              }}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
