import { Anchor } from '@mantine/core';
import type { CSSProperties } from 'react';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import { t, tRich } from '@/i18n';
import { announce } from '@/lib/announce';
import { profileColor, profileLabel } from './profile-mark';
import { DEMO_SCOPE, settingsStore, useSettings, type Profile } from '@/model/profiles';
import './profile-switcher.css';

/** Switches this tab to a profile and says so (the page stays; its data is the new profile's). */
export function switchProfile(scope: string): void {
  const profile = settingsStore.get().profiles.find((entry) => entry.scope === scope);
  if (!profile) return;
  settingsStore.switchTo(scope);
  announce(t('shell.profileInUse', { name: profile.name }));
}

/** Said when a link's profile name switched this tab. */
export function sayProfileSwitched(profile: Profile): void {
  notifications.show({
    color: profile.color,
    title: t('shell.openedInProfile', { name: profile.name }),
    message: t('shell.openedInProfileText'),
  });
}

/**
 * The header's profile switcher: the profile in use (name and colour) and every other
 * one, one choice away. A native select: keyboard and screen readers know it, and it
 * costs the first page nothing.
 */
export function ProfileSwitcher() {
  const { profile, profiles } = useSettings();
  return (
    <span
      className="profile-switcher"
      style={{ position: 'relative', display: 'inline-flex', alignItems: 'center', minWidth: 0 }}
    >
      {profile && (
        <span
          aria-hidden
          className="profile-switcher-initial"
          style={{ '--profile-color': profileColor(profile) } as CSSProperties}
        >
          {[...profile.name.trim()][0]?.toUpperCase() ?? '?'}
        </span>
      )}
      <span
        aria-hidden
        className="profile-switcher-dot"
        style={{
          position: 'absolute',
          insetInlineStart: 8,
          width: 10,
          height: 10,
          borderRadius: '50%',
          background: profile ? profileColor(profile) : 'transparent',
          border: profile ? undefined : '1px solid currentColor',
          pointerEvents: 'none',
        }}
      />
      <select
        aria-label={t('shell.profile')}
        // Inline: the first page's stylesheet has no room to spare.
        style={{
          maxWidth: 'min(16rem, 33vw)',
          height: 30,
          paddingInline: '24px 6px',
          font: 'inherit',
          fontSize: 'var(--mantine-font-size-sm)',
          fontWeight: 600,
          color: 'var(--mantine-color-text)',
          background: 'var(--mantine-color-body)',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
          textOverflow: 'ellipsis',
        }}
        value={profile?.scope ?? ''}
        onChange={(event) => switchProfile(event.currentTarget.value)}
      >
        {!profile && <option value="">{t('shell.noProfile')}</option>}
        {profiles.map((entry) => (
          <option key={entry.scope} value={entry.scope}>
            {profileLabel(entry)}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * Under a test or sandbox profile (or the demo), every page says so in the profile's
 * colour, like Stripe's test-mode banner: nobody should act on the wrong store.
 */
export function ProfileBanner() {
  const { profile } = useSettings();
  if (!profile || profile.production) return null;
  const demo = profile.scope === DEMO_SCOPE;
  return (
    <div
      role="note"
      aria-label={t('shell.profileBannerLabel')}
      style={{
        margin:
          'calc(var(--mantine-spacing-md) * -1) calc(var(--mantine-spacing-md) * -1) var(--mantine-spacing-md)',
        padding: '4px var(--mantine-spacing-md)',
        // Shade 9 with white text passes AA contrast for every colour but orange, which
        // takes a light shade with black text instead.
        background:
          profile.color === 'orange'
            ? 'var(--mantine-color-orange-4)'
            : `var(--mantine-color-${profile.color}-9)`,
        color:
          profile.color === 'orange' ? 'var(--mantine-color-black)' : 'var(--mantine-color-white)',
        fontSize: 'var(--mantine-font-size-sm)',
        fontWeight: 600,
      }}
    >
      {tRich(demo ? 'shell.bannerDemo' : 'shell.bannerTest', {
        name: profile.name,
        link: (
          <Anchor component={Link} to="/settings" c="inherit" fz="inherit" underline="always">
            {t(demo ? 'shell.connectYourApi' : 'shell.profiles')}
          </Anchor>
        ),
      })}
    </div>
  );
}
