import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPinnedOff, IconRefresh } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ErrorPanel } from '@/components/error-panel';
import { UpdatedAgo } from '@/components/updated-ago';
import { formatDecimal, formatUsd } from '@/lib/decimal';
import { countNoun, formatCount } from '@/lib/format-count';
import { displayAmount } from '@/lib/mask';
import { CheckoutStateBadges } from '@/features/disable-checkout';
import { unpinCheckout } from '@/features/checkouts';
import {
  CALM_CHECK_MS,
  LIVE_CHECK_MS,
  LiveCheckNote,
  formatInterval,
} from '@/features/live-updates';
import { tokenLabel } from '@/features/payment-records';
import { summarizeTransactions } from '@/features/payment-summary';
import { ProfileMark } from '@/features/settings';
import { PinnedCheckoutLink } from './pinned-checkout-link';
import type { WatchedCheckout } from './watched-checkouts';

const NO_RECORDS: never[] = [];

/** What the card's numbers are about: the latest page, or every payment there is. */
function latestPageLine(count: number, hasMore: boolean): string {
  if (count === 0) return 'No payments yet';
  const payments = countNoun(count, 'payment');
  return hasMore ? `${payments} on the latest page` : `${payments}, all of them`;
}

/**
 * One pinned checkout on the watchlist: its name and state badges, totals over its
 * latest page, how it is checked, and the way to the checkout page for all its payments.
 */
export function WatchedCheckoutCard({
  checkout,
  showProfile,
  otherProfile,
  hideAmounts,
}: {
  checkout: WatchedCheckout;
  /** Pins of several profiles are on the watchlist: each card names its own. */
  showProfile: boolean;
  /** Pinned in a profile other than the one in use: its links switch to it. */
  otherProfile: boolean;
  hideAmounts: boolean;
}) {
  const { checkoutCode, page, hasMore, api } = checkout;
  const records = page?.records ?? NO_RECORDS;
  const name = records[0]?.name || checkout.name;
  const label = name ?? checkoutCode;
  const summary = useMemo(() => summarizeTransactions(records), [records]);
  const pending = summary.byStatus.find((item) => item.status === 'Pending')?.count ?? 0;
  const failing = checkout.check !== null && checkout.check.failedAt > checkout.check.okAt;

  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-label={
        showProfile ? `Checkout ${label} of ${checkout.profile.name}` : `Checkout ${label}`
      }
      data-testid="watched-checkout"
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h5" style={{ wordBreak: 'break-word' }}>
              {/* A title that links, not a browser-blue underlined link. */}
              <Anchor
                c="inherit"
                underline="hover"
                inherit
                renderRoot={(props) => (
                  <PinnedCheckoutLink {...props} pin={checkout} otherProfile={otherProfile} />
                )}
              >
                {label}
              </Anchor>
            </Title>
            {showProfile && (
              <Text size="xs">
                <ProfileMark profile={checkout.profile} />
              </Text>
            )}
            <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {checkoutCode}
            </Text>
          </Stack>
          {/* An icon button: never squeezed by a long name. */}
          <Tooltip label="Unpin">
            <ActionIcon
              variant="subtle"
              color="gray"
              style={{ flexShrink: 0 }}
              onClick={() => unpinCheckout(api, checkoutCode)}
              aria-label={`Unpin ${label}`}
            >
              <IconPinnedOff size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <CheckoutStateBadges checkoutCode={checkoutCode} api={api} />
        {checkout.loading && (
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm">Loading transactions…</Text>
          </Group>
        )}
        {checkout.error && !page && (
          <ErrorPanel error={checkout.error} onRetry={checkout.refetch} />
        )}
        {page && (
          <>
            <Text size="sm">
              {latestPageLine(records.length, hasMore)}
              {records.length > 0 && (
                <>
                  {' '}
                  · {formatCount(summary.completed.count)} completed,{' '}
                  {displayAmount(formatUsd(summary.completed.amountUsd), hideAmounts)} USD
                </>
              )}
            </Text>
            {summary.completed.byToken.length > 0 && (
              // One line per token (a chain and a pay symbol): amounts are never added across tokens.
              <Text
                component="ul"
                size="xs"
                c="dimmed"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-label="Completed per token"
              >
                {summary.completed.byToken.map((row) => (
                  <li key={tokenLabel(row.token)}>
                    {row.amount === null
                      ? `${countNoun(row.count, 'payment')} of an ${tokenLabel(row.token)}, ${displayAmount(formatUsd(row.amountUsd), hideAmounts)} USD (amounts not added)`
                      : `${displayAmount(formatDecimal(row.amount), hideAmounts)} ${tokenLabel(row.token)}`}
                  </li>
                ))}
              </Text>
            )}
            <Group gap="xs" wrap="wrap">
              {/* The rate in words comes from the policy's numbers. */}
              {pending > 0 ? (
                <Badge color="yellow" variant="light">
                  {formatCount(pending)} pending · every {formatInterval(LIVE_CHECK_MS)}
                </Badge>
              ) : (
                <Badge color="gray" variant="light">
                  Nothing pending · every {formatInterval(CALM_CHECK_MS)}
                </Badge>
              )}
              <UpdatedAgo at={checkout.updatedAt} />
              {checkout.fetching && <Loader size={12} aria-hidden />}
            </Group>
            {failing && <LiveCheckNote check={checkout.check} />}
            <Group gap="xs">
              {hasMore && (
                <Anchor
                  size="sm"
                  renderRoot={(props) => (
                    <PinnedCheckoutLink {...props} pin={checkout} otherProfile={otherProfile} />
                  )}
                  aria-label={`All payments of ${label}`}
                >
                  All payments
                </Anchor>
              )}
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconRefresh size={14} aria-hidden />}
                disabled={checkout.fetching}
                onClick={checkout.refetch}
                aria-label={`Refresh ${label}`}
              >
                Refresh
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
