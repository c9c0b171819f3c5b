import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useApi } from '@/api/identity';
import { t } from '@/i18n';
import { ViewFormDialog } from './view-form-dialog';
import { addView, MAX_VIEW_NAME, type SavedView } from './views-store';

/** Names the page's filters, sort, columns and time zone as a new view. */
export function SaveViewDialog({
  opened,
  onClose,
  takenNames,
  parts,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  takenNames: readonly string[];
  parts: Omit<SavedView, 'id' | 'name'>;
  onSaved: (view: SavedView) => void;
}) {
  const api = useApi();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const trimmed = name.trim();
  const taken = takenNames.some((other) => other.toLowerCase() === trimmed.toLowerCase());
  const error = !trimmed
    ? t('views-dialog.nameRequired')
    : taken
      ? t('views-dialog.nameTaken')
      : undefined;
  const close = () => {
    setName('');
    setTried(false);
    onClose();
  };
  return (
    <ViewFormDialog
      opened={opened}
      title={t('views-dialog.saveDialogTitle')}
      onClose={close}
      onSubmit={() => {
        setTried(true);
        if (error) return;
        onSaved(addView(api, { ...parts, name: trimmed }));
        close();
      }}
    >
      <TextInput
        label={t('views-dialog.nameLabel')}
        description={t('views-dialog.nameDescription')}
        value={name}
        maxLength={MAX_VIEW_NAME}
        onChange={(event) => setName(event.currentTarget.value)}
        error={tried ? error : undefined}
        data-autofocus
      />
    </ViewFormDialog>
  );
}
