import { persistedStore, usePersistedStore } from './persisted-store';

/**
 * Display preferences of this browser (not per app ID): time zone of times, the "Hide
 * amounts" privacy mode, table columns hidden or added beyond the width's default set,
 * and the sidebar (auto: a rail below 1200 px). The Summary's details are not among
 * them: they open where asked, so a checkout's first screen always shows payments.
 */
export interface Preferences {
  timeZone: 'local' | 'utc';
  hideAmounts: boolean;
  hiddenColumns: string[];
  shownColumns: string[];
  navbar: 'auto' | 'open' | 'rail';
  /** Keep the service's last answers of remembered profiles for when it is down (issue 54). */
  keepLastKnown: boolean;
}

const DEFAULTS: Preferences = {
  timeZone: 'local',
  hideAmounts: false,
  hiddenColumns: [],
  shownColumns: [],
  navbar: 'auto',
  keepLastKnown: true,
};

/**
 * Stored preferences; a field that is missing or broken falls back to its default alone.
 * Plain checks, not a schema: this runs on the first page, where bytes count.
 */
function parsePreferences(raw: unknown): Preferences | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const stored = raw as Record<string, unknown>;
  const pick = <K extends keyof Preferences>(key: K, ok: (value: unknown) => boolean) =>
    (ok(stored[key]) ? stored[key] : DEFAULTS[key]) as Preferences[K];
  const isBoolean = (value: unknown) => typeof value === 'boolean';
  const isStringList = (value: unknown) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string');
  return {
    timeZone: pick('timeZone', (value) => value === 'local' || value === 'utc'),
    hideAmounts: pick('hideAmounts', isBoolean),
    hiddenColumns: pick('hiddenColumns', isStringList),
    shownColumns: pick('shownColumns', isStringList),
    navbar: pick('navbar', (value) => value === 'auto' || value === 'open' || value === 'rail'),
    keepLastKnown: pick('keepLastKnown', isBoolean),
  };
}

const preferencesStore = persistedStore<Preferences>({
  key: 'checkout-dashboard.preferences',
  version: 1,
  parse: parsePreferences,
  fallback: () => DEFAULTS,
  // Version 0: the unversioned value of earlier releases, the same shape.
  migrate: (raw) => raw,
});

export function usePreferences(): Preferences {
  return usePersistedStore(preferencesStore);
}

export function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]) {
  preferencesStore.set((previous) => ({ ...previous, [key]: value }));
}

/** The preferences at this moment, for code that runs outside render (live news). */
export function preferencesNow(): Preferences {
  return preferencesStore.get();
}

export function onPreferences(listener: () => void): () => void {
  return preferencesStore.subscribe(listener);
}
