import { settingsStore, type Profile } from './settings-store';

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

const sameName = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export type ProfileLinkOutcome =
  | { kind: 'current'; profile: Profile }
  | { kind: 'switched'; profile: Profile; from: Profile | null }
  | { kind: 'missing' };

/**
 * Opens a link's profile in this tab: already in use, switched to (this browser has a
 * profile of that name), or missing (the page then asks before anything is requested).
 */
export function followProfileLink(name: string): ProfileLinkOutcome {
  const { profile: inUse, profiles } = settingsStore.get();
  if (inUse && sameName(inUse.name, name)) return { kind: 'current', profile: inUse };
  const match = profiles.find((profile) => sameName(profile.name, name));
  if (!match) return { kind: 'missing' };
  settingsStore.switchTo(match.scope);
  return { kind: 'switched', profile: match, from: inUse };
}
