import { useSyncExternalStore } from 'react';
// zod/mini: the same validation with a fraction of the bytes on the first page.
import * as z from 'zod/mini';
import '@/lib/zod-config';
import type { ApiIdentity } from '@/api/identity';
import { persistedStore } from '@/lib/persisted-store';

/** The built-in demo API, answered in the browser by the msw service worker. */
export const DEMO_API_PATH = '/demo-api/v1';
export const DEMO_APP_ID = 'demo-app-id';
const STORAGE_KEY = 'checkout-dashboard.settings';

export function demoBaseUrl(): string {
  return new URL(DEMO_API_PATH, window.location.origin).href;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const settingsSchema = z.object({
  baseUrl: z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Enter the API base URL'),
        z.refine(
          isHttpUrl,
          'Enter an http:// or https:// URL, for example https://api.example.com/v1',
        ),
      ),
    z.transform((value: string) => value.replace(/\/+$/, '')),
  ),
  appId: z.string().check(z.trim(), z.minLength(1, 'Enter your app ID')),
  remember: z.boolean(),
});
export type Settings = z.output<typeof settingsSchema>;

export interface SettingsState extends Settings {
  /** True while the base URL is the built-in demo API. */
  demo: boolean;
  /** The API identity these settings give, or null while no app ID is set. Stable between changes. */
  identity: ApiIdentity | null;
}

const parseSettings = (raw: unknown): Settings | undefined => {
  const parsed = settingsSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
};

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
