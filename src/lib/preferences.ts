// zod/mini: the same validation with a fraction of the bytes on the first page.
import * as z from 'zod/mini';
import '@/lib/zod-config';
import { createLocalStore, useLocalStore } from './local-store';

/**
 * Display preferences of this browser (not per app ID): time zone of times, relative
 * or absolute times, the "Hide amounts" privacy mode, and hidden table columns.
 */
export const preferencesSchema = z.object({
  timeZone: z.catch(z.enum(['local', 'utc']), 'local'),
  relativeTime: z.catch(z.boolean(), true),
  hideAmounts: z.catch(z.boolean(), false),
  hiddenColumns: z.catch(z.array(z.string()), []),
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
