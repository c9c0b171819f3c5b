import { Button, Group } from '@mantine/core';
import { IconCheck, IconPlugConnected, IconTrash } from '@tabler/icons-react';
import { t } from '@/i18n';

/** Save (the form's submit), Test connection, and Forget for a saved profile. */
export function ProfileFormButtons({
  testing,
  onTest,
  onForget,
}: {
  /** Which test is under way: Save's or Test connection's. */
  testing: 'test' | 'save' | null;
  onTest: () => void;
  /** Forget the profile edited; undefined for a new one (nothing to forget). */
  onForget: (() => void) | undefined;
}) {
  return (
    <Group gap="sm">
      <Button
        type="submit"
        loading={testing === 'save'}
        leftSection={<IconCheck size={16} aria-hidden />}
      >
        {t('settings.save')}
      </Button>
      <Button
        variant="default"
        onClick={onTest}
        loading={testing === 'test'}
        disabled={testing === 'save'}
        leftSection={<IconPlugConnected size={16} aria-hidden />}
      >
        {t('settings.testConnection')}
      </Button>
      {onForget && (
        <Button
          variant="subtle"
          color="red"
          onClick={onForget}
          leftSection={<IconTrash size={16} aria-hidden />}
        >
          {t('settings.forget')}
        </Button>
      )}
    </Group>
  );
}
