import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPin } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi, type ApiIdentity } from '@/api/identity';
import type { Transaction } from '@/api/schemas';
import { announce } from '@/lib/announce';
import { usePreferences } from '@/lib/preferences';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePinnedCheckouts } from '@/features/checkouts';
import { TransactionsView, type CheckoutSearch, type LeadingColumn } from '@/features/transactions';
import { ActivityFeed, type FeedEvent } from './activity-feed';
import { admittedCheckouts, type LoadState } from './admission';
import { notify } from './browser-notifications';
import { describeChange, recordKey, type Change } from './change-detection';
import { CheckoutCell, type RowInfo } from './checkout-cell';
import { useDocumentVisible } from './use-poller';
import { WatchedCheckoutCard, type WatchedReport } from './watched-checkout-card';

/** How long a changed row stays highlighted. */
const HIGHLIGHT_MS = 6_000;
const MAX_FEED_EVENTS = 200;

export interface WatchlistPageProps {
  search: CheckoutSearch;
  onSearchChange: (patch: Partial<CheckoutSearch>) => void;
}

export function WatchlistPage(props: WatchlistPageProps) {
  return <Watchlist api={useApi()} {...props} />;
}

function EmptyWatchlist() {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="xs" maw={560} mx="auto">
        <IconPin size={32} aria-hidden />
        <Text fw={600}>No pinned checkouts yet</Text>
        <Text size="sm" ta="center">
          The watchlist shows the payments of every pinned checkout in one table and tells you as
          soon as a payment arrives or a Pending payment completes. Pin a checkout with{' '}
          <strong>Pin to watchlist</strong> on its page, with the pin button in{' '}
          <Anchor component={Link} to="/">
            Recent checkouts
          </Anchor>
          , or from the command palette (Ctrl+K or ⌘K).
        </Text>
        <Text size="xs" c="dimmed" ta="center">
          Pins are kept in this browser, for the app ID in use.
        </Text>
      </Stack>
    </Paper>
  );
}

function Watchlist({ api, search, onSearchChange }: WatchlistPageProps & { api: ApiIdentity }) {
  const preferences = usePreferences();
  const pinned = usePinnedCheckouts(api);
  const codes = useMemo(() => pinned.map((entry) => entry.checkoutCode), [pinned]);

  // What each card reports (records, load state, disabled time).
  const [reports, setReports] = useState<ReadonlyMap<string, WatchedReport>>(new Map());
  const onReport = useCallback((report: WatchedReport) => {
    setReports((previous) => {
      const old = previous.get(report.checkoutCode);
      if (
        old &&
        old.records === report.records &&
        old.load === report.load &&
        old.hasMore === report.hasMore &&
        old.name === report.name &&
        old.disabledAt === report.disabledAt
      )
        return previous;
      const next = new Map(previous);
      next.set(report.checkoutCode, report);
      return next;
    });
  }, []);

  const loadStates = useMemo(() => {
    const states = new Map<string, LoadState>();
    for (const [code, report] of reports) states.set(code, report.load);
    return states;
  }, [reports]);
  const admitted = useMemo(() => admittedCheckouts(codes, loadStates), [codes, loadStates]);

  // Rows of every pinned checkout (in pin order), each knowing its checkout.
  const { records, rowInfo, hasMore } = useMemo(() => {
    const all: Transaction[] = [];
    const info = new WeakMap<Transaction, { checkoutCode: string; disabledAt: number | null }>();
    let more = false;
    for (const code of codes) {
      const report = reports.get(code);
      if (!report) continue;
      more ||= report.hasMore;
      for (const record of report.records) {
        all.push(record);
        info.set(record, { checkoutCode: code, disabledAt: report.disabledAt });
      }
    }
    return { records: all, rowInfo: info, hasMore: more };
  }, [codes, reports]);

  // Live news: the feed, highlighted rows, the unseen count in the title.
  const [events, setEvents] = useState<FeedEvent[]>([]);
  const nextEventId = useRef(1);
  const [unseenFrom, setUnseenFrom] = useState(1);
  const [highlights, setHighlights] = useState<ReadonlyMap<string, number>>(new Map());
  const namesRef = useRef(new Map<string, string>());
  useEffect(() => {
    for (const entry of pinned)
      if (entry.name) namesRef.current.set(entry.checkoutCode, entry.name);
    for (const [code, report] of reports) if (report.name) namesRef.current.set(code, report.name);
  }, [pinned, reports]);

  const onChanges = useCallback((checkoutCode: string, changes: Change[]) => {
    const label = namesRef.current.get(checkoutCode) ?? checkoutCode;
    const now = Date.now();
    const added: FeedEvent[] = changes.map((change) => ({
      id: nextEventId.current++,
      at: now,
      checkoutCode,
      kind: change.kind,
      text: describeChange(change, label),
    }));
    setEvents((previous) => [...added.reverse(), ...previous].slice(0, MAX_FEED_EVENTS));
    setHighlights((previous) => {
      const next = new Map(previous);
      for (const change of changes) next.set(`${checkoutCode}|${change.key}`, now + HIGHLIGHT_MS);
      return next;
    });
    // One message per poll, naming every change: two quick messages would cut each other off.
    const text = added
      .slice()
      .reverse()
      .map((event) => event.text)
      .join('. ');
    announce(text);
    notify(
      changes.length === 1 ? 'Watchlist: 1 change' : `Watchlist: ${changes.length} changes`,
      text,
    );
  }, []);

  // Highlights fade out after a few seconds.
  useEffect(() => {
    if (highlights.size === 0) return;
    const soonest = Math.min(...highlights.values());
    const timer = setTimeout(
      () => {
        const now = Date.now();
        setHighlights(
          (previous) => new Map([...previous].filter(([, expiresAt]) => expiresAt > now)),
        );
      },
      Math.max(0, soonest - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [highlights]);

  const unseen = events.filter((event) => event.id >= unseenFrom).length;
  useDocumentTitle(unseen > 0 ? `(${unseen}) Watchlist` : 'Watchlist');
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

  const leadingColumns = useMemo<LeadingColumn[]>(
    () => [
      {
        id: 'checkout',
        label: 'Checkout',
        width: 'minmax(190px, 1.2fr)',
        render: (record: Transaction) => {
          const info = rowInfo.get(record);
          if (!info) return null;
          const key = `${info.checkoutCode}|${recordKey(record)}`;
          const cell: RowInfo = {
            checkoutCode: info.checkoutCode,
            name: record.name,
            changed: highlights.has(key),
            afterDisable:
              info.disabledAt !== null &&
              record.timeKind === 'ms' &&
              record.updatedAt > info.disabledAt,
            disabledAt: info.disabledAt,
          };
          return <CheckoutCell info={cell} />;
        },
      },
    ],
    [rowInfo, highlights],
  );
  const rowClassName = useCallback(
    (record: Transaction) => {
      const info = rowInfo.get(record);
      if (!info) return undefined;
      return highlights.has(`${info.checkoutCode}|${recordKey(record)}`)
        ? 'watch-row-changed'
        : undefined;
    },
    [rowInfo, highlights],
  );

  if (pinned.length === 0) {
    return (
      <Stack gap="md">
        <Title order={1}>Watchlist</Title>
        <EmptyWatchlist />
      </Stack>
    );
  }

  const loadedCount = codes.filter((code) => reports.get(code)?.load === 'settled').length;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1}>Watchlist</Title>
        <Text size="sm" c="dimmed">
          {pinned.length} pinned checkout{pinned.length === 1 ? '' : 's'}
          {loadedCount < pinned.length ? ` · ${loadedCount} loaded so far` : ''} · checkouts with
          Pending payments are checked every 10 s while this tab is visible
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {pinned.map((entry) => (
          <WatchedCheckoutCard
            key={entry.checkoutCode}
            api={api}
            checkoutCode={entry.checkoutCode}
            knownName={entry.name}
            admitted={admitted.has(entry.checkoutCode)}
            hideAmounts={preferences.hideAmounts}
            onReport={onReport}
            onChanges={onChanges}
          />
        ))}
      </SimpleGrid>
      <ActivityFeed
        events={events}
        unseenFrom={unseenFrom}
        timeZone={preferences.timeZone}
        onSeen={markSeen}
      />
      <TransactionsView
        subject={{ kind: 'watchlist' }}
        tableLabel="Transactions of pinned checkouts"
        loaded={{ records, duplicates: 0, conflicts: [], rejected: [] }}
        hasMore={hasMore}
        moreNote="; more on the server (Load more on each checkout)"
        search={search}
        onSearchChange={onSearchChange}
        leadingColumns={leadingColumns}
        rowClassName={rowClassName}
        checkoutCodeOf={(record) => rowInfo.get(record)?.checkoutCode ?? record.checkoutCode}
        countBadge={
          <Badge variant="light" color="gray">
            Combined
          </Badge>
        }
      />
    </Stack>
  );
}
