import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import type { ReactNode } from 'react';
import { t } from '@/i18n';
import { addsOnly, type ImportPlan } from './import-plan';

export interface PendingImport {
  fileName: string;
  plan: ImportPlan;
}

/**
 * The question before an import: what each profile would take, what it would replace,
 * and what is skipped. Cancel has the focus, so a stray Enter replaces nothing.
 */
export function ImportDialog({
  opened,
  pending,
  onCancel,
  onImport,
}: {
  opened: boolean;
  pending: PendingImport | null;
  onCancel: () => void;
  onImport: () => void;
}) {
  const plan = pending?.plan;
  const replaced = plan?.targets.filter((target) => !addsOnly(target)) ?? [];
  const added = plan?.targets.filter(addsOnly) ?? [];
  const skipped = [
    ...(plan?.unmatched.map((shared) =>
      t('settings-transfer.unmatched', { name: shared.name, baseUrl: shared.baseUrl }),
    ) ?? []),
    ...(plan?.empty.map((shared) => t('settings-transfer.empty', { name: shared.name })) ?? []),
  ];
  const importable = (plan?.targets.length ?? 0) > 0;
  return (
    <Dialog
      opened={opened}
      onClose={onCancel}
      title={t('settings-transfer.dialogTitle')}
      size="lg"
      closeLabel={t('settings-transfer.closeWithoutImporting')}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('settings-transfer.dialogFile', { file: pending?.fileName ?? '' })}
      </Text>
      <Changes
        heading={t('settings-transfer.replacedHeading')}
        lines={replaced.map(({ name, shared, current }) =>
          t('settings-transfer.replaced', {
            name,
            views: shared.views.views.length,
            pins: shared.pins.length,
            currentViews: current.views,
            currentPins: current.pins,
          }),
        )}
      />
      <Changes
        heading={t('settings-transfer.addedHeading')}
        lines={added.map(({ name, shared }) =>
          t('settings-transfer.added', {
            name,
            views: shared.views.views.length,
            pins: shared.pins.length,
          }),
        )}
      />
      <Changes heading={t('settings-transfer.skippedHeading')} lines={skipped} />
      {!importable && <Text size="sm">{t('settings-transfer.nothingToImport')}</Text>}
      <Group justify="flex-end">
        {importable ? (
          <>
            <Button variant="default" onClick={onCancel} data-autofocus>
              {t('settings-transfer.cancel')}
            </Button>
            <Button onClick={onImport}>{t('settings-transfer.import')}</Button>
          </>
        ) : (
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('settings-transfer.close')}
          </Button>
        )}
      </Group>
    </Dialog>
  );
}

/** One kind of change and its lines; nothing when there are none. */
function Changes({ heading, lines }: { heading: string; lines: readonly string[] }): ReactNode {
  if (lines.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} component="h3" m={0}>
        {heading}
      </Text>
      <Stack component="ul" gap={4} m={0} pl="lg">
        {lines.map((line) => (
          <Text component="li" size="sm" key={line} style={{ overflowWrap: 'anywhere' }}>
            {line}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
