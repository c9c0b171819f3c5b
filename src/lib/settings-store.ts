import { useMemo, useSyncExternalStore } from 'react';
// zod/mini: the same validation with a fraction of the bytes on the first page.
import * as z from 'zod/mini';
import '@/lib/zod-config';
import type { ApiIdentity } from '@/api/client';
import { hashText, readStorage, writeStorage } from '@/lib/local-store';

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
}

function withDemoFlag(settings: Settings): SettingsState {
  return { ...settings, demo: settings.baseUrl === demoBaseUrl() };
}

function defaults(): SettingsState {
  return withDemoFlag({ baseUrl: demoBaseUrl(), appId: DEMO_APP_ID, remember: false });
}

function load(): SettingsState {
  // Session storage wins: it holds what was saved with "Remember" off.
  for (const kind of ['session', 'local'] as const) {
    const parsed = settingsSchema.safeParse(readStorage(kind, STORAGE_KEY));
    if (parsed.success) return withDemoFlag(parsed.data);
  }
  return defaults();
}

const listeners = new Set<() => void>();
let state: SettingsState | null = null;

function current(): SettingsState {
  state ??= load();
  return state;
}

function emit() {
  listeners.forEach((listener) => listener());
}

export const settingsStore = {
  get: current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Saves settings: to localStorage when remembered, else to this browser session only. */
  save(settings: Settings) {
    writeStorage('local', STORAGE_KEY, settings.remember ? settings : undefined);
    writeStorage('session', STORAGE_KEY, settings.remember ? undefined : settings);
    state = withDemoFlag(settings);
    emit();
  },
  /** Removes every stored value; the app then asks for an app ID. */
  forget() {
    writeStorage('local', STORAGE_KEY, undefined);
    writeStorage('session', STORAGE_KEY, undefined);
    state = { ...defaults(), appId: '' };
    emit();
  },
  /** Test helper: drop the in-memory copy so the next read comes from storage. */
  resetForTests() {
    state = null;
    emit();
  },
};

export function useSettings(): SettingsState {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.get, settingsStore.get);
}

export function identityOf(settings: SettingsState): ApiIdentity | null {
  return settings.appId ? { baseUrl: settings.baseUrl, appId: settings.appId } : null;
}

/** The API identity, or null until an app ID is set (then pages show a call to action). */
export function useApiIdentity(): ApiIdentity | null {
  const { baseUrl, appId } = useSettings();
  return useMemo(() => (appId ? { baseUrl, appId } : null), [baseUrl, appId]);
}

/** A short tag for per-app-ID browser storage; never the app ID itself. */
export function scopeOf(api: ApiIdentity): string {
  return hashText(`${api.baseUrl}\n${api.appId}`);
}
