import { Button, Group, Stack } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import type { ReactNode } from 'react';
import { t } from '@/i18n';

/** A dialog of the Views menu that asks for a few fields: Cancel, or Save (Enter too). */
export function ViewFormDialog({
  opened,
  title,
  onClose,
  onSubmit,
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog opened={opened} onClose={onClose} title={title} closeLabel={t('views-dialog.cancel')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('views-dialog.cancel')}
            </Button>
            <Button type="submit">{t('saved-views.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
