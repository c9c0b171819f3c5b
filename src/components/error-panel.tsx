import { t } from '@/i18n';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { describeApiError, isApiError } from '@/api/errors';
import { isCodeLoadError } from '@/lib/code-load-error';

/** Shows a data-layer error with its meaning, a retry, and a way to Settings when the app ID or the base URL is at fault (400, 401, 403, a redirect). */
export function ErrorPanel({
  error,
  onRetry,
  retryLabel,
}: {
  error: unknown;
  onRetry?: (() => void) | undefined;
  retryLabel?: string;
}) {
  const { title, detail } = describeApiError(error);
  // 400, 401 and 403: the app ID (or the base URL it is sent to) is what to fix.
  const settingsAtFault =
    isApiError(error) &&
    (error.kind === 'invalid-app-id' ||
      error.kind === 'forbidden' ||
      error.kind === 'unauthorized' ||
      error.kind === 'redirected');
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle aria-hidden />}
    >
      <Stack gap="xs">
        <Text size="sm">{detail}</Text>
        {isApiError(error) && (error.httpStatus !== undefined || error.code !== undefined) && (
          <Text size="xs" c="dimmed">
            {error.httpStatus !== undefined && `HTTP ${error.httpStatus}`}
            {error.code !== undefined &&
              ` · ${t('common.envelopeCode', { code: String(error.code) })}`}
          </Text>
        )}
        <Group gap="xs">
          {/* The page's code did not come: a retry asks the same failed import again. */}
          {isCodeLoadError(error) ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => window.location.reload()}
            >
              {t('common.reloadPage')}
            </Button>
          ) : (
            onRetry && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={onRetry}
              >
                {retryLabel ?? t('common.retry')}
              </Button>
            )
          )}
          {settingsAtFault && (
            <Button
              size="xs"
              component={Link}
              to="/settings"
              leftSection={<IconSettings size={14} aria-hidden />}
            >
              {t('common.openSettings')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
