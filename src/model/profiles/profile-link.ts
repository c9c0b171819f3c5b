import { sameProfileName, type Profile } from './profile';
import { settingsStore } from './profiles-store';

/**
 * Links that name a profile: `?profile=<name>` on any page of the dashboard. The name,
 * never the app ID: a link is shared in chats and tickets, and the receiver's own
 * profile of that name brings its own app ID.
 */
export const PROFILE_PARAM = 'profile';

/** The profile name a link carries (as typed in it), or null. */
export function linkedProfileName(searchStr: string): string | null {
  const name = new URLSearchParams(searchStr).get(PROFILE_PARAM)?.trim();
  return name ? name : null;
}

/** The same address without the profile name (what the page then shows in the address bar). */
export function withoutProfileName(pathname: string, searchStr: string, hash = ''): string {
  const params = new URLSearchParams(searchStr);
  params.delete(PROFILE_PARAM);
  const search = params.toString();
  return `${pathname}${search ? `?${search}` : ''}${hash ? `#${hash.replace(/^#/, '')}` : ''}`;
}

/** An address of this dashboard with the profile's name added (the built-in demo's too). */
export function withProfileName(href: string, profile: Pick<Profile, 'name'>): string {
  const url = new URL(href, window.location.origin);
  url.searchParams.set(PROFILE_PARAM, profile.name);
  return url.href;
}

export type ProfileLinkOutcome =
  | { kind: 'current'; profile: Profile }
  | { kind: 'switched'; profile: Profile; from: Profile | null }
  | { kind: 'ask' }
  | { kind: 'missing' };

/**
 * The profiles a link's name may mean: the one of that name, and any that shared it
 * before names were unique (a link written then may mean either).
 */
export function profilesForLink(name: string, profiles: readonly Profile[]): Profile[] {
  return profiles.filter(
    (profile) =>
      sameProfileName(profile.name, name) ||
      (profile.sharedName !== undefined && sameProfileName(profile.sharedName, name)),
  );
}

/**
 * Opens a link's profile in this tab: already in use, switched to (this browser has one
 * profile of that name, which no other shared), or the page asks which (several may be
 * meant) or says this browser has none; until then nothing is requested.
 */
export function followProfileLink(name: string): ProfileLinkOutcome {
  const { profile: inUse, profiles } = settingsStore.get();
  const [match, ...others] = profilesForLink(name, profiles);
  if (!match) return { kind: 'missing' };
  // Never picked silently: the wrong one would show another store's data and offer Disable.
  if (others.length > 0 || !sameProfileName(match.name, name)) return { kind: 'ask' };
  if (match.scope === inUse?.scope) return { kind: 'current', profile: match };
  settingsStore.switchTo(match.scope);
  return { kind: 'switched', profile: match, from: inUse };
}
