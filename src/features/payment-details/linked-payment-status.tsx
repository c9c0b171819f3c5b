import { Alert, Button, Group, Loader, Paper, Text } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { WarningAlert } from '@/components/warning-alert';
import { describeApiError } from '@/api/errors';
import { t, tRich } from '@/i18n';
import { shortenMiddle } from '@/lib/mask';
import type { EveryPageProgress } from '@/features/checkout-paging';
import type { PaymentTarget } from './linked-payment';
import type { LinkedPaymentLookup } from './use-linked-payment';

/**
 * What became of a linked payment (`?tx=`) that is not among the loaded payments: being
 * looked for on later pages (progress, Cancel), not in the checkout, or not looked for.
 */
export function LinkedPaymentStatus({
  target,
  lookup,
  where,
  loaded,
  progress,
  onCancel,
  onRetry,
  onDismiss,
}: {
  target: PaymentTarget | null;
  lookup: LinkedPaymentLookup;
  /** Whose payments, as the sentence "… is not in {where}" reads: "this checkout". */
  where: string;
  /** How many payments are loaded. */
  loaded: number;
  progress: EveryPageProgress | null;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  if (!target || lookup.kind === 'none') return null;
  // Every sentence names the payment by its hash, and by its chain when the link gives one.
  const payment = {
    hash: (
      <Text span ff="monospace" title={target.hash}>
        {shortenMiddle(target.hash, 10, 6)}
      </Text>
    ),
    hasChain: target.chain ? 'yes' : 'no',
    chain: target.chain ?? '',
  };
  const dismiss = (
    <Button variant="default" size="xs" onClick={onDismiss}>
      {t('payment-details.dismiss')}
    </Button>
  );

  if (lookup.kind === 'searching') {
    return (
      <Paper withBorder p="sm">
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">
            {progress
              ? tRich('payment-details.lookingWithProgress', {
                  ...payment,
                  pages: progress.pages,
                  payments: progress.payments,
                })
              : tRich('payment-details.looking', payment)}
          </Text>
          <Button variant="default" size="xs" onClick={onCancel}>
            {t('payment-details.cancel')}
          </Button>
        </Group>
      </Paper>
    );
  }
  if (lookup.kind === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" title={t('payment-details.lookFailedTitle')}>
        <Text size="sm">
          {tRich('payment-details.lookFailed', {
            ...payment,
            error: describeApiError(lookup.error).title,
            loaded,
          })}
        </Text>
        <Group gap="xs" mt="xs">
          <Button variant="default" size="xs" onClick={onRetry}>
            {t('payment-details.tryAgain')}
          </Button>
          {dismiss}
        </Group>
      </Alert>
    );
  }
  const text =
    lookup.kind === 'not-found'
      ? tRich('payment-details.notFound', { ...payment, where, loaded })
      : lookup.kind === 'cancelled'
        ? tRich('payment-details.stoppedLooking', { ...payment, loaded })
        : tRich('payment-details.notLoaded', { ...payment, loaded });
  return (
    <WarningAlert role="status" icon={IconSearchOff} title={t('payment-details.notFoundTitle')}>
      <Text size="sm">{text}</Text>
      <Group gap="xs" mt="xs">
        {lookup.kind === 'cancelled' && (
          <Button variant="default" size="xs" onClick={onRetry}>
            {t('payment-details.keepLooking')}
          </Button>
        )}
        {dismiss}
      </Group>
    </WarningAlert>
  );
}
