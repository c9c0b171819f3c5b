import { useSyncExternalStore } from 'react';
import { newStorageScope, type ApiIdentity } from '@/api/identity';
import { apiKeys } from '@/api/keys';
import {
  hasStoredValue,
  moveScope,
  persistedStore,
  removeScope,
  storedScopes,
} from '@/lib/persisted-store';
import { DEMO_SCOPE, demoBaseUrl, demoProfile } from './demo-profile';
import {
  forgetIdentity,
  identityOf,
  keepInItsStorage,
  placeOf,
  type ListsOnNewIdentity,
} from './identity';
import { parseProfiles } from './parse-profiles';
import {
  PROFILE_COLORS,
  SAVED_SCOPE,
  SCOPE_PATTERN,
  profileName,
  uniqueName,
  withUniqueNames,
  type Profile,
  type Settings,
  type SettingsInput,
} from './profile';
import { hostOf, isInsecureBaseUrl, trimUrl } from './profile-url';
import { adoptLegacySettings, onLegacySettings } from './upgrade-settings';

/**
 * The profiles store: the remembered profiles, this tab's session ones and the demo,
 * which one this tab uses, and the changes a Save, a switch or a Forget make.
 */

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

/** The fields of an input as stored: trimmed, and the confirmation only where it matters. */
function connectionOf(input: SettingsInput): Omit<Settings, 'scope'> {
  return {
    baseUrl: trimUrl(input.baseUrl),
    appId: input.appId.trim(),
    remember: input.remember,
    ...(input.allowInsecure ? { allowInsecure: true } : {}),
  };
}

/** The old single set of settings, adopted as a profile that this tab then uses. */
function adoptLegacy(): void {
  adoptLegacySettings((legacy) => {
    const known = current().profiles.some((profile) => profile.scope === legacy.scope);
    if (legacy.scope !== DEMO_SCOPE && !known)
      put({ ...legacy, name: hostOf(legacy.baseUrl), color: 'blue', production: true });
    if (!tabChoice.get()) tabChoice.set(legacy.scope);
  });
}

/**
 * Whether `api` is still the identity this tab uses. Work started for an identity a
 * moment ago (a loader's late prefetch) checks this first: a profile switched from or
 * forgotten meanwhile asks for nothing more.
 */
export function isIdentityInUse(api: ApiIdentity): boolean {
  return current().identity === api;
}

/** The profile a query of the service is for, by the base URL and app ID its key starts with. */
export function profileOfQueryKey(key: readonly unknown[]): Profile | undefined {
  if (key[0] !== apiKeys.root()[0]) return undefined;
  return current().profiles.find(
    (profile) => profile.baseUrl === key[1] && profile.appId === key[2],
  );
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
      forgetIdentity(scope);
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
      forgetIdentity(scope);
    }
    if (inUse) tabChoice.set(NONE);
  },
};

adoptLegacy();
settleNames();
settleStoredLists();
// A tab keeps the profile it opened on, whatever another tab chooses later.
if (!tabChoice.get() && current().profile) tabChoice.set(current().scope);
// Tests reset storage and reload the stores: settings of the old shape are adopted then too.
onLegacySettings(adoptLegacy);
// A name another tab saved meanwhile may be one this tab's profile has.
for (const list of [remembered, sessionOnly]) list.subscribe(settleNames);

export function useSettings(): SettingsState {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.get, settingsStore.get);
}
