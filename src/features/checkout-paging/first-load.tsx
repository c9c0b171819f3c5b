import type { FetchStatus } from '@tanstack/react-query';
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
  landed = false,
}: {
  checkoutCode: string;
  fetchStatus: FetchStatus;
  /**
   * The first page is in and the page is drawn in a deferred render: still the loading
   * skeleton. (Its fetch is over, so `fetchStatus` alone would read as a cancelled load.)
   */
  landed?: boolean;
  failureCount: number;
  failureReason: unknown;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const cancelled = fetchStatus === 'idle' && !landed;
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
