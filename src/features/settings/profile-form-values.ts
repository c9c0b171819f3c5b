import {
  PROFILE_COLORS,
  trimUrl,
  type ListsOnNewIdentity,
  type Profile,
  type SettingsInput,
} from '@/model/profiles';

/**
 * The form's values: a profile's connection, name, colour and environment, and what
 * becomes of a saved profile's lists under a new base URL or app ID (asked then).
 */
export type ProfileFormValues = Required<Pick<SettingsInput, 'name' | 'color' | 'production'>> &
  Omit<SettingsInput, 'name' | 'color' | 'production'> & { lists?: ListsOnNewIdentity };

/** What the form shows for a saved profile, or for a new one. */
export function formValues(
  profile: Profile | undefined,
  profiles: readonly Profile[],
): ProfileFormValues {
  if (profile)
    return {
      name: profile.name,
      color: profile.color,
      production: profile.production,
      baseUrl: profile.baseUrl,
      appId: profile.appId,
      remember: profile.remember,
      allowInsecure: profile.allowInsecure ?? false,
    };
  const used = new Set(profiles.map((entry) => entry.color));
  return {
    name: '',
    color: PROFILE_COLORS.find((color) => !used.has(color)) ?? 'blue',
    // Not production until the user says so: a sandbox saved unchecked still gets its banner.
    production: false,
    baseUrl: '',
    appId: '',
    remember: false,
    allowInsecure: false,
  };
}

/** What a connection result depends on. */
export const connectionKey = (values: Pick<ProfileFormValues, 'baseUrl' | 'appId'>) =>
  JSON.stringify([trimUrl(values.baseUrl), values.appId.trim()]);
