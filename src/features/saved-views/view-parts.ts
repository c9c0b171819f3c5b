import { setPreference, type Preferences } from '@/lib/preferences';
import { NO_FILTERS, type CheckoutSearch } from '@/features/payment-filters';
import type { BuiltInView } from './built-in-views';
import { sameViewSearch, viewSearchOf, type SavedView } from './views-store';

/** What the views' controls are given by the checkout page. */
export interface ViewsProps {
  checkoutCode: string;
  search: CheckoutSearch;
  onSearchChange: (patch: Partial<CheckoutSearch>) => void;
}

export type ViewsMenuProps = ViewsProps & {
  /** A phone: the menu's button is an icon with its name. */
  compact: boolean;
};

/** A view in use: one the user saved, or one that comes with the product. */
export type ActiveView =
  { kind: 'saved'; view: SavedView } | { kind: 'built-in'; view: BuiltInView };

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** What a view holds of the current page: its search and this browser's display choices. */
export function currentParts(search: CheckoutSearch, preferences: Preferences) {
  return {
    search: viewSearchOf(search),
    timeZone: preferences.timeZone,
    hiddenColumns: preferences.hiddenColumns,
    shownColumns: preferences.shownColumns,
  };
}

/**
 * Whether the page shows something other than the view: its filters and sort, and for a
 * saved view its columns and zone too (a built-in view leaves those as they are).
 */
export function differsFrom(active: ActiveView, search: CheckoutSearch, preferences: Preferences) {
  if (!sameViewSearch(viewSearchOf(search), active.view.search)) return true;
  if (active.kind === 'built-in') return false;
  const { view } = active;
  return (
    preferences.timeZone !== view.timeZone ||
    !sameList(preferences.hiddenColumns, view.hiddenColumns) ||
    !sameList(preferences.shownColumns, view.shownColumns)
  );
}

/**
 * Applies a view: its filters and sort to the URL; a saved view's columns and zone to
 * this browser too.
 */
export function useApplyView(onSearchChange: ViewsProps['onSearchChange']) {
  return (view: SavedView | BuiltInView) => {
    applyViewDisplay(view);
    onSearchChange({ ...NO_FILTERS, ...view.search, view: view.id });
  };
}

/** A saved view's columns and zone, to this browser (a built-in view leaves them). */
export function applyViewDisplay(view: SavedView | BuiltInView) {
  if (!('timeZone' in view)) return;
  setPreference('timeZone', view.timeZone);
  setPreference('hiddenColumns', view.hiddenColumns);
  setPreference('shownColumns', view.shownColumns);
}
