import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useApi } from '@/api/identity';
import { t } from '@/i18n';
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
    ? t('saved-views.nameRequired')
    : taken
      ? t('saved-views.nameTaken')
      : undefined;
  const close = () => {
    setName('');
    setTried(false);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('saved-views.saveDialogTitle')}
      closeButtonProps={{ 'aria-label': t('saved-views.cancel') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (error) return;
          onSaved(addView(api, { ...parts, name: trimmed }));
          close();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('saved-views.nameLabel')}
            description={t('saved-views.nameDescription')}
            value={name}
            maxLength={MAX_VIEW_NAME}
            onChange={(event) => setName(event.currentTarget.value)}
            error={tried ? error : undefined}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('saved-views.cancel')}
            </Button>
            <Button type="submit">{t('saved-views.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
