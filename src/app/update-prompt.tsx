import { Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClock, IconRefresh } from '@tabler/icons-react';
import { SmallButton } from '@/components/small-button';
import { loadCataloguePart, t } from '@/i18n';

const ID = 'update-prompt';

/**
 * The notice that a new version is ready (app/offline.ts): it stays until the
 * user chooses Reload or Later. Loaded with its messages only when a new version waits.
 */
export async function showUpdatePrompt(reload: () => void): Promise<void> {
  await loadCataloguePart('update-prompt');
  notifications.show({
    id: ID,
    autoClose: false,
    withCloseButton: false,
    // Polite: it waits for what the user is doing (Mantine's default is an alert).
    role: 'status',
    title: <UpdatePromptTitle />,
    message: <UpdatePromptActions reload={reload} />,
  });
}

// Components, so the words follow a change of language while the notice is shown.
function UpdatePromptTitle() {
  return <>{t('update-prompt.title')}</>;
}

function UpdatePromptActions({ reload }: { reload: () => void }) {
  return (
    <>
      <Text size="sm">{t('update-prompt.text')}</Text>
      <Group gap="xs" mt="xs">
        <SmallButton icon={IconRefresh} variant="filled" onClick={reload}>
          {t('update-prompt.reload')}
        </SmallButton>
        <SmallButton icon={IconClock} onClick={() => notifications.hide(ID)}>
          {t('update-prompt.later')}
        </SmallButton>
      </Group>
    </>
  );
}
