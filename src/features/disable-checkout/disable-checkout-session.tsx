import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiIdentity } from '@/api/identity';
import { disableCheckoutOptions, type DisableCheckoutResult } from '@/api/disable-checkout';
import type { Payment } from '@/model/payments';
import { t } from '@/i18n';
import { useReturnFocus } from '@/lib/use-return-focus';
import { DisableCheckoutDialog } from './disable-checkout-dialog';
import { recordDisabled } from './disabled-store';

export interface DisableCheckoutSessionProps {
  api: ApiIdentity;
  checkoutCode: string;
  checkoutName?: string | undefined;
  payments?: readonly Payment[] | undefined;
  opened: boolean;
  onClose: () => void;
}

/** The mutation, with what must happen on success even if the page is left meanwhile. */
function useDisableCheckoutMutation(api: ApiIdentity) {
  const queryClient = useQueryClient();
  return useMutation(
    disableCheckoutOptions(api, queryClient, (result) => {
      recordDisabled(api, result.checkoutCode, result.disabledAt);
      notifications.show({ message: disabledMessage(result), color: 'green' });
    }),
  );
}

/** One message: the server's own words (as text) when they name the checkout, else ours. */
function disabledMessage({ checkoutCode, msg }: DisableCheckoutResult): string {
  return msg.includes(checkoutCode)
    ? msg.trim()
    : t('disable-checkout.disabledNotice', { code: checkoutCode });
}

/**
 * The confirmation and its request. Loaded on the first click of a Disable button (with
 * the API client and its schemas), so the pages that show the button do not wait for it.
 */
export default function DisableCheckoutSession({
  api,
  checkoutCode,
  checkoutName,
  payments,
  opened,
  onClose,
}: DisableCheckoutSessionProps) {
  const mutation = useDisableCheckoutMutation(api);
  useReturnFocus(opened);
  // isPending only changes on the next render; the ref closes the gap in which a
  // double click or a repeated Enter would call mutate twice.
  const sending = useRef(false);

  const cancel = () => {
    if (sending.current || mutation.isPending) return;
    onClose();
    // A later opening starts without this attempt's error.
    mutation.reset();
  };
  const confirm = () => {
    if (sending.current || mutation.isPending) return;
    sending.current = true;
    mutation.mutate(checkoutCode, {
      onSuccess: () => onClose(),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <DisableCheckoutDialog
      opened={opened}
      checkoutCode={checkoutCode}
      checkoutName={checkoutName}
      payments={payments}
      mutation={mutation}
      onConfirm={confirm}
      onCancel={cancel}
    />
  );
}
