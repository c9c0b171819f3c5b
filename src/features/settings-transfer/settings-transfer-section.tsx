import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState, type ChangeEvent } from 'react';
import { t } from '@/i18n';
import { downloadText } from '@/lib/download-text';
import { settingsStore, useSettings } from '@/model/profiles';
import { ImportDialog, type PendingImport } from './import-dialog';
import { planImport } from './import-plan';
import { MAX_FILE_BYTES, parseSettingsFile, settingsFileName } from './settings-file';
import { applyImport, exportedSettings, holdingOf, sharedProfiles } from './transfer-stores';

/**
 * Export: one JSON file of this browser's profiles (no app IDs) with their views and
 * pins. Import: a file is read and checked, then a dialog says what it would add and
 * replace; nothing changes before Import is chosen.
 */
export function SettingsTransferSection() {
  const { profiles } = useSettings();
  const exportable = sharedProfiles(profiles).length;
  /** Why the last import read nothing, or why the export wrote nothing. */
  const [problem, setProblem] = useState<{ text: string; of: 'import' | 'export' } | null>(null);
  const [pending, setPending] = useState<PendingImport | null>(null);
  const [opened, setOpened] = useState(false);
  const inputId = useId();

  function onExport() {
    setProblem(null);
    const now = new Date();
    const exported = exportedSettings(now);
    if ('appIdOf' in exported) {
      setProblem({
        text: t('settings-transfer.exportRefused', { name: exported.appIdOf }),
        of: 'export',
      });
      return;
    }
    const file = settingsFileName(now);
    downloadText(exported.text, file, 'application/json');
    notifications.show({
      color: 'teal',
      title: t('settings-transfer.exported'),
      message: t('settings-transfer.exportedMessage', { profiles: exportable, file }),
    });
  }

  const refuse = (text: string) => setProblem({ text, of: 'import' });

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    // Emptied, so that choosing the same file again (after a Cancel) reads it again.
    input.value = '';
    if (!chosen) return;
    setProblem(null);
    const file = chosen.name;
    if (chosen.size > MAX_FILE_BYTES) {
      refuse(t('settings-transfer.tooLarge', { file }));
      return;
    }
    let source: string;
    try {
      source = await chosen.text();
    } catch {
      refuse(t('settings-transfer.unreadable', { file }));
      return;
    }
    const parsed = parseSettingsFile(source);
    if ('problem' in parsed) {
      refuse(t(`settings-transfer.${parsed.problem}`, { file }));
      return;
    }
    setPending({
      fileName: file,
      plan: planImport(parsed.file, settingsStore.get().profiles, holdingOf),
    });
    setOpened(true);
  }

  function onImport() {
    if (!pending) return;
    setOpened(false);
    const imported = applyImport(pending.plan);
    notifications.show({
      color: 'teal',
      title: t('settings-transfer.imported'),
      message: t('settings-transfer.importedMessage', {
        profiles: imported,
        file: pending.fileName,
      }),
    });
  }

  return (
    <Paper withBorder p="lg" maw={640} component="section" aria-labelledby={`${inputId}-title`}>
      <Stack gap="md">
        <Title order={2} size="h3" id={`${inputId}-title`}>
          {t('settings-transfer.title')}
        </Title>
        <Text size="sm">{t('settings-transfer.intro')}</Text>
        <div>
          <Button variant="default" onClick={onExport} disabled={exportable === 0}>
            {t('settings-transfer.export')}
          </Button>
          {exportable === 0 && (
            <Text size="sm" mt="xs">
              {t('settings-transfer.nothingToExport')}
            </Text>
          )}
        </div>
        <Stack gap={4}>
          <Text component="label" htmlFor={inputId} size="sm" fw={500}>
            {t('settings-transfer.importLabel')}
          </Text>
          <Text size="xs" c="dimmed" id={`${inputId}-description`}>
            {t('settings-transfer.importDescription')}
          </Text>
          <input
            id={inputId}
            type="file"
            accept="application/json,.json"
            aria-describedby={`${inputId}-description`}
            onChange={(event) => void onFile(event)}
            style={{ maxWidth: '100%' }}
          />
        </Stack>
        {problem && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={problem.of === 'import' ? t('settings-transfer.problemTitle') : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {problem.text}
          </Alert>
        )}
      </Stack>
      <ImportDialog
        opened={opened}
        pending={pending}
        onCancel={() => setOpened(false)}
        onImport={onImport}
      />
    </Paper>
  );
}
