import type { ApiIdentity } from '@/api/identity';
import { usePreferences } from '@/lib/preferences';
import { NO_FILTERS, type CheckoutSearch } from '@/features/payment-filters';
import { builtInViews, useThresholds } from './built-in-views';
import { useViews } from './views-store';
import { applyViewDisplay } from './view-parts';

/** A view as another screen offers it (the palette's "View: Weekly USDT"). */
interface ViewChoice {
  id: string;
  name: string;
  /** Applies the view's columns and zone (a saved view's) and gives the checkout search. */
  choose: () => CheckoutSearch;
}

const EMPTY_STATE = { views: [] } as const;

/**
 * The profile's saved views, then (with `builtIn`) the built-in ones; none without a
 * profile. The built-in views' names are in the payments' catalogue part: only a screen
 * that has it (a checkout page) may ask for them.
 */
export function useViewChoices(api: ApiIdentity | null, builtIn: boolean): ViewChoice[] {
  const state = useViewsOrNone(api);
  const thresholds = useThresholdsOrDefault(api);
  const { timeZone } = usePreferences();
  if (!api) return [];
  const builtIns = builtIn ? builtInViews(thresholds, timeZone) : [];
  return [...state.views, ...builtIns].map((view) => ({
    id: view.id,
    name: view.name,
    choose: () => {
      applyViewDisplay(view);
      return { ...NO_FILTERS, ...view.search, view: view.id };
    },
  }));
}

// The stores' hooks need an identity; the palette may have none (no profile yet): then
// it reads an empty place that nothing writes, and offers no view.
const NO_API: ApiIdentity = { baseUrl: '', appId: '', scope: 'none', storage: 'session' };
function useViewsOrNone(api: ApiIdentity | null) {
  const state = useViews(api ?? NO_API);
  return api ? state : EMPTY_STATE;
}
function useThresholdsOrDefault(api: ApiIdentity | null) {
  return useThresholds(api ?? NO_API);
}
