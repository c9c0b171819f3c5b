import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { FetchStatus } from '@tanstack/react-query';
import { CancelledNotice, WaitingNotice } from '@/components/waiting-notice';
import { t } from '@/i18n';

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
}: {
  checkoutCode: string;
  fetchStatus: FetchStatus;
  failureCount: number;
  failureReason: unknown;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const cancelled = fetchStatus === 'idle';
  return (
    <Stack
      aria-busy={cancelled ? undefined : 'true'}
      aria-label={t('checkout-paging.loadingLabel')}
    >
      <Title order={1}>{t('checkout-paging.title', { code: checkoutCode })}</Title>
      {cancelled ? (
        <CancelledNotice message={t('checkout-paging.nothingLoaded')} onRetry={onRetry} />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {fetchStatus === 'paused'
              ? t('checkout-paging.waitingForNetwork')
              : t('checkout-paging.loadingTransactions')}
          </Text>
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
      {!cancelled && (
        <>
          <Skeleton height={140} />
          <Skeleton height={36} />
          <Skeleton height={360} />
        </>
      )}
    </Stack>
  );
}
