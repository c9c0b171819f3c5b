/** What a profile is, and the rules of its name (a link picks a profile by name). */

/** The colours a profile can wear: the header, the banner and the watchlist show it. */
export const PROFILE_COLORS = ['blue', 'teal', 'grape', 'orange', 'red', 'gray'] as const;
export type ProfileColor = (typeof PROFILE_COLORS)[number];

/** One API connection as the dashboard keeps it: the form checks the same rules (settings-form.ts). */
export interface Settings {
  baseUrl: string;
  appId: string;
  remember: boolean;
  /** Confirmed that the app ID may travel unencrypted (plain http to another host). */
  allowInsecure?: boolean;
  /** The random name of this profile's stored data (see ApiIdentity.scope). */
  scope: string;
}

/** A named API profile: one store or environment (Production, Sandbox, Store B). */
export interface Profile extends Settings {
  name: string;
  color: ProfileColor;
  /** Live payments. A test or sandbox profile (and the demo) wears a banner on every page. */
  production: boolean;
  /**
   * The name it shared with an earlier profile before names were made unique (it got
   * "(2)"): a link written then may mean either, so a link with that name asks.
   */
  sharedName?: string;
}

/** What a Save gives; name, colour and environment default for a new profile. */
export type SettingsInput = Omit<Settings, 'scope'> &
  Partial<Pick<Profile, 'name' | 'color' | 'production'>>;

/** A saved profile's scope: 16 random hex characters. */
export const SAVED_SCOPE = /^[0-9a-f]{16}$/;
/** A saved profile's scope, or the built-in demo's. */
export const SCOPE_PATTERN = /^([0-9a-f]{16}|demo)$/;
const MAX_PROFILE_NAME = 40;

/** A profile name as stored (trimmed, at most 40 characters), or `fallback` when blank. */
export function profileName(name: unknown, fallback: string): string {
  return typeof name === 'string' && name.trim()
    ? name.trim().slice(0, MAX_PROFILE_NAME)
    : fallback;
}

/**
 * Whether two profile names are the same to a link: case-insensitive (accents count).
 * Names are unique by this rule.
 */
export function sameProfileName(a: string, b: string): boolean {
  // Names in plain ASCII (nearly all) compare without Intl: the entry script settles the
  // names before the first paint, and the first collator built by a page loads ICU's
  // collation data (10 ms of that script, unthrottled). For ASCII the rule is exactly
  // this: letters equal whatever their case, every other character as it is.
  if (ASCII.test(a) && ASCII.test(b)) return a.toLowerCase() === b.toLowerCase();
  return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
}

const ASCII = /^[\x20-\x7e]*$/;

/** `name`, or, when another profile has it, `name (2)`, `name (3)`... (within 40 characters). */
export function uniqueName(name: string, taken: readonly string[]): string {
  let unique = name;
  for (let count = 2; taken.some((other) => sameProfileName(other, unique)); count++) {
    const suffix = ` (${count})`;
    unique = `${name.slice(0, MAX_PROFILE_NAME - suffix.length).trimEnd()}${suffix}`;
  }
  return unique;
}

/**
 * The profiles with names no two share (a link picks a profile by name): the demo keeps
 * its own, the first of a shared name keeps it, a later one gets "(2)", "(3)"... and
 * remembers the name it shared. Stored profiles of earlier versions (an unnamed profile
 * is named after its host, so two on one host shared a name), or a profile another tab
 * remembered under the name of this tab's own, are settled here; the store writes the
 * result back (`settleNames`).
 */
export function withUniqueNames(profiles: readonly Profile[], demo: Profile): Profile[] {
  const taken = [demo.name];
  return profiles.map((profile) => {
    const name = uniqueName(profile.name, taken);
    taken.push(name);
    return name === profile.name ? profile : { ...profile, name, sharedName: profile.name };
  });
}
