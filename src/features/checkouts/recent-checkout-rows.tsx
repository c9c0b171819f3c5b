import { ActionIcon, Anchor, Badge, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
// Loaded on first hover or focus: Mantine's Tooltip brings floating-ui.
import { DeferredTooltip as Tooltip } from '@/components/deferred-tooltip';
import { IconCopy, IconDots, IconPin, IconPinnedOff, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { codeOnTouch, useCode } from '@/components/code-on-touch';
import type { ApiIdentity } from '@/api/identity';
import { t, tRich } from '@/i18n';
import { announce } from '@/lib/announce';
import { copyText } from '@/lib/clipboard';
import { formatExactTime, formatRelativeTime } from '@/lib/format-time';
import { usePreferences } from '@/lib/preferences';
import {
  removeRecentCheckout,
  togglePinRecentCheckout,
  type RecentCheckout,
} from './recent-checkouts-store';

// The Disable item of a row's menu: its code comes when the menu's button is reached for
// (pointer, focus), not with the rows: most visits never open the menu.
const disableCode = codeOnTouch(() =>
  import('@/features/disable-checkout').then((module) => module.DisableCheckoutButton),
);

/**
 * The recent checkouts' rows, each with its actions. A chunk of its own: a first visit
 * has none, and their menu brings Mantine's Popover and floating-ui (~30 KB gzip).
 */
export default function RecentCheckoutRows({
  api,
  recent,
}: {
  api: ApiIdentity;
  recent: readonly RecentCheckout[];
}) {
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
  const DisableCheckoutButton = useCode(disableCode);
  const exact = formatExactTime(entry.openedAt, timeZone);
  const opened = (
    <time dateTime={new Date(entry.openedAt).toISOString()} title={exact}>
      {formatRelativeTime(entry.openedAt)}
    </time>
  );

  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap={6} wrap="nowrap">
            {entry.pinned && <IconPin size={14} aria-label={t('checkouts.pinned')} role="img" />}
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
            {entry.name
              ? tRich('checkouts.codeAndOpened', { code, time: opened })
              : tRich('checkouts.opened', { time: opened })}
          </Text>
          {entry.noPayments && (
            <Group gap={6} wrap="nowrap">
              <Badge color="orange" variant="light" size="sm" style={{ flexShrink: 0 }}>
                {t('checkouts.noPayments')}
              </Badge>
              <Text size="sm" c="dimmed" truncate>
                {t('checkouts.noPaymentsHint')}
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
            aria-label={t('checkouts.openCode', { code })}
          >
            {t('checkouts.open')}
          </Button>
          <Tooltip label={t(entry.pinned ? 'checkouts.unpin' : 'checkouts.pinTooltip')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t(entry.pinned ? 'checkouts.unpinCode' : 'checkouts.pinCode', { code })}
              onClick={() => {
                togglePinRecentCheckout(api, code);
                announce(
                  t(entry.pinned ? 'checkouts.unpinnedCode' : 'checkouts.pinnedCode', { code }),
                );
              }}
            >
              {entry.pinned ? (
                <IconPinnedOff size={16} aria-hidden />
              ) : (
                <IconPin size={16} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('checkouts.removeTooltip')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('checkouts.removeCode', { code })}
              onClick={() => {
                removeRecentCheckout(api, code);
                announce(t('checkouts.removedCode', { code }));
              }}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('checkouts.moreActions', { code })}
                onPointerEnter={disableCode.load}
                onFocus={disableCode.load}
                onClick={disableCode.load}
              >
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconCopy size={14} aria-hidden />}
                onClick={() => void copyText(code, t('checkouts.copyLabel', { code }))}
              >
                {t('checkouts.copyCode')}
              </Menu.Item>
              {DisableCheckoutButton && (
                <DisableCheckoutButton
                  checkoutCode={code}
                  checkoutName={entry.name}
                  variant="menu-item"
                />
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Paper>
  );
}
