import { useSyncExternalStore } from 'react';
import type { ApiIdentity } from '@/api/identity';
import { persistedStore } from '@/lib/persisted-store';

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

/** What the dashboard keeps: the form checks the same rules with messages (settings-form.ts). */
export interface Settings {
  baseUrl: string;
  appId: string;
  remember: boolean;
}

export interface SettingsState extends Settings {
  /** True while the base URL is the built-in demo API. */
  demo: boolean;
  /** The API identity these settings give, or null while no app ID is set. Stable between changes. */
  identity: ApiIdentity | null;
}

/**
 * Stored settings, or undefined when they are not usable. Plain checks, not a schema:
 * this runs on the first page, where bytes count.
 */
function parseSettings(raw: unknown): Settings | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { baseUrl, appId, remember } = raw as Record<string, unknown>;
  if (typeof baseUrl !== 'string' || typeof appId !== 'string' || typeof remember !== 'boolean')
    return undefined;
  const url = baseUrl.trim().replace(/\/+$/, '');
  const id = appId.trim();
  return isHttpUrl(url) && id ? { baseUrl: url, appId: id, remember } : undefined;
}

/**
 * Settings saved with "Remember on this device" live in localStorage, the others in
 * sessionStorage (gone when the browser session ends). Version 0 is the unversioned
 * value of earlier releases, the same shape.
 */
const storeOptions = {
  key: STORAGE_KEY,
  version: 1,
  parse: parseSettings,
  fallback: () => null,
  migrate: (raw: unknown) => raw,
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
  return { baseUrl: demoBaseUrl(), appId: DEMO_APP_ID, remember: false };
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
    identity: settings.appId ? { baseUrl: settings.baseUrl, appId: settings.appId } : null,
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
  /** Saves settings: to localStorage when remembered, else to this browser session only. */
  save(settings: Settings) {
    if (settings.remember) {
      sessionOnly.clear();
      remembered.set(settings);
    } else {
      remembered.clear();
      sessionOnly.set(settings);
    }
    forgotten.clear();
  },
  /** Removes every stored value; the app then asks for an app ID. */
  forget() {
    remembered.clear();
    sessionOnly.clear();
    forgotten.set(true);
  },
};

export function useSettings(): SettingsState {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.get, settingsStore.get);
}
