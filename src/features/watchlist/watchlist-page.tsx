import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPin } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiIdentity } from '@/api/identity';
import { paymentKey, type Payment } from '@/model/payments';
import { t, tRich } from '@/i18n';
import { announce } from '@/lib/announce';
import { formatCount, formatList } from '@/lib/format-count';
import { preferencesNow, usePreferences } from '@/lib/preferences';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDocumentVisible } from '@/lib/use-document-visible';
import { usePinnedCheckoutsOf } from '@/features/checkouts';
import { useDisabledCheckoutsOf } from '@/features/disable-checkout';
import { identityOf, useSettings } from '@/model/profiles';
import {
  CALM_CHECK_MS,
  LIVE_CHECK_MS,
  describeChange,
  formatInterval,
  useChangeMarks,
  useLiveChanges,
  type Change,
  type LiveSource,
} from '@/features/live-updates';
import { HiddenByFilters, NO_FILTERS, type CheckoutSearch } from '@/features/payment-filters';
import { CHANGED_ROW_CLASS, type LeadingColumn } from '@/features/payment-list';
import { PaymentsView } from '@/features/payments-view';
import { ActivityFeed, type FeedEvent } from './activity-feed';
import { notify } from './browser-notifications';
import { CheckoutCell, type RowInfo } from './checkout-cell';
import { WatchedCheckoutCard } from './watched-checkout-card';
import { useWatchedCheckouts, type WatchedPin } from './watched-checkouts';

const NO_PAYMENTS: Payment[] = [];
const NO_KEYS: ReadonlySet<string> = new Set();

const MAX_FEED_EVENTS = 200;

export interface WatchlistPageProps {
  search: CheckoutSearch;
  onSearchChange: (patch: Partial<CheckoutSearch>) => void;
}

/**
 * The pins of every profile of this browser, in the order they were pinned: each with
 * its profile's identity, so its checks carry that profile's app ID and no other.
 */
function usePinsOfEveryProfile(): {
  pins: WatchedPin[];
  apis: readonly ApiIdentity[];
  inUse: string | undefined;
} {
  const { profiles, profile } = useSettings();
  const apis = useMemo(() => profiles.map(identityOf), [profiles]);
  const pinned = usePinnedCheckoutsOf(apis);
  const pins = useMemo(() => {
    const all: (WatchedPin & { at: number })[] = [];
    pinned.forEach((entries, index) => {
      const owner = profiles[index]!;
      for (const entry of entries)
        all.push({
          key: `${owner.scope}/${entry.checkoutCode}`,
          api: apis[index]!,
          profile: owner,
          checkoutCode: entry.checkoutCode,
          name: entry.name,
          at: entry.pinnedAt ?? entry.openedAt,
        });
    });
    return all.sort((a, b) => a.at - b.at);
  }, [pinned, profiles, apis]);
  return { pins, apis, inUse: profile?.scope };
}

function EmptyWatchlist() {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="xs" maw={560} mx="auto">
        <IconPin size={32} aria-hidden />
        <Text fw={600}>{t('watchlist.emptyTitle')}</Text>
        <Text size="sm" ta="center">
          {t('watchlist.emptyIntro', {
            live: formatInterval(LIVE_CHECK_MS),
            calm: formatInterval(CALM_CHECK_MS),
          })}{' '}
          {tRich('watchlist.emptyHowToPin', {
            action: <strong>{t('watchlist.pinAction')}</strong>,
            recent: (
              <Anchor component={Link} to="/">
                {t('watchlist.recentCheckouts')}
              </Anchor>
            ),
          })}
        </Text>
        <Text size="xs" c="dimmed" ta="center">
          {t('watchlist.emptyProfilesNote')}
        </Text>
      </Stack>
    </Paper>
  );
}

export function WatchlistPage({ search, onSearchChange }: WatchlistPageProps) {
  const preferences = usePreferences();
  const { pins: pinned, apis, inUse } = usePinsOfEveryProfile();
  const watched = useWatchedCheckouts(pinned);
  const disabled = useDisabledCheckoutsOf(apis);
  // Pins of another profile than the one in use: every card and row names its profile.
  const showProfiles = pinned.some((pin) => pin.profile.scope !== inUse);
  const profileNames = useMemo(() => [...new Set(pinned.map((pin) => pin.profile.name))], [pinned]);

  // Live news: the feed, marked rows, the unseen count in the title.
  const [events, setEvents] = useState<FeedEvent[]>([]);
  const nextEventId = useRef(1);
  const [unseenFrom, setUnseenFrom] = useState(1);
  const { markOf, mark } = useChangeMarks();
  // New payments of each card (by its key) since the page opened or since Show them: a
  // card says how many of them the filters hide.
  const [newByCheckout, setNewByCheckout] = useState<ReadonlyMap<string, ReadonlySet<string>>>(
    () => new Map(),
  );

  const sources = useMemo<LiveSource[]>(
    () =>
      watched.checkouts.map((checkout) => {
        const payments = checkout.page?.records ?? [];
        const name = payments[0]?.name || checkout.name || checkout.checkoutCode;
        return {
          key: checkout.key,
          label: showProfiles ? `${checkout.profile.name} · ${name}` : name,
          payments,
          // The watchlist shows the latest page alone: all of it is the first page.
          firstPage: payments,
          settled: checkout.page !== undefined && !checkout.fetching,
        };
      }),
    [watched.checkouts, showProfiles],
  );

  const onChanges = useCallback(
    (source: LiveSource, changes: Change[]) => {
      const now = Date.now();
      const added: FeedEvent[] = changes.map((change) => ({
        id: nextEventId.current++,
        at: now,
        checkoutCode: source.key,
        kind: change.kind,
        text: describeChange(change, source.label, { hideAmounts: false }),
        hiddenText: describeChange(change, source.label, { hideAmounts: true }),
      }));
      setEvents((previous) => [...added.reverse(), ...previous].slice(0, MAX_FEED_EVENTS));
      mark(changes);
      const fresh = changes.filter((change) => change.kind === 'new').map((change) => change.key);
      if (fresh.length > 0)
        setNewByCheckout((previous) =>
          new Map(previous).set(
            source.key,
            new Set([...(previous.get(source.key) ?? []), ...fresh]),
          ),
        );
      // One message per check, naming every change: two quick messages would cut each
      // other off. No amounts while they are hidden (a notification can show on a
      // locked screen).
      const { hideAmounts } = preferencesNow();
      const text = changes
        .map((change) => describeChange(change, source.label, { hideAmounts }))
        .join('. ');
      announce(text);
      notify(t('watchlist.notificationTitle', { count: changes.length }), text);
    },
    [mark],
  );
  useLiveChanges(sources, onChanges);

  const unseen = events.filter((event) => event.id >= unseenFrom).length;
  useDocumentTitle(
    unseen > 0
      ? t('watchlist.documentTitleUnseen', { unseen: formatCount(unseen) })
      : t('watchlist.title'),
  );
  const markSeen = useCallback(() => setUnseenFrom(nextEventId.current), []);
  // Coming back to the tab (or the window) is seeing the news.
  const visible = useDocumentVisible();
  const wasHidden = useRef(!visible);
  useEffect(() => {
    if (!visible) wasHidden.current = true;
    else if (wasHidden.current) {
      wasHidden.current = false;
      markSeen();
    }
  }, [visible, markSeen]);
  useEffect(() => {
    window.addEventListener('focus', markSeen);
    return () => window.removeEventListener('focus', markSeen);
  }, [markSeen]);

  const { checkoutOf } = watched;
  const leadingColumns = useMemo<LeadingColumn[]>(() => {
    const rowInfo = (payment: Payment): RowInfo => {
      const key = paymentKey(payment);
      const pin = checkoutOf.get(key);
      const checkoutCode = pin?.checkoutCode ?? payment.checkoutCode;
      const disabledAt = (pin && disabled.get(pin.api.scope)?.get(checkoutCode)) ?? null;
      return {
        checkoutCode,
        profileName: showProfiles ? pin?.profile.name : undefined,
        name: payment.name,
        mark: markOf(key),
        afterDisable: disabledAt !== null && payment.updatedAt > disabledAt,
        disabledAt,
      };
    };
    return [
      {
        id: 'checkout',
        label: t('watchlist.columnCheckout'),
        // Names give way (with an ellipsis and the full name in a title) before amounts do.
        min: 140,
        grow: 1.2,
        text: (payment: Payment) => {
          const pin = checkoutOf.get(paymentKey(payment));
          const name = payment.name || (pin?.checkoutCode ?? payment.checkoutCode);
          return showProfiles && pin ? `${pin.profile.name} · ${name}` : name;
        },
        render: (payment: Payment) => <CheckoutCell info={rowInfo(payment)} />,
        renderCard: (payment: Payment) => <CheckoutCell info={rowInfo(payment)} plain />,
      },
    ];
  }, [checkoutOf, disabled, markOf, showProfiles]);
  const rowClassName = useCallback(
    (payment: Payment) => (markOf(paymentKey(payment)) ? CHANGED_ROW_CLASS : undefined),
    [markOf],
  );
  const checkoutCodeOf = useCallback(
    (payment: Payment) => checkoutOf.get(paymentKey(payment))?.checkoutCode ?? payment.checkoutCode,
    [checkoutOf],
  );

  if (pinned.length === 0) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('watchlist.title')}</Title>
        <EmptyWatchlist />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1}>{t('watchlist.title')}</Title>
        <Text size="sm" c="dimmed">
          {watched.answered < pinned.length
            ? t('watchlist.pinnedLineLoading', {
                count: pinned.length,
                loaded: formatCount(watched.answered),
                live: formatInterval(LIVE_CHECK_MS),
                calm: formatInterval(CALM_CHECK_MS),
              })
            : t('watchlist.pinnedLine', {
                count: pinned.length,
                live: formatInterval(LIVE_CHECK_MS),
                calm: formatInterval(CALM_CHECK_MS),
              })}
        </Text>
      </Group>
      {/* As many columns as fit, each card at least 20rem, the row always full width. */}
      <Box
        style={{
          display: 'grid',
          gap: 'var(--mantine-spacing-sm)',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
        }}
      >
        {watched.checkouts.map((checkout) => (
          <WatchedCheckoutCard
            key={checkout.key}
            checkout={checkout}
            showProfile={showProfiles}
            otherProfile={checkout.profile.scope !== inUse}
            hideAmounts={preferences.hideAmounts}
            hiddenByFilters={
              <HiddenByFilters
                payments={checkout.page?.records ?? NO_PAYMENTS}
                newKeys={newByCheckout.get(checkout.key) ?? NO_KEYS}
                search={search}
                onShow={() => {
                  onSearchChange(NO_FILTERS);
                  setNewByCheckout(new Map());
                }}
              />
            }
          />
        ))}
      </Box>
      <ActivityFeed
        events={events}
        unseenFrom={unseenFrom}
        timeZone={preferences.timeZone}
        hideAmounts={preferences.hideAmounts}
        onSeen={markSeen}
      />
      <PaymentsView
        subject={{ kind: 'watchlist' }}
        tableLabel={t('watchlist.tableLabel')}
        loaded={watched}
        hasMore={watched.hasMore}
        moreNote={t('watchlist.moreNote')}
        search={search}
        onSearchChange={onSearchChange}
        leadingColumns={leadingColumns}
        rowClassName={rowClassName}
        checkoutCodeOf={checkoutCodeOf}
        countBadge={
          // What the totals add up: never payments of several stores without a word.
          <Text size="sm" fw={600} component="span" data-testid="watchlist-scope">
            {profileNames.length > 1
              ? t('watchlist.totalsAcrossProfiles', {
                  count: profileNames.length,
                  names: formatList(profileNames),
                })
              : t('watchlist.totalsAllPinned')}
          </Text>
        }
      />
    </Stack>
  );
}
