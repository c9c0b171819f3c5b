import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { ApiIdentity } from '@/api/identity';
import { paymentKey, type Payment, type PaymentsPage } from '@/model/payments';
import { t } from '@/i18n';
import { announce } from '@/lib/announce';
import { ChangeBadge, CHANGED_ROW_CLASS } from '@/features/payment-list';
import { describeChange, mergeNewestFirst, type Change } from '@/features/live-updates';
import { preferencesNow } from '@/lib/preferences';
import { checkStateOf, hasPending } from '@/features/live-updates';
import { liveFirstPageOptions } from '@/features/live-updates';
import type { LeadingColumn } from '@/features/payment-list';
import { useChangeMarks, useLiveChanges, type LiveSource } from '@/features/live-updates';

const NO_RECORDS: readonly Payment[] = [];

/**
 * The checkout page's live news: the first page checked by the live policy (one request
 * per check however many pages are loaded), merged into the loaded payments (each payment
 * once, its newest state), each check's changes announced once and marked on their rows
 * for a few seconds.
 */
export function useLiveCheckout(
  api: ApiIdentity,
  checkoutCode: string,
  list: {
    pages: readonly PaymentsPage[] | undefined;
    /** The payments of the loaded pages. */
    payments: readonly Payment[];
    dataUpdatedAt: number;
    isFetching: boolean;
    isRefetching: boolean;
  },
) {
  const pendingLoaded = useMemo(() => hasPending(list.payments), [list.payments]);
  const polledFirstPage = useQuery({
    ...liveFirstPageOptions(api, checkoutCode, { pendingElsewhere: pendingLoaded }),
    // The list's first page (the route loader's request) fills this query, and checks
    // start only after it: opening a checkout sends one first-page request, not two.
    // Nor during a Refresh, whose first page fills it again.
    enabled: list.pages !== undefined && !list.isRefetching,
  });

  const polledPayments = polledFirstPage.data?.records;
  const payments = useMemo(
    () => mergeNewestFirst(polledPayments ?? NO_RECORDS, list.payments),
    [polledPayments, list.payments],
  );
  const label = payments[0]?.name || checkoutCode;
  const firstPage = polledPayments ?? list.pages?.[0]?.records ?? NO_RECORDS;
  const settled = list.pages !== undefined && !list.isFetching && !polledFirstPage.isFetching;
  const sources = useMemo<LiveSource[]>(
    () => [{ key: checkoutCode, label, payments, firstPage, settled }],
    [checkoutCode, label, payments, firstPage, settled],
  );

  const { markOf, mark } = useChangeMarks();
  // The Change column comes with the first news and then stays, so the table does not
  // jump each time a mark fades.
  const [hadNews, setHadNews] = useState(false);
  // New payments since the page opened (or since Show them): the page says how many its
  // filters hide. Keyed, so a payment sent again counts once.
  const [newKeys, setNewKeys] = useState<ReadonlySet<string>>(new Set());
  const forgetNew = useCallback(() => setNewKeys(new Set()), []);
  const onChanges = useCallback(
    (source: LiveSource, changes: Change[]) => {
      mark(changes);
      setHadNews(true);
      const added = changes.filter((change) => change.kind === 'new');
      if (added.length > 0)
        setNewKeys((previous) => new Set([...previous, ...added.map((change) => change.key)]));
      // No amounts while they are hidden (read when the news comes).
      const { hideAmounts } = preferencesNow();
      announce(
        changes.map((change) => describeChange(change, source.label, { hideAmounts })).join('. '),
      );
    },
    [mark],
  );
  useLiveChanges(sources, onChanges);

  const leadingColumns = useMemo<LeadingColumn[] | undefined>(
    () =>
      hadNews
        ? [
            {
              id: 'change',
              label: t('checkout-page.changeColumn'),
              min: 88,
              render: (payment) => {
                const kind = markOf(paymentKey(payment));
                return kind ? <ChangeBadge kind={kind} /> : null;
              },
            },
          ]
        : undefined,
    [hadNews, markOf],
  );
  const rowClassName = useCallback(
    (payment: Payment) => (markOf(paymentKey(payment)) ? CHANGED_ROW_CLASS : undefined),
    [markOf],
  );

  return {
    payments,
    updatedAt: Math.max(list.dataUpdatedAt, polledFirstPage.dataUpdatedAt),
    /** The live policy's view of the checkout (null before its first page). */
    check: checkStateOf(polledFirstPage, pendingLoaded),
    leadingColumns,
    rowClassName,
    /** Keys of the payments new since the page opened (or since `forgetNew`). */
    newKeys,
    forgetNew,
  };
}
