import { Alert, Button, Group, Loader, Paper, Text } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { describeApiError } from '@/api/errors';
import { countNoun } from '@/lib/format-count';
import { shortenMiddle } from '@/lib/mask';
import type { EveryPageProgress } from '@/features/checkout-paging';
import type { PaymentTarget } from './linked-payment';
import type { LinkedPaymentLookup } from './use-linked-payment';

/**
 * What became of a linked payment (`?tx=`) that is not among the loaded records: being
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
  /** Whose payments: "this checkout", "the pinned checkouts". */
  where: string;
  /** How many payments are loaded. */
  loaded: number;
  progress: EveryPageProgress | null;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  if (!target || lookup.kind === 'none') return null;
  const payment = (
    <>
      payment{' '}
      <Text span ff="monospace" title={target.hash}>
        {shortenMiddle(target.hash, 10, 6)}
      </Text>
      {target.chain ? ` on ${target.chain}` : ''}
    </>
  );
  const dismiss = (
    <Button variant="default" size="xs" onClick={onDismiss}>
      Dismiss
    </Button>
  );

  if (lookup.kind === 'searching') {
    return (
      <Paper withBorder p="sm">
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">
            Looking for {payment} on later pages
            {progress
              ? `: ${countNoun(progress.pages, 'page')}, ${countNoun(progress.records, 'payment')} so far`
              : '…'}
          </Text>
          <Button variant="default" size="xs" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Paper>
    );
  }
  if (lookup.kind === 'failed') {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title="Could not finish looking for the payment"
      >
        <Text size="sm">
          Loading stopped ({describeApiError(lookup.error).title}) before {payment} turned up;{' '}
          {countNoun(loaded, 'payment')} are loaded.
        </Text>
        <Group gap="xs" mt="xs">
          <Button variant="default" size="xs" onClick={onRetry}>
            Try again
          </Button>
          {dismiss}
        </Group>
      </Alert>
    );
  }
  const text =
    lookup.kind === 'not-found' ? (
      <>
        The {payment} is not in {where}: none of the {countNoun(loaded, 'payment')} has that hash.
        Check the link.
      </>
    ) : lookup.kind === 'cancelled' ? (
      <>
        Stopped looking: the {payment} is not among the {countNoun(loaded, 'payment')} loaded so
        far.
      </>
    ) : (
      <>
        The {payment} is not among the {countNoun(loaded, 'payment')} loaded here. Load more on its
        checkout, or open it from the checkout&apos;s page.
      </>
    );
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      icon={<IconSearchOff aria-hidden />}
      title="Payment not found"
    >
      <Text size="sm">{text}</Text>
      <Group gap="xs" mt="xs">
        {lookup.kind === 'cancelled' && (
          <Button variant="default" size="xs" onClick={onRetry}>
            Keep looking
          </Button>
        )}
        {dismiss}
      </Group>
    </Alert>
  );
}
