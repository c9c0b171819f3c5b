import {
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { SmallButton } from '@/components/small-button';
import { useState } from 'react';
import './activity-feed.css';
import { t } from '@/i18n';
import { formatCount } from '@/lib/format-count';
import { formatExactTime, type TimeZoneChoice } from '@/lib/format-time';
import {
  notificationSupport,
  turnNotificationsOff,
  turnNotificationsOn,
  useNotificationsOn,
} from './browser-notifications';

export interface FeedEvent {
  id: number;
  /** When this browser noticed the change (epoch ms). */
  at: number;
  checkoutCode: string;
  kind: 'new' | 'status';
  text: string;
  /** The same without the amount, shown while amounts are hidden. */
  hiddenText: string;
}

/** The changes noticed while the watchlist is open, newest first. */
export function ActivityFeed({
  events,
  unseenFrom,
  timeZone,
  hideAmounts,
  onSeen,
}: {
  events: readonly FeedEvent[];
  /** Events with an id at or above this are unseen. */
  unseenFrom: number;
  timeZone: TimeZoneChoice;
  hideAmounts: boolean;
  onSeen: () => void;
}) {
  const unseen = events.filter((event) => event.id >= unseenFrom).length;
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-labelledby="activity-heading"
      onFocus={onSeen}
      onPointerDown={onSeen}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="activity-heading">
            {t('watchlist.activityHeading')}
            {unseen > 0 && (
              <Badge ml="xs" color="blue" variant="filled">
                {t('watchlist.unseenCount', { count: formatCount(unseen) })}
              </Badge>
            )}
          </Title>
          <Group gap="xs">
            {unseen > 0 && (
              <Button size="compact-xs" variant="subtle" onClick={onSeen}>
                {t('watchlist.markAsSeen')}
              </Button>
            )}
            <NotificationsToggle />
          </Group>
        </Group>
        {events.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('watchlist.noChangesYet')}
          </Text>
        ) : (
          // The list scrolls itself (a plain scroll box, not Mantine's ScrollArea and its
          // ~5 KB): focusable, so a keyboard scrolls it too.
          <Stack
            component="ol"
            gap={4}
            m={0}
            p={0}
            className="activity-feed-list"
            tabIndex={0}
            aria-label={t('watchlist.activityFeed')}
          >
            {events.map((event) => (
              <Group component="li" key={event.id} gap="xs" wrap="nowrap" align="flex-start">
                <UnseenMark unseen={event.id >= unseenFrom} />
                {/* The text goes under the time and kind where they leave it less than
                    16rem (a phone): never squeezed into a column a few letters wide. */}
                <Group gap="xs" wrap="wrap" align="flex-start" className="activity-item">
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={new Date(event.at).toISOString()}>
                      {formatExactTime(event.at, timeZone)}
                    </time>
                  </Text>
                  <Badge
                    size="sm"
                    variant="light"
                    color={event.kind === 'new' ? 'blue' : 'teal'}
                    style={{ flexShrink: 0 }}
                  >
                    {event.kind === 'new'
                      ? t('watchlist.kindNewPayment')
                      : t('watchlist.kindStatusChange')}
                  </Badge>
                  <Text size="sm" className="activity-item-text">
                    {hideAmounts ? event.hiddenText : event.text}
                  </Text>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * An unseen item's mark: a small dot, quiet beside the heading's count, and "Unseen"
 * first in what a screen reader reads. Seen items keep the slot, so the rows align.
 */
function UnseenMark({ unseen }: { unseen: boolean }) {
  return (
    <>
      {unseen && <VisuallyHidden>{t('watchlist.unseenPrefix')} </VisuallyHidden>}
      <Box
        aria-hidden
        data-unseen-mark={unseen || undefined}
        title={unseen ? t('watchlist.unseen') : undefined}
        w={8}
        h={8}
        mt={6}
        style={{
          flexShrink: 0,
          borderRadius: '50%',
          background: unseen ? 'var(--mantine-color-blue-filled)' : 'transparent',
        }}
      />
    </>
  );
}

/** Offers browser notifications; the permission prompt only follows this click. */
function NotificationsToggle() {
  const on = useNotificationsOn();
  const [support, setSupport] = useState(notificationSupport);
  if (support === 'unsupported') {
    return (
      <Text size="xs" c="dimmed">
        {t('watchlist.notificationsUnsupported')}
      </Text>
    );
  }
  if (support === 'denied') {
    return (
      <Text size="xs" c="dimmed">
        {t('watchlist.notificationsBlocked')}
      </Text>
    );
  }
  return on && support === 'granted' ? (
    <SmallButton size="compact-xs" icon={IconBellOff} onClick={turnNotificationsOff}>
      {t('watchlist.notificationsOff')}
    </SmallButton>
  ) : (
    <SmallButton
      size="compact-xs"
      icon={IconBell}
      onClick={() => void turnNotificationsOn().then(setSupport)}
    >
      {t('watchlist.notificationsOn')}
    </SmallButton>
  );
}
