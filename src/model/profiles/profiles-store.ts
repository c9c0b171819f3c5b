import { useSyncExternalStore } from 'react';
import { newStorageScope, type ApiIdentity } from '@/api/identity';
import { hashText } from '@/lib/hash';
import {
  hasStoredValue,
  moveScope,
  persistedStore,
  removeScope,
  renameScope,
  scopedKeys,
  storedScopes,
  type ScopePlace,
} from '@/lib/persisted-store';

/** The built-in demo API, answered in the browser by the msw service worker. */
export const DEMO_API_PATH = '/demo-api/v1';
export const DEMO_APP_ID = 'demo-app-id';

export function demoBaseUrl(): string {
  return new URL(DEMO_API_PATH, window.location.origin).href;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A host whose traffic never leaves this machine: localhost, 127.0.0.0/8, [::1]. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]'
  );
}

/**
 * Whether an app ID sent to this base URL travels unencrypted over the network: plain
 * http to a host other than this machine.
 */
export function isInsecureBaseUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && !isLocalHost(url.hostname);
  } catch {
    return false;
  }
}

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

/** The built-in demo profile's scope (saved profiles have 16 random hex characters). */
export const DEMO_SCOPE = 'demo';
const SAVED_SCOPE = /^[0-9a-f]{16}$/;
const SCOPE_PATTERN = /^([0-9a-f]{16}|demo)$/;
const MAX_PROFILE_NAME = 40;

export interface SettingsState extends Settings {
  /** True while the base URL is the built-in demo API. */
  demo: boolean;
  /** True while the app ID travels unencrypted (plain http to another host, confirmed). */
  insecure: boolean;
  /** The API identity in use, or null while no profile is chosen. Stable between changes. */
  identity: ApiIdentity | null;
  /** The profile in use in this tab; null after Forget, until one is chosen or saved. */
  profile: Profile | null;
  /** Every profile: the remembered ones, this tab's session ones, then the built-in demo. */
  profiles: readonly Profile[];
}

/** A base URL as stored: trimmed, without trailing slashes. */
export const trimUrl = (value: string) => value.trim().replace(/\/+$/, '');

/** A profile name as stored (trimmed, at most 40 characters), or `fallback` when blank. */
function profileName(name: unknown, fallback: string): string {
  return typeof name === 'string' && name.trim()
    ? name.trim().slice(0, MAX_PROFILE_NAME)
    : fallback;
}

/**
 * Whether two profile names are the same to a link: case-insensitive (accents count).
 * Names are unique by this rule.
 */
export function sameProfileName(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
}

/** `name`, or, when another profile has it, `name (2)`, `name (3)`... (within 40 characters). */
function uniqueName(name: string, taken: readonly string[]): string {
  let unique = name;
  for (let count = 2; taken.some((other) => sameProfileName(other, unique)); count++) {
    const suffix = ` (${count})`;
    unique = `${name.slice(0, MAX_PROFILE_NAME - suffix.length).trimEnd()}${suffix}`;
  }
  return unique;
}

/** The host of a base URL, the name a profile gets when none is given. */
export function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host || baseUrl;
  } catch {
    return baseUrl;
  }
}

/**
 * Stored settings, or undefined when they are not usable. Plain checks, not a schema:
 * this runs on the first page, where bytes count.
 */
function parseSettings(raw: unknown): Settings | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { baseUrl, appId, remember, scope, allowInsecure } = raw as Record<string, unknown>;
  if (typeof baseUrl !== 'string' || typeof appId !== 'string' || typeof remember !== 'boolean')
    return undefined;
  if (typeof scope !== 'string' || !SCOPE_PATTERN.test(scope)) return undefined;
  const url = trimUrl(baseUrl);
  const id = appId.trim();
  // Plain http to another host only with the confirmation saved beside it.
  if (isInsecureBaseUrl(url) && allowInsecure !== true) return undefined;
  return isHttpUrl(url) && id
    ? {
        baseUrl: url,
        appId: id,
        remember,
        scope,
        ...(allowInsecure === true ? { allowInsecure } : {}),
      }
    : undefined;
}

function parseProfile(raw: unknown): Profile | undefined {
  const settings = parseSettings(raw);
  if (!settings || settings.scope === DEMO_SCOPE) return undefined;
  const { name, color, production, sharedName } = raw as Record<string, unknown>;
  return {
    ...settings,
    name: profileName(name, hostOf(settings.baseUrl)),
    color: PROFILE_COLORS.find((known) => known === color) ?? 'blue',
    production: typeof production === 'boolean' ? production : true,
    ...(typeof sharedName === 'string' && sharedName.trim()
      ? { sharedName: profileName(sharedName, '') }
      : {}),
  };
}

/** A stored list of profiles: each checked on its own, so one broken entry loses no other. */
function parseProfiles(raw: unknown): Profile[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const seen = new Set<string>();
  const profiles: Profile[] = [];
  for (const item of raw) {
    const profile = parseProfile(item);
    if (!profile || seen.has(profile.scope)) continue;
    seen.add(profile.scope);
    profiles.push(profile);
  }
  return profiles;
}

/**
 * Settings of versions 0 and 1 have no scope: their data was kept under a hash of the
 * base URL and app ID, which can confirm a guessed app ID offline. They get a random
 * scope, and that data moves under it (nothing is lost, the hash is gone).
 */
function migrateSettings(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const { baseUrl, appId } = raw as Record<string, unknown>;
  if (typeof baseUrl !== 'string' || typeof appId !== 'string') return raw;
  const legacy = hashText(`${trimUrl(baseUrl)}\n${appId.trim()}`);
  const scope = newStorageScope();
  renameScope(legacy, scope);
  return { ...raw, scope };
}

const EMPTY: Profile[] = [];
const REMEMBERED_KEY = 'checkout-dashboard.profiles';
const profileList = (storage: 'local' | 'session') =>
  persistedStore<Profile[]>({
    key: storage === 'local' ? REMEMBERED_KEY : 'checkout-dashboard.session-profiles',
    version: 1,
    parse: parseProfiles,
    fallback: () => EMPTY,
    storage,
  });
/** Profiles saved with "Remember on this device"; the others live in this tab's session. */
const remembered = profileList('local');
const sessionOnly = profileList('session');

/** No profile in this tab (after Forget): the app asks for an app ID. */
const NONE = 'none';
const scopeChoice = (storage: 'local' | 'session') =>
  persistedStore<string | null>({
    key:
      storage === 'session'
        ? 'checkout-dashboard.current-profile'
        : 'checkout-dashboard.last-profile',
    version: 1,
    parse: (raw) =>
      typeof raw === 'string' && (raw === NONE || SCOPE_PATTERN.test(raw)) ? raw : undefined,
    fallback: () => null,
    storage,
  });
/** This tab's profile (two tabs can show two stores); a new tab starts on the last chosen. */
const tabChoice = scopeChoice('session');
const lastChoice = scopeChoice('local');

/**
 * The single set of settings of earlier versions (key `checkout-dashboard.settings`,
 * version 2, in either storage): adopted as a profile with its scope, so its pins,
 * recent checkouts and marks stay, then removed.
 */
const legacyOptions = {
  key: 'checkout-dashboard.settings',
  version: 2,
  parse: parseSettings,
  fallback: () => null,
  migrate: migrateSettings,
} as const;
const legacyStores = [
  persistedStore<Settings | null>({ ...legacyOptions, storage: 'local' }),
  persistedStore<Settings | null>({ ...legacyOptions, storage: 'session' }),
];

function demoProfile(): Profile {
  return {
    baseUrl: demoBaseUrl(),
    appId: DEMO_APP_ID,
    remember: false,
    scope: DEMO_SCOPE,
    name: 'Demo',
    color: 'grape',
    production: false,
  };
}

/**
 * Where a profile's lists live: a tab-only profile's in sessionStorage, gone with the
 * tab like its app ID (Forget could not reach them in localStorage once the tab is
 * closed). The built-in demo is in every tab, and its lists hold no secret: localStorage.
 */
function placeOf(profile: Settings): ScopePlace {
  const storage = profile.remember || profile.scope === DEMO_SCOPE ? 'local' : 'session';
  return { scope: profile.scope, storage };
}

/** Moves a profile's lists into the storage its "remember" choice names. */
function keepInItsStorage(profile: Settings): void {
  const place = placeOf(profile);
  moveScope({ ...place, storage: place.storage === 'local' ? 'session' : 'local' }, place);
}

// One identity object per profile while its base URL, app ID and storage stay: stable for React.
const identities = new Map<string, ApiIdentity>();
/** The API identity of a profile (what its requests, cached answers and lists are keyed by). */
export function identityOf(profile: Settings): ApiIdentity {
  const { storage } = placeOf(profile);
  const known = identities.get(profile.scope);
  if (
    known &&
    known.baseUrl === profile.baseUrl &&
    known.appId === profile.appId &&
    known.storage === storage
  )
    return known;
  const identity = {
    baseUrl: profile.baseUrl,
    appId: profile.appId,
    scope: profile.scope,
    storage,
  };
  identities.set(profile.scope, identity);
  return identity;
}

/**
 * The profiles with names no two share (a link picks a profile by name): the demo keeps
 * its own, the first of a shared name keeps it, a later one gets "(2)", "(3)"... and
 * remembers the name it shared. Stored profiles of earlier versions (an unnamed profile
 * is named after its host, so two on one host shared a name), or a profile another tab
 * remembered under the name of this tab's own, are settled here; `settleNames` writes
 * the result back.
 */
function withUniqueNames(profiles: readonly Profile[], demo: Profile): Profile[] {
  const taken = [demo.name];
  return profiles.map((profile) => {
    const name = uniqueName(profile.name, taken);
    taken.push(name);
    return name === profile.name ? profile : { ...profile, name, sharedName: profile.name };
  });
}

let cached: { from: readonly unknown[]; state: SettingsState } | null = null;
let demo: Profile | null = null;

/** The profile in force: this tab's choice, else the last chosen, else the first saved, else the demo. */
function current(): SettingsState {
  const from = [remembered.get(), sessionOnly.get(), tabChoice.get(), lastChoice.get()] as const;
  if (cached && cached.from.every((part, index) => part === from[index])) return cached.state;
  const [local, session, choice, last] = from;
  demo ??= demoProfile();
  const profiles = [...withUniqueNames([...local, ...session], demo), demo];
  const find = (scope: string | null) => profiles.find((profile) => profile.scope === scope);
  // A choice whose profile is gone (forgotten in another tab) asks again, rather than
  // showing another store's data under this tab's feet.
  const profile = choice ? (find(choice) ?? null) : (find(last) ?? profiles[0] ?? null);
  const settings: Settings = profile ?? { ...demo, appId: '' };
  const state: SettingsState = {
    baseUrl: settings.baseUrl,
    appId: settings.appId,
    remember: settings.remember,
    scope: settings.scope,
    ...(settings.allowInsecure ? { allowInsecure: true } : {}),
    demo: settings.baseUrl === demoBaseUrl(),
    // The demo answers inside the page: nothing travels.
    insecure: settings.baseUrl !== demoBaseUrl() && isInsecureBaseUrl(settings.baseUrl),
    identity: profile ? identityOf(profile) : null,
    profile,
    profiles,
  };
  cached = { from, state };
  return state;
}

/**
 * Writes a profile into the list its "remember" choice names (and out of the other), in
 * the place of the profile of scope `replaces`; its lists follow it into that storage.
 */
function put(profile: Profile, replaces = profile.scope): void {
  keepInItsStorage(profile);
  // Out of the other list first: never in both, where it would share its own name.
  for (const list of profile.remember ? [sessionOnly, remembered] : [remembered, sessionOnly]) {
    const mine = (list === remembered) === profile.remember;
    const entries = list.get();
    const index = entries.findIndex((entry) => entry.scope === replaces);
    if (mine)
      list.set(
        index >= 0
          ? entries.map((entry, at) => (at === index ? profile : entry))
          : [...entries, profile],
      );
    else if (index >= 0) list.set(entries.filter((_, at) => at !== index));
  }
}

/** The names of every profile but the one of `scope` (the demo's too). */
const namesBesides = (scope: string | null) =>
  current()
    .profiles.filter((profile) => profile.scope !== scope)
    .map((profile) => profile.name);

/** Writes back the names `withUniqueNames` changed, so they stay put. */
function settleNames(): void {
  const stored = [...remembered.get(), ...sessionOnly.get()];
  for (const profile of current().profiles) {
    const entry = stored.find((candidate) => candidate.scope === profile.scope);
    if (entry && entry.name !== profile.name) put(profile);
  }
}

/**
 * Each profile's lists in its storage (a tab-only profile's were kept in localStorage
 * before), and the lists in localStorage that no profile of this browser owns any more
 * removed: a tab-only profile's, left there when its tab closed.
 */
function settleStoredLists(): void {
  const { profiles } = current();
  for (const profile of profiles) if (profile.scope !== DEMO_SCOPE) keepInItsStorage(profile);
  // A list this version cannot read (a newer version's) owns scopes it cannot see.
  if (remembered.get() === EMPTY && hasStoredValue('local', REMEMBERED_KEY)) return;
  const owned = new Set(profiles.map((profile) => profile.scope));
  for (const scope of storedScopes('local'))
    if (SAVED_SCOPE.test(scope) && !owned.has(scope)) removeScope(scope);
}

/**
 * Whether a profile has stored lists (recent checkouts, pins, disabled marks, the
 * catalogue snapshot): the form then asks whether they follow a new base URL or app ID.
 */
export function hasStoredLists(scope: string): boolean {
  return scopedKeys(scope).length > 0;
}

/** What becomes of a profile's lists when its base URL or app ID changes. */
export type ListsOnNewIdentity = 'move' | 'drop';

/** The fields of an input as stored: trimmed, and the confirmation only where it matters. */
function connectionOf(input: SettingsInput): Omit<Settings, 'scope'> {
  return {
    baseUrl: trimUrl(input.baseUrl),
    appId: input.appId.trim(),
    remember: input.remember,
    ...(input.allowInsecure ? { allowInsecure: true } : {}),
  };
}

function adoptLegacySettings(): void {
  for (const store of legacyStores) {
    const legacy = store.get();
    if (!legacy) continue;
    store.clear();
    const known = current().profiles.some((profile) => profile.scope === legacy.scope);
    if (legacy.scope !== DEMO_SCOPE && !known)
      put({ ...legacy, name: hostOf(legacy.baseUrl), color: 'blue', production: true });
    if (!tabChoice.get()) tabChoice.set(legacy.scope);
  }
}

/**
 * Whether `api` is still the identity this tab uses. Work started for an identity a
 * moment ago (a loader's late prefetch) checks this first: a profile switched from or
 * forgotten meanwhile asks for nothing more.
 */
export function isIdentityInUse(api: ApiIdentity): boolean {
  return current().identity === api;
}

export const settingsStore = {
  get: current,
  subscribe(listener: () => void) {
    const unsubscribe = [remembered, sessionOnly, tabChoice, lastChoice].map((store) =>
      store.subscribe(listener),
    );
    return () => unsubscribe.forEach((stop) => stop());
  },
  /**
   * Saves the form: into the profile in use, or, while that is the demo (or none),
   * as a new profile that this tab then uses.
   */
  save(input: SettingsInput): string {
    const { profile } = current();
    if (profile && profile.scope !== DEMO_SCOPE) return settingsStore.update(profile.scope, input);
    return settingsStore.add(input);
  },
  /** Adds a profile with a new scope and switches this tab to it; returns its scope. */
  add(input: SettingsInput): string {
    const scope = newStorageScope();
    const used = new Set(current().profiles.map((profile) => profile.color));
    put({
      ...connectionOf(input),
      scope,
      // Unique: the form refuses a taken name; a name left blank takes its host's, numbered.
      name: uniqueName(profileName(input.name, hostOf(trimUrl(input.baseUrl))), namesBesides(null)),
      color: input.color ?? PROFILE_COLORS.find((color) => !used.has(color)) ?? 'blue',
      production: input.production ?? true,
    });
    settingsStore.switchTo(scope);
    return scope;
  },
  /**
   * Changes a saved profile; returns its scope from now on. Its scope (pins, recent
   * checkouts, marks) stays while its base URL and app ID do. Either changed is another
   * identity, perhaps another store: a new scope, so the old store's pins are never
   * shown or polled with the new app ID; its lists move there only when `lists` says
   * so, else they are removed.
   */
  update(scope: string, input: SettingsInput, lists: ListsOnNewIdentity = 'drop'): string {
    const existing = current().profiles.find((profile) => profile.scope === scope);
    if (!existing || scope === DEMO_SCOPE) return scope;
    const connection = connectionOf(input);
    const renewed = connection.baseUrl !== existing.baseUrl || connection.appId !== existing.appId;
    const profile: Profile = {
      ...connection,
      scope: renewed ? newStorageScope() : scope,
      name: uniqueName(profileName(input.name, existing.name), namesBesides(scope)),
      color: input.color ?? existing.color,
      production: input.production ?? existing.production,
      ...(existing.sharedName ? { sharedName: existing.sharedName } : {}),
    };
    if (renewed) {
      if (lists === 'move') moveScope(placeOf(existing), placeOf(profile));
      else removeScope(scope);
      identities.delete(scope);
    }
    put(profile, scope);
    if (renewed) {
      if (tabChoice.get() === scope) tabChoice.set(profile.scope);
      if (lastChoice.get() === scope) lastChoice.set(profile.scope);
    }
    return profile.scope;
  },
  /** This tab uses that profile from now on; a new tab starts on it too. */
  switchTo(scope: string): void {
    tabChoice.set(scope);
    lastChoice.set(scope);
  },
  /**
   * Removes a profile (the one in use by default) and everything stored for it (recent
   * checkouts, pins, disabled marks, the catalogue snapshot); nothing of the others.
   * This tab then asks for an app ID. The built-in demo stays listed: forgetting it
   * only leaves it.
   */
  forget(scope: string | undefined = current().profile?.scope): void {
    if (scope === undefined) return;
    const inUse = current().profile?.scope === scope;
    if (scope !== DEMO_SCOPE) {
      for (const list of [remembered, sessionOnly])
        list.set((entries) => entries.filter((entry) => entry.scope !== scope));
      removeScope(scope);
      if (lastChoice.get() === scope) lastChoice.clear();
      identities.delete(scope);
    }
    if (inUse) tabChoice.set(NONE);
  },
};

adoptLegacySettings();
settleNames();
settleStoredLists();
// A tab keeps the profile it opened on, whatever another tab chooses later.
if (!tabChoice.get() && current().profile) tabChoice.set(current().scope);
// Tests reset storage and reload the stores: settings of the old shape are adopted then too.
for (const store of legacyStores) store.subscribe(adoptLegacySettings);
// A name another tab saved meanwhile may be one this tab's profile has.
for (const list of [remembered, sessionOnly]) list.subscribe(settleNames);

export function useSettings(): SettingsState {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.get, settingsStore.get);
}
