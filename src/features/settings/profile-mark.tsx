import { t } from '@/i18n';
import type { Profile } from '@/model/profiles';

/** The CSS colour a profile wears (Mantine's filled shade, right in light and dark). */
export function profileColor(profile: Pick<Profile, 'color'>): string {
  return `var(--mantine-color-${profile.color}-filled)`;
}

/** A profile's name as lists show it: a test profile says so. */
export function profileLabel(profile: Pick<Profile, 'name' | 'production'>): string {
  return profile.production ? profile.name : t('shell.testProfileLabel', { name: profile.name });
}

/** A profile's colour dot and name, inline, as in the header's switcher. */
export function ProfileMark({
  profile,
}: {
  profile: Pick<Profile, 'name' | 'color' | 'production'>;
}) {
  return (
    <span style={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          width: '0.6em',
          height: '0.6em',
          marginInlineEnd: '0.3em',
          borderRadius: '50%',
          background: profileColor(profile),
        }}
      />
      {profileLabel(profile)}
    </span>
  );
}
