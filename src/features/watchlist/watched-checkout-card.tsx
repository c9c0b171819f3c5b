import { ActionIcon, Anchor, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPinnedOff, IconRefresh } from '@tabler/icons-react';
import { SmallButton } from '@/components/small-button';
import { useId, useMemo, type ReactNode } from 'react';
// Loaded on first hover or focus: Mantine's Tooltip brings floating-ui.
import { DeferredTooltip as Tooltip } from '@/components/deferred-tooltip';
import { ErrorPanel } from '@/components/error-panel';
import { LastKnownLine } from '@/components/last-known-line';
import { UpdatedAgo } from '@/components/updated-ago';
import { formatDecimal, formatUsd } from '@/lib/decimal';
import { t } from '@/i18n';
import { displayAmount } from '@/lib/mask';
import { CheckoutStateBadges } from '@/features/disable-checkout';
import { unpinCheckout } from '@/features/checkouts';
import {
  CALM_CHECK_MS,
  LIVE_CHECK_MS,
  LiveCheckNote,
  formatInterval,
} from '@/features/live-updates';
import { useServiceState } from '@/model/last-known';
import { tokenLabel } from '@/model/payments';
import { summarizePayments } from '@/features/payment-summary';
import { ProfileMark } from '@/features/settings';
import { PinnedCheckoutLink } from './pinned-checkout-link';
import type { WatchedCheckout } from './watched-checkouts';

const NO_RECORDS: never[] = [];

/** What the card's numbers are about: the latest page, or every payment there is. */
function latestPageLine(count: number, hasMore: boolean): string {
  if (count === 0) return t('watchlist.noPaymentsYet');
  return hasMore
    ? t('watchlist.paymentsOnLatestPage', { count })
    : t('watchlist.paymentsAll', { count });
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
  hiddenByFilters,
}: {
  checkout: WatchedCheckout;
  /** Pins of several profiles are on the watchlist: each card names its own. */
  showProfile: boolean;
  /** Pinned in a profile other than the one in use: its links switch to it. */
  otherProfile: boolean;
  hideAmounts: boolean;
  /** "2 new payments not shown by your filters", when the page's filters hide news of it. */
  hiddenByFilters?: ReactNode;
}) {
  const { checkoutCode, page, hasMore, api } = checkout;
  const payments = page?.records ?? NO_RECORDS;
  const name = payments[0]?.name || checkout.name;
  const label = name ?? checkoutCode;
  const summary = useMemo(() => summarizePayments(payments), [payments]);
  const pending = summary.byStatus.find((item) => item.status === 'Pending')?.count ?? 0;
  // While the service is down the dated line says so, instead of the failing checks' note.
  const serviceDown = useServiceState(api).down !== null;
  const failing =
    !serviceDown && checkout.check !== null && checkout.check.failedAt > checkout.check.okAt;
  const tokensId = useId();

  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-label={
        showProfile
          ? t('watchlist.cardLabelOfProfile', { label, profile: checkout.profile.name })
          : t('watchlist.cardLabel', { label })
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
          <Tooltip label={t('watchlist.unpin')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              style={{ flexShrink: 0 }}
              onClick={() => unpinCheckout(api, checkoutCode)}
              aria-label={t('watchlist.unpinLabel', { label })}
            >
              <IconPinnedOff size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <CheckoutStateBadges checkoutCode={checkoutCode} api={api} />
        {checkout.loading && (
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('watchlist.loadingPayments')}</Text>
          </Group>
        )}
        {checkout.error && !page && (
          <ErrorPanel error={checkout.error} onRetry={checkout.refetch} />
        )}
        {page && (
          <>
            <LastKnownLine api={api} at={checkout.updatedAt} subject="payments" compact />
            <Text size="sm">
              {latestPageLine(payments.length, hasMore)}
              {payments.length > 0 && (
                <>
                  {' '}
                  ·{' '}
                  {t('watchlist.completedSummary', {
                    count: summary.completed.count,
                    usd: displayAmount(formatUsd(summary.completed.amountUsd), hideAmounts),
                  })}
                </>
              )}
            </Text>
            {summary.completed.byToken.length > 0 && (
              // One line per token (a chain and a pay symbol): amounts are never added across
              // tokens. Its heading says what it counts: completed payments only.
              <Text size="xs" c="dimmed" component="div">
                <span id={tokensId}>{t('watchlist.completedPerToken')}</span>
                <Text
                  component="ul"
                  size="xs"
                  c="dimmed"
                  m={0}
                  p={0}
                  style={{ listStyle: 'none' }}
                  aria-labelledby={tokensId}
                >
                  {summary.completed.byToken.map((row) => (
                    <li key={tokenLabel(row.token)}>
                      {row.amount === null
                        ? t('watchlist.tokenNotAdded', {
                            count: row.count,
                            token: tokenLabel(row.token),
                            usd: displayAmount(formatUsd(row.amountUsd), hideAmounts),
                          })
                        : `${displayAmount(formatDecimal(row.amount), hideAmounts)} ${tokenLabel(row.token)}`}
                    </li>
                  ))}
                </Text>
              </Text>
            )}
            <Group gap="xs" wrap="wrap">
              {/* The rate in words comes from the policy's numbers. */}
              {pending > 0 ? (
                <Badge color="yellow" variant="light" tt="none">
                  {t('watchlist.pendingEvery', {
                    count: pending,
                    interval: formatInterval(LIVE_CHECK_MS),
                  })}
                </Badge>
              ) : (
                <Badge color="gray" variant="light" tt="none">
                  {t('watchlist.nothingPendingEvery', { interval: formatInterval(CALM_CHECK_MS) })}
                </Badge>
              )}
              <UpdatedAgo at={checkout.updatedAt} />
              {checkout.fetching && <Loader size={12} aria-hidden />}
            </Group>
            {failing && <LiveCheckNote check={checkout.check} />}
            {hiddenByFilters}
            <Group gap="xs">
              {hasMore && (
                <Anchor
                  size="sm"
                  renderRoot={(props) => (
                    <PinnedCheckoutLink {...props} pin={checkout} otherProfile={otherProfile} />
                  )}
                  aria-label={t('watchlist.allPaymentsOf', { label })}
                >
                  {t('watchlist.allPayments')}
                </Anchor>
              )}
              <SmallButton
                variant="subtle"
                icon={IconRefresh}
                disabled={checkout.fetching}
                onClick={checkout.refetch}
                aria-label={t('watchlist.refreshLabel', { label })}
              >
                {t('watchlist.refresh')}
              </SmallButton>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
