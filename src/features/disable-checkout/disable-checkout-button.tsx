import { Button, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBan } from '@tabler/icons-react';
import { Suspense, lazy, useId, useState, type MouseEvent } from 'react';
import { useApi, type ApiIdentity } from '@/api/identity';
import { useNeedsService } from '@/model/last-known';
import type { Payment } from '@/model/payments';
import { t } from '@/i18n';
import { useDisabledRecord } from './disabled-store';

// The dialog and the request (with the API client and zod) load on the first click.
const DisableCheckoutSession = lazy(() => import('./disable-checkout-session'));

export interface DisableCheckoutButtonProps {
  checkoutCode: string;
  checkoutName?: string | undefined;
  /** The checkout's loaded payments, to say what is in flight. */
  payments?: readonly Payment[] | undefined;
  /** 'button': the page-header button; 'menu-item': compact, for a row of a list. */
  variant?: 'button' | 'menu-item';
}

/**
 * Disables a checkout after one confirmation. Once this browser has disabled it, the
 * button stays in place (so focus returns to it) but is inert and says so.
 */
export function DisableCheckoutButton(props: DisableCheckoutButtonProps) {
  const api = useApi();
  // Inside another site's frame a click could be tricked (clickjacking): no Disable there.
  // (The server sends frame-ancestors 'none' too; this holds on a host that does not.)
  if (isFramed()) {
    return (
      <Text size="sm" c="dimmed" maw={260}>
        {t('disable-checkout.framed')}
      </Text>
    );
  }
  return <DisableCheckoutAction api={api} {...props} />;
}

function isFramed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true; // a cross-origin parent: reading window.top throws
  }
}

/** Size, look and words of the button in each variant. */
function labelsFor(variant: 'button' | 'menu-item', checkoutCode: string) {
  const leftSection = <IconBan size={14} aria-hidden />;
  return variant === 'menu-item'
    ? {
        look: { size: 'compact-xs' as const, variant: 'subtle' as const, leftSection },
        text: t('disable-checkout.disable'),
        name: t('disable-checkout.disableCode', { code: checkoutCode }),
        doneText: t('disable-checkout.disabled'),
        doneName: t('disable-checkout.disabledCode', { code: checkoutCode }),
      }
    : {
        look: { size: 'sm' as const, variant: 'light' as const, leftSection },
        text: t('disable-checkout.disableCheckout'),
        name: undefined,
        doneText: t('disable-checkout.disabledFromBrowser'),
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
  payments,
  variant = 'button',
}: DisableCheckoutButtonProps & { api: ApiIdentity }) {
  const [opened, { open, close }] = useDisclosure(false);
  // Mounted from the first opening on: it keeps its state (and the close animation) after.
  const [used, setUsed] = useState(false);
  const payment = useDisabledRecord(api, checkoutCode);
  const labels = labelsFor(variant, checkoutCode);
  // The service is down or the browser offline: a disable could not be sent.
  const refused = useNeedsService(api);
  const reasonId = useId();

  const openDialog = () => {
    setUsed(true);
    open();
  };

  return (
    <>
      {payment ? (
        <Button {...labels.look} {...INERT} color="gray" aria-label={labels.doneName}>
          {labels.doneText}
        </Button>
      ) : refused ? (
        <>
          <Button
            {...labels.look}
            {...INERT}
            color="red"
            aria-label={labels.name}
            aria-describedby={reasonId}
            title={refused}
          >
            {labels.text}
          </Button>
          <VisuallyHidden id={reasonId}>{refused}</VisuallyHidden>
        </>
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
      {used && (
        <Suspense fallback={null}>
          <DisableCheckoutSession
            api={api}
            checkoutCode={checkoutCode}
            checkoutName={checkoutName}
            payments={payments}
            opened={opened}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
