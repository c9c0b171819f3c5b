import { z } from 'zod';
import '@/lib/zod-config';
import { createLocalStore, useLocalStore } from './local-store';

/**
 * Display preferences of this browser (not per app ID): time zone of times, relative
 * or absolute times, the "Hide amounts" privacy mode, and hidden table columns.
 */
export const preferencesSchema = z.object({
  timeZone: z.enum(['local', 'utc']).catch('local'),
  relativeTime: z.boolean().catch(true),
  hideAmounts: z.boolean().catch(false),
  hiddenColumns: z.array(z.string()).catch([]),
});
export type Preferences = z.output<typeof preferencesSchema>;

const DEFAULTS: Preferences = {
  timeZone: 'local',
  relativeTime: true,
  hideAmounts: false,
  hiddenColumns: [],
};

export const preferencesStore = createLocalStore<Preferences>({
  key: () => 'checkout-dashboard.preferences',
  parse: (raw) => {
    const parsed = preferencesSchema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  },
  fallback: () => DEFAULTS,
});

export function usePreferences(): Preferences {
  return useLocalStore(preferencesStore);
}

export function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]) {
  preferencesStore.set((previous) => ({ ...previous, [key]: value }));
}
