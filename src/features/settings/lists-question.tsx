import { NativeSelect } from '@mantine/core';
import { t } from '@/i18n';
import type { ListsOnNewIdentity } from '@/model/profiles';

/**
 * The question a new base URL or app ID of a saved profile with stored lists asks: do
 * its pins and lists move to the new identity, or go? Unanswered until chosen.
 */
export function ListsQuestion({
  value,
  error,
  onChange,
}: {
  value: ListsOnNewIdentity | undefined;
  error: string | undefined;
  onChange: (lists: ListsOnNewIdentity | undefined) => void;
}) {
  return (
    // A native select, not radios: the choice is rare, and Radio's code would be
    // 1.4 KB gzip more for the settings page's first screen (measured).
    <NativeSelect
      label={t('settings.listsOnNewIdentity')}
      description={t('settings.listsOnNewIdentityHint')}
      value={value ?? ''}
      onChange={(event) => {
        const { value } = event.currentTarget;
        onChange(value === 'move' || value === 'drop' ? value : undefined);
      }}
      data={[
        { value: '', label: t('settings.listsUnchosen'), disabled: true },
        { value: 'move', label: t('settings.listsMove') },
        { value: 'drop', label: t('settings.listsDrop') },
      ]}
      error={error}
    />
  );
}
