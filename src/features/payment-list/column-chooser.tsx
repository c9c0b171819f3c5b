import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { t } from '@/i18n';
import { setPreference, usePreferences } from '@/lib/preferences';
import { toggleColumn, type ColumnChoice } from './column-layout';

/**
 * Which columns the table shows. The set depends on the width (see column-layout.ts):
 * a column that does not fit at this width cannot be switched on, and says so; its
 * value is in the details of each payment.
 */
export function ColumnChooser({ choices }: { choices: readonly ColumnChoice[] }) {
  const preferences = usePreferences();
  return (
    <Popover position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
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
