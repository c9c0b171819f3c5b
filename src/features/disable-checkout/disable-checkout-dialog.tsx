// Not in src/app/styles.ts (first page's CSS): this lazily loaded module's chunk brings it.
import '@mantine/core/styles/Modal.css';
import { Alert, Box, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { DisableCheckoutResult } from '@/api/disable-checkout';
import type { Payment } from '@/model/payments';
import { ErrorPanel } from '@/components/error-panel';
import { t, tRich } from '@/i18n';
import { describePendingPayments, summarizePendingPayments } from './pending-payments';

export interface DisableCheckoutDialogProps {
  opened: boolean;
  checkoutCode: string;
  checkoutName?: string | undefined;
  payments?: readonly Payment[] | undefined;
  mutation: UseMutationResult<DisableCheckoutResult, Error, string>;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation: a real dialog (Mantine Modal: role dialog, labelled by its title,
 * focus trapped and returned), initial focus on Cancel so a stray Enter never disables.
 * While the request runs it cannot be dismissed: the answer is what the person waits for.
 */
export function DisableCheckoutDialog({
  opened,
  checkoutCode,
  checkoutName,
  payments,
  mutation,
  onConfirm,
  onCancel,
}: DisableCheckoutDialogProps) {
  const pending = mutation.isPending;
  const failed = mutation.isError;
  const errorRef = useRef<HTMLDivElement>(null);

  // After a failure, focus goes to the message, not to "Try again": a held or repeated
  // Enter must not turn into a second request.
  useEffect(() => {
    if (failed) errorRef.current?.focus();
  }, [failed, mutation.failureCount]);

  // Only while open: the dialog stays mounted, and the page may hold 20,000 payments.
  const summary = useMemo(
    () => (opened && payments ? summarizePendingPayments(payments) : null),
    [opened, payments],
  );
  const name = checkoutName?.trim();

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!pending) onCancel();
      }}
      title={t('disable-checkout.dialogTitle', { code: checkoutCode })}
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
      withCloseButton={!pending}
      closeButtonProps={{ 'aria-label': t('disable-checkout.closeWithoutDisabling') }}
      size="md"
      // It loads on first use and mounts open: useReturnFocus (in the session) returns focus.
      returnFocus={false}
    >
      <Stack gap="sm">
        <Text size="sm">
          {name
            ? tRich('disable-checkout.checkoutNamed', {
                code: <Code>{checkoutCode}</Code>,
                name: <strong>{name}</strong>,
              })
            : tRich('disable-checkout.checkout', { code: <Code>{checkoutCode}</Code> })}
        </Text>
        <Text size="sm">{t('disable-checkout.consequence')}</Text>
        {summary && (
          <Alert
            // Information, not an alert: it should not interrupt as the dialog opens.
            role="note"
            // Outlined: a light yellow fill reads as a heavy brown block in dark mode.
            variant="outline"
            color={summary.pending > 0 ? 'yellow' : 'gray'}
            icon={
              summary.pending > 0 ? (
                <IconAlertTriangle aria-hidden />
              ) : (
                <IconClockHour4 aria-hidden />
              )
            }
            title={t('disable-checkout.pendingTitle')}
          >
            <Text size="sm">{describePendingPayments(summary)}</Text>
          </Alert>
        )}
        {failed && (
          <Box ref={errorRef} tabIndex={-1} style={{ outlineOffset: 2 }}>
            <ErrorPanel error={mutation.error} />
            <Text size="sm" mt="xs">
              {t('disable-checkout.nothingRecorded')}
            </Text>
          </Box>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={pending} data-autofocus>
            {t('disable-checkout.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {failed ? t('disable-checkout.tryAgain') : t('disable-checkout.disable')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
