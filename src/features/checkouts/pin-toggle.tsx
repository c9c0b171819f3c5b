import { Button } from '@mantine/core';
import { IconPin, IconPinnedOff } from '@tabler/icons-react';
import { t } from '@/i18n';
import { announce } from '@/lib/announce';
import { useApi } from '@/api/identity';
import { pinCheckout, unpinCheckout, useRecentCheckouts } from './recent-checkouts-store';

/**
 * "Pin to watchlist" / "Unpin" for a checkout's page header. A pin is the recent
 * checkouts list's pin: one concept, kept in this browser per app ID.
 */
export function PinToWatchlistButton({
  checkoutCode,
  name,
}: {
  checkoutCode: string;
  name?: string | undefined;
}) {
  const api = useApi();
  const recent = useRecentCheckouts(api);
  const pinned = recent.some((entry) => entry.checkoutCode === checkoutCode && entry.pinned);
  const label = name ?? checkoutCode;
  return (
    <Button
      variant={pinned ? 'light' : 'default'}
      leftSection={
        pinned ? <IconPinnedOff size={16} aria-hidden /> : <IconPin size={16} aria-hidden />
      }
      onClick={() => {
        if (pinned) {
          unpinCheckout(api, checkoutCode);
          announce(t('checkouts.unpinnedFromWatchlist', { name: label }));
        } else {
          pinCheckout(api, checkoutCode, name);
          announce(t('checkouts.pinnedToWatchlist', { name: label }));
        }
      }}
    >
      {t(pinned ? 'checkouts.unpin' : 'checkouts.pinToWatchlist')}
    </Button>
  );
}
