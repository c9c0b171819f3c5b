import { Text } from '@mantine/core';
import { WarningAlert } from '@/components/warning-alert';
import type { PagingStatus } from '@/api/paging';
import { t } from '@/i18n';

/** Why paging stopped before the service said it was done, in one sentence; else null. */
export function describePagingStop(status: PagingStatus | null): string | null {
  if (status?.state === 'repeated') {
    return status.sameAsFirst === status.sameAsLast
      ? t('checkout-paging.stoppedRepeatedPage', {
          page: String(status.page),
          first: String(status.sameAsFirst),
        })
      : t('checkout-paging.stoppedRepeatedPages', {
          page: String(status.page),
          first: String(status.sameAsFirst),
          last: String(status.sameAsLast),
        });
  }
  if (status?.state === 'ceiling') {
    return t('checkout-paging.stoppedCeiling', { count: status.ceiling });
  }
  return null;
}

/** The warning shown when paging ended early: a page repeated, or the page ceiling. */
export function PagingStopNotice({ status }: { status: PagingStatus | null }) {
  const text = describePagingStop(status);
  if (!text) return null;
  return (
    <WarningAlert title={t('checkout-paging.notEveryPageTitle')}>
      <Text size="sm">{text}</Text>
      <Text size="sm" c="dimmed">
        {t('checkout-paging.notEveryPageNote')}
      </Text>
    </WarningAlert>
  );
}
