import { ActionIcon, Anchor, Badge, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
// Loaded on first hover or focus: Mantine's Tooltip brings floating-ui.
import { DeferredTooltip as Tooltip } from '@/components/deferred-tooltip';
import { IconCopy, IconDots, IconPin, IconPinnedOff, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useApi, type ApiIdentity } from '@/api/identity';
import { announce } from '@/lib/announce';
import { copyText } from '@/lib/clipboard';
import { formatCount } from '@/lib/format-count';
import { formatExactTime, formatRelativeTime } from '@/lib/format-time';
import { usePreferences } from '@/lib/preferences';
import { DisableCheckoutButton } from '@/features/disable-checkout';
import {
  RECENT_LIMIT,
  removeRecentCheckout,
  togglePinRecentCheckout,
  useRecentCheckouts,
  type RecentCheckout,
} from './recent-checkouts-store';

/** Checkouts opened in this browser for the current app ID, pinned first. */
export function RecentCheckoutsList() {
  const api = useApi();
  const recent = useRecentCheckouts(api);

  if (recent.length === 0) {
    return (
      <Paper withBorder p="md" radius="md">
        <Text fw={500}>No checkouts opened yet in this browser.</Text>
        <Text size="sm" c="dimmed" mt={4}>
          The checkout service does not list your checkouts, so open one by its code above. The
          checkouts you open are kept here (the last {formatCount(RECENT_LIMIT)} for this app ID,
          pinned ones always).
        </Text>
      </Paper>
    );
  }

  return (
    <Stack
      gap="xs"
      component="ul"
      aria-labelledby="recent-checkouts-heading"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {recent.map((entry) => (
        <RecentCheckoutRow key={entry.checkoutCode} api={api} entry={entry} />
      ))}
    </Stack>
  );
}

function RecentCheckoutRow({ api, entry }: { api: ApiIdentity; entry: RecentCheckout }) {
  const { timeZone } = usePreferences();
  const code = entry.checkoutCode;
  const exact = formatExactTime(entry.openedAt, timeZone);

  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap={6} wrap="nowrap">
            {entry.pinned && <IconPin size={14} aria-label="Pinned" role="img" />}
            {/* The name may still be unknown: the code then stands in. */}
            <Anchor
              fw={600}
              truncate
              renderRoot={(props) => (
                <Link {...props} to="/checkouts/$checkoutCode" params={{ checkoutCode: code }} />
              )}
            >
              {entry.name ?? code}
            </Anchor>
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {entry.name ? <>Code: {code} · </> : null}
            Opened{' '}
            <time dateTime={new Date(entry.openedAt).toISOString()} title={exact}>
              {formatRelativeTime(entry.openedAt)}
            </time>
          </Text>
          {entry.noPayments && (
            <Group gap={6} wrap="nowrap">
              <Badge color="orange" variant="light" size="sm" style={{ flexShrink: 0 }}>
                No payments
              </Badge>
              <Text size="sm" c="dimmed" truncate>
                None when last opened: check the code if you expected some
              </Text>
            </Group>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/checkouts/$checkoutCode" params={{ checkoutCode: code }} />
            )}
            size="xs"
            variant="light"
            aria-label={`Open ${code}`}
          >
            Open
          </Button>
          <Tooltip label={entry.pinned ? 'Unpin' : 'Pin (kept when older ones drop off)'}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`${entry.pinned ? 'Unpin' : 'Pin'} ${code}`}
              onClick={() => {
                togglePinRecentCheckout(api, code);
                announce(`${entry.pinned ? 'Unpinned' : 'Pinned'} ${code}`);
              }}
            >
              {entry.pinned ? (
                <IconPinnedOff size={16} aria-hidden />
              ) : (
                <IconPin size={16} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Remove from this list">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Remove ${code}`}
              onClick={() => {
                removeRecentCheckout(api, code);
                announce(`Removed ${code} from recent checkouts`);
              }}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${code}`}>
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconCopy size={14} aria-hidden />}
                onClick={() => void copyText(code, `checkout code ${code}`)}
              >
                Copy checkout code
              </Menu.Item>
              <DisableCheckoutButton
                checkoutCode={code}
                checkoutName={entry.name}
                variant="menu-item"
              />
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Paper>
  );
}
