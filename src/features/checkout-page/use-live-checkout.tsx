import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { ApiIdentity } from '@/api/identity';
import { transactionKey, type Transaction, type TransactionsPage } from '@/api/schemas';
import { t } from '@/i18n';
import { announce } from '@/lib/announce';
import { ChangeBadge, CHANGED_ROW_CLASS } from '@/features/payment-list';
import { describeChange, mergeNewestFirst, type Change } from '@/features/live-updates';
import { preferencesNow } from '@/lib/preferences';
import { checkStateOf, hasPending } from '@/features/live-updates';
import { liveFirstPageOptions } from '@/features/live-updates';
import type { LeadingColumn } from '@/features/payment-list';
import { useChangeMarks, useLiveChanges, type LiveSource } from '@/features/live-updates';

const NO_RECORDS: readonly Transaction[] = [];

/**
 * The checkout page's live news: the first page checked by the live policy (one request
 * per check however many pages are loaded), merged into the loaded records (each payment
 * once, its newest state), each check's changes announced once and marked on their rows
 * for a few seconds.
 */
export function useLiveCheckout(
  api: ApiIdentity,
  checkoutCode: string,
  list: {
    pages: readonly TransactionsPage[] | undefined;
    /** The records of the loaded pages. */
    records: readonly Transaction[];
    dataUpdatedAt: number;
    isFetching: boolean;
    isRefetching: boolean;
  },
) {
  const pendingLoaded = useMemo(() => hasPending(list.records), [list.records]);
  const polledFirstPage = useQuery({
    ...liveFirstPageOptions(api, checkoutCode, { pendingElsewhere: pendingLoaded }),
    // The list's first page (the route loader's request) fills this query, and checks
    // start only after it: opening a checkout sends one first-page request, not two.
    // Nor during a Refresh, whose first page fills it again.
    enabled: list.pages !== undefined && !list.isRefetching,
  });

  const polledRecords = polledFirstPage.data?.records;
  const records = useMemo(
    () => mergeNewestFirst(polledRecords ?? NO_RECORDS, list.records),
    [polledRecords, list.records],
  );
  const label = records[0]?.name || checkoutCode;
  const firstPage = polledRecords ?? list.pages?.[0]?.records ?? NO_RECORDS;
  const settled = list.pages !== undefined && !list.isFetching && !polledFirstPage.isFetching;
  const sources = useMemo<LiveSource[]>(
    () => [{ key: checkoutCode, label, records, firstPage, settled }],
    [checkoutCode, label, records, firstPage, settled],
  );

  const { markOf, mark } = useChangeMarks();
  // The Change column comes with the first news and then stays, so the table does not
  // jump each time a mark fades.
  const [hadNews, setHadNews] = useState(false);
  const onChanges = useCallback(
    (source: LiveSource, changes: Change[]) => {
      mark(changes);
      setHadNews(true);
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
              render: (record) => {
                const kind = markOf(transactionKey(record));
                return kind ? <ChangeBadge kind={kind} /> : null;
              },
            },
          ]
        : undefined,
    [hadNews, markOf],
  );
  const rowClassName = useCallback(
    (record: Transaction) => (markOf(transactionKey(record)) ? CHANGED_ROW_CLASS : undefined),
    [markOf],
  );

  return {
    records,
    updatedAt: Math.max(list.dataUpdatedAt, polledFirstPage.dataUpdatedAt),
    /** The live policy's view of the checkout (null before its first page). */
    check: checkStateOf(polledFirstPage, pendingLoaded),
    leadingColumns,
    rowClassName,
  };
}
