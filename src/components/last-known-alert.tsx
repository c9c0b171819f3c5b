import { Alert, CloseButton, Group, Text } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '@/i18n';
import { formatExactTime, formatRelativeTime } from '@/lib/format-time';
import { usePreferences } from '@/lib/preferences';
import { useNow } from '@/lib/use-now';
import type { ServiceState } from '@/model/last-known';
import { SmallButton } from './small-button';

import type { LastKnownLineProps } from './last-known-line';

/** How long "The service answers again" stays before it goes by itself. */
const BACK_LINE_MS = 5 * 60_000;

/**
 * The dated line above data the service could not refresh: "The service is not
 * answering. Shown: payments and their totals as of 10:42 (38 minutes ago)." While it
 * shows, everything on the page is of that time (nothing fresh is mixed in: the service
 * gives nothing). Once the service answers again and the data is refreshed, it says so.
 */
export default function LastKnownAlert({
  at,
  subject,
  onRetry,
  compact = false,
  refreshedAt = at,
  state: { down, recoveredAt },
}: LastKnownLineProps & { state: ServiceState }) {
  const { timeZone } = usePreferences();
  const now = useNow(15_000);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  if (!at) return null;
  const time = formatExactTime(at, timeZone);
  const ago = formatRelativeTime(Math.min(at, now), now);
  if (down) {
    const title = t(down.reason === 'offline' ? 'last-known.offline' : 'last-known.down');
    const shown = t('last-known.shown', { subject, time, ago });
    return (
      <Alert
        role="status"
        color="orange"
        variant="light"
        icon={compact ? undefined : <IconCloudOff aria-hidden />}
        title={compact ? undefined : title}
        p={compact ? 'xs' : undefined}
      >
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm">
            {compact ? (
              <>
                <strong>{title}.</strong> {shown}
              </>
            ) : (
              shown
            )}
          </Text>
          {onRetry && down.reason !== 'offline' && (
            <SmallButton icon={IconRefresh} onClick={onRetry}>
              {t('last-known.retry')}
            </SmallButton>
          )}
        </Group>
      </Alert>
    );
  }
  if (recoveredAt === null || dismissedAt === recoveredAt) return null;
  if (refreshedAt < recoveredAt) {
    return (
      <Text role="status" size="sm" c="dimmed">
        {t('last-known.refreshing', { subject, time })}
      </Text>
    );
  }
  if (now - recoveredAt > BACK_LINE_MS) return null;
  return (
    <Alert role="status" color="teal" variant="light" p="xs">
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm">
          {t('last-known.back', { subject, time: formatExactTime(refreshedAt, timeZone) })}
        </Text>
        <CloseButton
          size="sm"
          aria-label={t('last-known.dismiss')}
          onClick={() => setDismissedAt(recoveredAt)}
        />
      </Group>
    </Alert>
  );
}
