import type { FetchStatus } from '@tanstack/react-query';
import { isFirstFetchCancelled } from '@/api/retrying';
import { CancelledNotice, WaitingNotice } from '@/components/waiting-notice';
import { t } from '@/i18n';
import { CheckoutSkeleton, LoadingNote } from './checkout-skeleton';

/**
 * The checkout page before its first page arrived: skeletons, then (after 2 s) a notice
 * with Cancel and Retry. Cancelled, the query is back to "nothing loaded, not loading"
 * (React Query reverts a cancelled first fetch), and this says so with a Retry.
 */
export function FirstLoad({
  checkoutCode,
  fetchStatus,
  failureCount,
  failureReason,
  onCancel,
  onRetry,
  isPending,
}: {
  checkoutCode: string;
  fetchStatus: FetchStatus;
  /** The query's `isPending`: false once the first page is in, while the page is drawn. */
  isPending: boolean;
  failureCount: number;
  failureReason: unknown;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const cancelled = isFirstFetchCancelled({ isPending, fetchStatus });
  return (
    <CheckoutSkeleton checkoutCode={checkoutCode} loading={!cancelled}>
      {cancelled ? (
        <CancelledNotice message={t('checkout-paging.nothingLoaded')} onRetry={onRetry} />
      ) : (
        <>
          <LoadingNote waitingForNetwork={fetchStatus === 'paused'} />
          <WaitingNotice
            fetching={fetchStatus === 'fetching'}
            failureCount={failureCount}
            failureReason={failureReason}
            what={t('checkout-paging.firstPage')}
            onCancel={onCancel}
            onRetry={onRetry}
          />
        </>
      )}
    </CheckoutSkeleton>
  );
}
