import { Link, useNavigate } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';
import { PROFILE_PARAM } from '@/model/profiles';
import type { WatchedPin } from './watched-checkouts';

/** The address of a pinned checkout, naming its profile when that is not the one in use. */
export function pinnedCheckoutHref(pin: WatchedPin, otherProfile: boolean): string {
  const path = `/checkouts/${encodeURIComponent(pin.checkoutCode)}`;
  return otherProfile
    ? `${path}?${new URLSearchParams({ [PROFILE_PARAM]: pin.profile.name }).toString()}`
    : path;
}

/**
 * A link to a pinned checkout. Pinned in another profile: the link names that profile,
 * so the checkout opens in it (this tab switches and says so; a new tab does the same).
 */
export function PinnedCheckoutLink({
  pin,
  otherProfile,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { pin: WatchedPin; otherProfile: boolean }) {
  const navigate = useNavigate();
  if (!otherProfile)
    return (
      <Link {...props} to="/checkouts/$checkoutCode" params={{ checkoutCode: pin.checkoutCode }} />
    );
  const href = pinnedCheckoutHref(pin, true);
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        props.onClick?.(event);
        // A plain click stays in the app; with a modifier the browser opens a tab.
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void navigate({ href });
      }}
    />
  );
}
