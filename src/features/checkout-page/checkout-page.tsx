import {
  ActionIcon,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDots, IconInbox, IconLink, IconRefresh } from '@tabler/icons-react';
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { isApiError } from '@/api/errors';
import { useApi } from '@/api/identity';
import { isRetryingAfterError } from '@/api/retrying';
import type { Payment } from '@/model/payments';
import { CopyButton, useCopy } from '@/components/copy-button';
import { UpdatedAgo } from '@/components/updated-ago';
import { ErrorPanel } from '@/components/error-panel';
import { LastKnownLine } from '@/components/last-known-line';
import { t, tRich } from '@/i18n';
import { formatDecimal } from '@/lib/decimal';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  FirstLoad,
  PagingFooter,
  PagingStopNotice,
  useCheckoutPages,
} from '@/features/checkout-paging';
import { UnknownCheckout } from '@/features/checkouts';
import { CALM_CHECK_MS, formatInterval, LiveCheckNote } from '@/features/live-updates';
import { HiddenByFilters, NO_FILTERS, type CheckoutSearch } from '@/features/payment-filters';
import { PaymentsView } from '@/features/payments-view';
import { useServiceState } from '@/model/last-known';
import { useSettings, withProfileName } from '@/model/profiles';
import { useLiveCheckout } from './use-live-checkout';

export interface CheckoutPageProps {
  checkoutCode: string;
  search: CheckoutSearch;
  /** Merges a patch into the URL search params (replace, not push). */
  onSearchChange: (patch: Partial<CheckoutSearch>) => void;
  /** Other features' actions beside the title (pin, disable), composed by the route. */
  renderActions?: (checkout: CheckoutFacts) => ReactNode;
  /** Other features' marks beside the code (e.g. "Disabled"), composed by the route. */
  badges?: ReactNode;
  /** Other features' lines above the payments (the saved view in use), composed by the route. */
  toolbar?: ReactNode;
  /** Another feature's control beside Columns and Export (the Views menu); `compact`: a phone. */
  filtersExtra?: (compact: boolean) => ReactNode;
  /** Told what the first page says of the checkout (its name; whether it is empty). */
  onFacts?: (facts: { name: string | undefined; noPayments: boolean | undefined }) => void;
  /** Told when the service answers that it does not know the code (a 404). */
  onUnknown?: () => void;
  /** The name this browser last saw for the checkout, for the title until data says it. */
  knownName?: string | undefined;
}

/** What the loaded pages say of the checkout, for the actions beside its title. */
export interface CheckoutFacts {
  name: string | undefined;
  payments: readonly Payment[];
}

export function CheckoutPage({
  checkoutCode,
  search,
  onSearchChange,
  renderActions,
  badges,
  toolbar,
  filtersExtra,
  onFacts,
  onUnknown,
  knownName,
}: CheckoutPageProps) {
  const api = useApi();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const { query, loaded, requestNextPage, retryNextPage, everyPage } = useCheckoutPages(
    api,
    checkoutCode,
  );
  // Live news: the polled first page merged into the loaded pages.
  const live = useLiveCheckout(api, checkoutCode, {
    pages: query.data?.pages,
    payments: loaded.payments,
    dataUpdatedAt: query.dataUpdatedAt,
    isFetching: query.isFetching,
    isRefetching: query.isRefetching,
  });
  const { payments } = live;
  const { rejected } = loaded;
  const first = payments[0];
  const name = first?.name;
  // The service does not know the code: not a checkout (nothing to pin, disable or payment).
  const unknownCode =
    !query.data && isApiError(query.error) && query.error.kind === 'not-found' ? query.error : null;
  useDocumentTitle(
    unknownCode
      ? t('checkout-page.titleUnknown', { code: checkoutCode })
      : name
        ? t('checkout-page.titleNamed', { name, code: checkoutCode })
        : t('checkout-page.titleCode', { code: checkoutCode }),
  );

  // Whether the first page came back empty (undefined until it is in): recent checkouts
  // mark such a code, since an unknown code looks the same.
  const noPayments = query.data
    ? isEmptyCheckout({ payments, rejected }, query.hasNextPage)
    : undefined;
  useEffect(() => {
    onFacts?.({ name, noPayments });
  }, [onFacts, name, noPayments]);
  // A code the service does not know is not a checkout: the route forgets it again.
  const unknown = unknownCode !== null;
  useEffect(() => {
    if (unknown) onUnknown?.();
  }, [onUnknown, unknown]);

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  // The service is not answering (or the browser is offline): the page shows what it
  // last had, dated, and asks for no further page.
  const serviceDown = useServiceState(api).down !== null;
  // A fetch in flight is joined, not restarted, while nothing is loaded: cancel it first.
  const restartFirstLoad = async () => {
    everyPage.cancelLoadAll();
    await query.refetch();
  };
  const loadingAll = everyPage.progress !== null;
  const onNearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !loadingAll && !serviceDown)
      void requestNextPage();
  }, [
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    loadingAll,
    serviceDown,
    requestNextPage,
  ]);

  // The header's parts, kept while only the filters or the sort change: a filter's
  // click then renders the payments, not the title, its actions and facts again.
  const unreadable = query.isError && !query.data;
  const actions = useMemo(
    () => (unreadable ? null : renderActions?.({ name, payments })),
    [unreadable, renderActions, name, payments],
  );
  const check = live.check;
  const checkKey = check ? `${check.pending}:${check.okAt}:${check.failedAt}` : '';
  const liveNote = useMemo(
    () => <LiveCheckNote check={check} size="sm" />,
    // The check's values, not its object (a new one each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [checkKey],
  );
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);

  // Nothing loaded yet, or a retry after the first load failed: skeletons and the wait.
  const waiting = query.isPending || isRetryingAfterError(query);
  // When the first page lands, the skeleton stays for one quick render and the full page
  // mounts in a deferred render that React splits into short slices, so the main thread
  // is never held for the whole mount (the bench's longest task when data lands).
  // The first checkout of the tab mounts in such a render too: its code loads after the
  // skeleton has painted, so its first page is usually in by then.
  const stillWaiting = useDeferredValue(waiting, waiting || !checkoutDrawnBefore);
  useEffect(() => {
    checkoutDrawnBefore = true;
  }, []);
  if (waiting || stillWaiting) {
    return (
      <FirstLoad
        checkoutCode={checkoutCode}
        fetchStatus={query.fetchStatus}
        isPending={query.isPending}
        failureCount={query.failureCount}
        failureReason={query.failureReason}
        onCancel={everyPage.cancelLoadAll}
        onRetry={() => void restartFirstLoad()}
      />
    );
  }

  if (unknownCode) {
    return (
      <UnknownCheckout
        checkoutCode={checkoutCode}
        serviceMessage={
          unknownCode.msg && unknownCode.msg !== 'Not found' ? unknownCode.msg : undefined
        }
      />
    );
  }

  // Nothing could be read (`unreadable`): only what works without the service is offered
  // (no Pin or Disable of a checkout the page cannot show).
  const header = (
    <CheckoutHeader
      checkoutCode={checkoutCode}
      title={name ?? knownName ?? t('checkout-page.titleCode', { code: checkoutCode })}
      badges={badges}
      actions={actions}
      pricing={first ? `${formatDecimal(first.pricing)} ${first.pricingSymbol}` : undefined}
      dataUpdatedAt={live.updatedAt}
      liveNote={liveNote}
      refreshing={query.isRefetching && !isFetchingNextPage}
      onRefresh={refresh}
    />
  );

  if (unreadable) {
    return (
      <Stack>
        {header}
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );
  }

  const empty = isEmptyCheckout({ payments, rejected }, hasNextPage);
  const hasMore = Boolean(hasNextPage);
  const paging = query.data?.paging ?? null;
  // Stopped early (a repeated page, the ceiling): the figures are partial, said so.
  const stoppedEarly = paging?.state === 'repeated' || paging?.state === 'ceiling';

  return (
    <Stack gap={phone ? 'sm' : 'md'}>
      {header}
      <LastKnownLine
        api={api}
        at={query.dataUpdatedAt}
        refreshedAt={live.updatedAt}
        subject="payments"
        onRetry={() => void query.refetch()}
      />
      {query.isRefetchError && !serviceDown && (
        <ErrorPanel
          error={query.error}
          onRetry={() => void query.refetch()}
          retryLabel={t('checkout-page.refreshAgain')}
        />
      )}
      <PagingStopNotice status={paging} />
      {!empty && toolbar}
      <HiddenByFilters
        payments={payments}
        newKeys={live.newKeys}
        search={search}
        onShow={() => {
          onSearchChange(NO_FILTERS);
          live.forgetNew();
        }}
      />
      {empty ? (
        <Paper withBorder p="xl">
          <Stack align="center" gap="xs">
            <IconInbox size={32} aria-hidden />
            <Text fw={600}>{t('checkout-page.emptyTitle')}</Text>
            <Text size="sm" c="dimmed" ta="center" maw={560}>
              {tRich('checkout-page.emptyHint', {
                code: <Code>{checkoutCode}</Code>,
                interval: formatInterval(CALM_CHECK_MS),
              })}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <PaymentsView
          subject={{ kind: 'checkout', checkoutCode }}
          tableLabel={t('checkout-page.tableLabel', { code: checkoutCode })}
          loaded={{ ...loaded, payments }}
          hasMore={hasMore || stoppedEarly}
          moreNote={t(
            stoppedEarly ? 'checkout-page.moreStoppedEarly' : 'checkout-page.moreOnServer',
          )}
          search={search}
          onSearchChange={onSearchChange}
          onNearEnd={onNearEnd}
          checkoutCodeOf={() => checkoutCode}
          everyPage={everyPage}
          leadingColumns={live.leadingColumns}
          rowClassName={live.rowClassName}
          filtersExtra={filtersExtra}
          footer={
            <PagingFooter
              api={api}
              checkoutCode={checkoutCode}
              hasMore={hasMore}
              nextError={isFetchNextPageError ? query.error : null}
              loadAll={everyPage.progress}
              onLoadMore={() => void requestNextPage()}
              onRetry={() => void retryNextPage()}
              onLoadAll={() => void everyPage.loadAll()}
              onCancel={everyPage.cancelLoadAll}
            />
          }
        />
      )}
    </Stack>
  );
}

/** Whether this tab has drawn a checkout page (later ones mount at once, as a revisit should). */
let checkoutDrawnBefore = false;

/** Nothing on the first page and no further page: no payments, or an unknown code. */
function isEmptyCheckout(
  loaded: { payments: readonly Payment[]; rejected: readonly unknown[] },
  hasNextPage: boolean,
): boolean {
  return loaded.payments.length === 0 && loaded.rejected.length === 0 && !hasNextPage;
}

/** Memoised: its props hold still while the URL's filters and sort change. */
const CheckoutHeader = memo(function CheckoutHeader({
  checkoutCode,
  title,
  badges,
  actions,
  pricing,
  dataUpdatedAt,
  liveNote,
  refreshing,
  onRefresh,
}: {
  checkoutCode: string;
  title: string;
  badges: ReactNode;
  actions: ReactNode;
  pricing: string | undefined;
  dataUpdatedAt: number;
  liveNote: ReactNode;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  // A phone's first screen is for payments: the actions fold into one menu beside the
  // title, and the facts take one line.
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [actionsOpen, setActionsOpen] = useState(false);
  const actionsId = useId();
  const buttons = (
    <>
      <Button
        variant="default"
        leftSection={refreshing ? <Loader size={14} /> : <IconRefresh size={16} aria-hidden />}
        onClick={onRefresh}
        disabled={refreshing}
      >
        {t('checkout-page.refresh')}
      </Button>
      <CopyLinkButton />
      {actions}
    </>
  );
  return (
    <Stack gap={4}>
      {/* The title with the actions beside it, then the facts across the full width: on
          a laptop two lines, so the first payments are on the first screen; everything
          wraps on narrower screens. */}
      <Group
        justify="space-between"
        align={phone ? 'flex-start' : 'center'}
        gap="xs"
        wrap={phone ? 'nowrap' : 'wrap'}
      >
        {/* Smaller on a phone: a long name on two lines less pushes the payments down. */}
        <Title
          order={1}
          fz={{ base: 24, sm: 32 }}
          style={{ wordBreak: 'break-word', flex: '1 1 16rem', minWidth: 0 }}
        >
          {title}
        </Title>
        {phone ? (
          // An icon with its name: the title keeps the row's width.
          <ActionIcon
            variant="default"
            size={36}
            style={{ flex: 'none' }}
            aria-label={t('checkout-page.actions')}
            title={t('checkout-page.actions')}
            aria-expanded={actionsOpen}
            aria-controls={actionsId}
            onClick={() => setActionsOpen((open) => !open)}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        ) : (
          <Group gap="xs">{buttons}</Group>
        )}
      </Group>
      {phone && (
        // Folded, not removed: an action's own dialog (Disable's confirmation) outlives
        // a fold and gives focus back to its button.
        <Group
          id={actionsId}
          gap="xs"
          // Mantine's flex display would win over the hidden attribute.
          style={{ rowGap: 6, display: actionsOpen ? undefined : 'none' }}
        >
          {buttons}
          {liveNote}
          <UpdatedAgo at={dataUpdatedAt} size="sm" />
        </Group>
      )}
      <Group gap="xs" wrap="wrap" style={{ rowGap: 4 }}>
        {phone ? (
          <VisuallyHidden>{t('checkout-page.codeLabel')}</VisuallyHidden>
        ) : (
          <Text size="sm" c="dimmed">
            {t('checkout-page.codeLabel')}
          </Text>
        )}
        <Code>{checkoutCode}</Code>
        <CopyButton value={checkoutCode} label={t('checkout-page.copyCodeWhat')} />
        {pricing && (
          <Text size="sm">
            · {tRich('checkout-page.price', { price: <strong>{pricing}</strong> })}
          </Text>
        )}
        {badges}
        {!phone && liveNote}
        {!phone && <UpdatedAgo at={dataUpdatedAt} size="sm" />}
      </Group>
    </Stack>
  );
});

/** Below Mantine's `xs` breakpoint: a phone held upright. */
const PHONE_QUERY = '(max-width: 35.99em)';

/**
 * Copies this page's address with the profile's name in it (never its app ID): opened
 * by a colleague, it opens in their profile of that name (or asks). A button among the
 * actions, not in the facts line, which would wrap once the data lands and push the
 * payments down.
 */
function CopyLinkButton() {
  const { profile } = useSettings();
  const { copied, copy } = useCopy(
    t('checkout-page.copyLinkWhat', { profile: profile?.name ?? '' }),
  );
  if (!profile) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconLink size={16} aria-hidden />}
      title={t('checkout-page.copyLinkTitle', { profile: profile.name })}
      onClick={() => void copy(withProfileName(window.location.href, profile))}
    >
      {copied ? t('checkout-page.linkCopied') : t('checkout-page.copyLink')}
    </Button>
  );
}
