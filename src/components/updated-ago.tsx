import { t } from '@/i18n';
import { Text } from '@mantine/core';
import { formatExactTime, formatRelativeTime, isoTime } from '@/lib/format-time';
import { usePreferences } from '@/lib/preferences';
import { useNow } from '@/lib/use-now';

/**
 * "Updated 12 seconds ago" (the label says it is relative), with the exact time in the
 * app's one format as its title, written when the pointer or focus reaches it (the
 * zone's name costs a time-zone database lookup the first screen need not wait for);
 * ticking on its own so the table does not re-render each second.
 */
export function UpdatedAgo({ at, size = 'xs' }: { at: number; size?: 'xs' | 'sm' }) {
  const { timeZone } = usePreferences();
  const now = useNow(1_000);
  if (!at) return null;
  return (
    <Text
      component="time"
      dateTime={isoTime(at) ?? undefined}
      onPointerEnter={(event) => (event.currentTarget.title = formatExactTime(at, timeZone))}
      size={size}
      c="dimmed"
    >
      {t('common.updatedAgo', { ago: formatRelativeTime(Math.min(at, now), now) })}
    </Text>
  );
}
