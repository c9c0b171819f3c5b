import { useSyncExternalStore } from 'react';
import { newStorageScope, type ApiIdentity } from '@/api/identity';
import { hashText } from '@/lib/hash';
import { persistedStore, removeScope, renameScope } from '@/lib/persisted-store';

/** The built-in demo API, answered in the browser by the msw service worker. */
export const DEMO_API_PATH = '/demo-api/v1';
export const DEMO_APP_ID = 'demo-app-id';
const STORAGE_KEY = 'checkout-dashboard.settings';

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

/** What the dashboard keeps: the form checks the same rules with messages (settings-form.ts). */
export interface Settings {
  baseUrl: string;
  appId: string;
  remember: boolean;
  /** Confirmed that the app ID may travel unencrypted (plain http to another host). */
  allowInsecure?: boolean;
  /** The random name of this identity's stored data (see ApiIdentity.scope). */
  scope: string;
}

/** What a Save gives: the scope is kept for the same identity, new for another. */
export type SettingsInput = Omit<Settings, 'scope'>;

const DEMO_SCOPE = 'demo';
const SCOPE_PATTERN = /^([0-9a-f]{16}|demo)$/;

export interface SettingsState extends Settings {
  /** True while the base URL is the built-in demo API. */
  demo: boolean;
  /** True while the app ID travels unencrypted (plain http to another host, confirmed). */
  insecure: boolean;
  /** The API identity these settings give, or null while no app ID is set. Stable between changes. */
  identity: ApiIdentity | null;
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
  const url = baseUrl.trim().replace(/\/+$/, '');
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

/**
 * Settings of versions 0 and 1 have no scope: their data was kept under a hash of the
 * base URL and app ID, which can confirm a guessed app ID offline. They get a random
 * scope, and that data moves under it (nothing is lost, the hash is gone).
 */
function migrateSettings(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const { baseUrl, appId } = raw as Record<string, unknown>;
  if (typeof baseUrl !== 'string' || typeof appId !== 'string') return raw;
  const legacy = hashText(`${baseUrl.trim().replace(/\/+$/, '')}\n${appId.trim()}`);
  const scope = newStorageScope();
  renameScope(legacy, scope);
  return { ...raw, scope };
}

/**
 * Settings saved with "Remember on this device" live in localStorage, the others in
 * sessionStorage (gone when the browser session ends). Version 0 is the unversioned
 * value of earlier releases; versions 0 and 1 had no scope.
 */
const storeOptions = {
  key: STORAGE_KEY,
  version: 2,
  parse: parseSettings,
  fallback: () => null,
  migrate: migrateSettings,
} as const;
const remembered = persistedStore<Settings | null>({ ...storeOptions, storage: 'local' });
const sessionOnly = persistedStore<Settings | null>({ ...storeOptions, storage: 'session' });
/** After Forget: no app ID until one is saved again (not the demo's). */
const forgotten = persistedStore<boolean>({
  key: 'checkout-dashboard.settings-forgotten',
  version: 1,
  parse: (raw) => (typeof raw === 'boolean' ? raw : undefined),
  fallback: () => false,
  storage: 'session',
});

function demoSettings(): Settings {
  return { baseUrl: demoBaseUrl(), appId: DEMO_APP_ID, remember: false, scope: DEMO_SCOPE };
}

let cached: { from: readonly unknown[]; state: SettingsState } | null = null;

/** What is in force: this session's settings, else the remembered ones, else the demo. */
function current(): SettingsState {
  const from = [sessionOnly.get(), remembered.get(), forgotten.get()] as const;
  if (cached && cached.from.every((part, index) => part === from[index])) return cached.state;
  const [session, local, isForgotten] = from;
  const settings =
    session ?? local ?? (isForgotten ? { ...demoSettings(), appId: '' } : demoSettings());
  const state: SettingsState = {
    ...settings,
    demo: settings.baseUrl === demoBaseUrl(),
    // The demo answers inside the page: nothing travels.
    insecure: settings.baseUrl !== demoBaseUrl() && isInsecureBaseUrl(settings.baseUrl),
    identity: settings.appId
      ? { baseUrl: settings.baseUrl, appId: settings.appId, scope: settings.scope }
      : null,
  };
  cached = { from, state };
  return state;
}

export const settingsStore = {
  get: current,
  subscribe(listener: () => void) {
    const unsubscribe = [remembered, sessionOnly, forgotten].map((store) =>
      store.subscribe(listener),
    );
    return () => unsubscribe.forEach((stop) => stop());
  },
  /**
   * Saves settings: to localStorage when remembered, else to this browser session only.
   * The same base URL and app ID keep their scope (their recent checkouts and marks);
   * another identity gets a new one.
   */
  save(input: SettingsInput) {
    const now = current();
    const same =
      now.baseUrl === input.baseUrl.trim().replace(/\/+$/, '') && now.appId === input.appId.trim();
    const settings: Settings = {
      ...input,
      scope: same && now.scope !== DEMO_SCOPE ? now.scope : newStorageScope(),
    };
    if (settings.remember) {
      sessionOnly.clear();
      remembered.set(settings);
    } else {
      remembered.clear();
      sessionOnly.set(settings);
    }
    forgotten.clear();
  },
  /**
   * Removes the settings and everything stored for their identity (recent checkouts,
   * disabled marks, the catalogue snapshot); the app then asks for an app ID.
   */
  forget() {
    const { scope } = current();
    remembered.clear();
    sessionOnly.clear();
    if (scope !== DEMO_SCOPE) removeScope(scope);
    forgotten.set(true);
  },
};

export function useSettings(): SettingsState {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.get, settingsStore.get);
}
