import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBan } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, type MouseEvent } from 'react';
import { useApi, type ApiIdentity } from '@/api/identity';
import { disableCheckoutOptions, type DisableCheckoutResult } from '@/api/disable-checkout';
import type { Transaction } from '@/api/schemas';
import { DisableCheckoutDialog } from './disable-checkout-dialog';
import { recordDisabled, useDisabledRecord } from './disabled-store';

export interface DisableCheckoutButtonProps {
  checkoutCode: string;
  checkoutName?: string | undefined;
  /** The checkout's loaded transactions, to say what is in flight. */
  transactions?: readonly Transaction[] | undefined;
  /** 'button': the page-header button; 'menu-item': compact, for a row of a list. */
  variant?: 'button' | 'menu-item';
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
  return msg.includes(checkoutCode) ? msg.trim() : `Checkout ${checkoutCode} disabled.`;
}

/**
 * Disables a checkout after one confirmation. Once this browser has disabled it, the
 * button stays in place (so focus returns to it) but is inert and says so.
 */
export function DisableCheckoutButton(props: DisableCheckoutButtonProps) {
  return <DisableCheckoutAction api={useApi()} {...props} />;
}

/** Size, look and words of the button in each variant. */
function labelsFor(variant: 'button' | 'menu-item', checkoutCode: string) {
  const leftSection = <IconBan size={14} aria-hidden />;
  return variant === 'menu-item'
    ? {
        look: { size: 'compact-xs' as const, variant: 'subtle' as const, leftSection },
        text: 'Disable',
        name: `Disable checkout ${checkoutCode}`,
        doneText: 'Disabled',
        doneName: `Checkout ${checkoutCode} was disabled from this browser`,
      }
    : {
        look: { size: 'sm' as const, variant: 'light' as const, leftSection },
        text: 'Disable checkout',
        name: undefined,
        doneText: 'Disabled from this browser',
        doneName: undefined,
      };
}

/** A button that stays focusable (and says why it does nothing) but cannot be used. */
const INERT = {
  'aria-disabled': true,
  'data-disabled': true,
  onClick: (event: MouseEvent) => event.preventDefault(),
};

function DisableCheckoutAction({
  api,
  checkoutCode,
  checkoutName,
  transactions,
  variant = 'button',
}: DisableCheckoutButtonProps & { api: ApiIdentity }) {
  const [opened, { open, close }] = useDisclosure(false);
  const mutation = useDisableCheckoutMutation(api);
  const record = useDisabledRecord(api, checkoutCode);
  // isPending only changes on the next render; the ref closes the gap in which a
  // double click or a repeated Enter would call mutate twice.
  const sending = useRef(false);
  const labels = labelsFor(variant, checkoutCode);

  const openDialog = () => {
    mutation.reset();
    open();
  };
  const cancel = () => {
    if (sending.current || mutation.isPending) return;
    close();
    mutation.reset();
  };
  const confirm = () => {
    if (sending.current || mutation.isPending) return;
    sending.current = true;
    mutation.mutate(checkoutCode, {
      onSuccess: () => close(),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <>
      {record ? (
        <Button {...labels.look} {...INERT} color="gray" aria-label={labels.doneName}>
          {labels.doneText}
        </Button>
      ) : (
        <Button
          {...labels.look}
          color="red"
          aria-label={labels.name}
          aria-haspopup="dialog"
          onClick={openDialog}
        >
          {labels.text}
        </Button>
      )}
      <DisableCheckoutDialog
        opened={opened}
        checkoutCode={checkoutCode}
        checkoutName={checkoutName}
        transactions={transactions}
        mutation={mutation}
        onConfirm={confirm}
        onCancel={cancel}
      />
    </>
  );
}
