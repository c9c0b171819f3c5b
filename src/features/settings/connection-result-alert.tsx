import { Alert, Button, Stack, Text } from '@mantine/core';
import { t } from '@/i18n';
import type { Connection } from './use-connection-test';

/**
 * The last test's result, announced: it works, or why not; a failed Save's test offers
 * "Save anyway".
 */
export function ConnectionResultAlert({
  connection,
  onSaveAnyway,
}: {
  connection: Connection | null;
  onSaveAnyway: () => void;
}) {
  return (
    <div aria-live="polite">
      {connection &&
        (connection.result.ok ? (
          <Alert color="teal" title={t('settings.connectionWorks')}>
            {connection.result.message}
          </Alert>
        ) : (
          <Alert
            color="red"
            title={t(connection.fromSave ? 'settings.notSaved' : 'settings.connectionFailed', {
              reason: connection.result.title,
            })}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{connection.result.message}</Text>
              {connection.fromSave && (
                <>
                  <Text size="sm">{t('settings.saveAnywayHint')}</Text>
                  <Button size="xs" variant="default" onClick={onSaveAnyway}>
                    {t('settings.saveAnyway')}
                  </Button>
                </>
              )}
            </Stack>
          </Alert>
        ))}
    </div>
  );
}
