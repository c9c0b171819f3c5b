import type { ApiIdentity } from '@/api/identity';
import { scopedPersistedStore, usePersistedStore } from '@/lib/persisted-store';
import {
  CHECKOUT_SEARCH_DEFAULTS,
  FILTER_KEYS,
  parseCheckoutSearch,
  type CheckoutSearch,
} from '@/features/payment-filters';

/**
 * Saved views per profile (issue 53): a named set of filters, sort, columns and time
 * zone, applied to any checkout. Kept under the profile's storage scope, so a tab-only
 * profile's stay in the tab and the profile's Forget removes them with its other data.
 */

/** The filters and sort a view holds: the checkout search without the open payment. */
export type ViewSearch = Omit<CheckoutSearch, 'tx' | 'txChain' | 'view'>;

export interface SavedView {
  /** Random, for the URL's `view` param; never derived from anything. */
  id: string;
  name: string;
  search: ViewSearch;
  timeZone: 'local' | 'utc';
  hiddenColumns: string[];
  shownColumns: string[];
}

export interface ViewsState {
  /** In the user's order. */
  views: SavedView[];
  /** The view a checkout opens with when its link holds no filter: per checkout, then for all. */
  defaultForAll: string | null;
  defaultByCheckout: Record<string, string>;
}

export const MAX_VIEWS = 50;
export const MAX_VIEW_NAME = 60;
const ID_PATTERN = /^[a-z0-9]{6,16}$/;

/** The view's search as kept: every filter key and the sort, each checked as a URL's. */
export function viewSearchOf(search: CheckoutSearch): ViewSearch {
  const parsed = parseCheckoutSearch(search);
  const kept: ViewSearch = {
    sort: parsed.sort ?? CHECKOUT_SEARCH_DEFAULTS.sort,
    dir: parsed.dir ?? CHECKOUT_SEARCH_DEFAULTS.dir,
  };
  for (const key of FILTER_KEYS)
    if (parsed[key] !== undefined) Object.assign(kept, { [key]: parsed[key] });
  return kept;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function parseView(raw: unknown): SavedView | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const view = raw as Record<string, unknown>;
  if (typeof view.id !== 'string' || !ID_PATTERN.test(view.id)) return undefined;
  if (typeof view.name !== 'string' || !view.name.trim()) return undefined;
  return {
    id: view.id,
    name: view.name.trim().slice(0, MAX_VIEW_NAME),
    search: viewSearchOf((view.search ?? {}) as CheckoutSearch),
    timeZone: view.timeZone === 'utc' ? 'utc' : 'local',
    hiddenColumns: isStringList(view.hiddenColumns) ? view.hiddenColumns : [],
    shownColumns: isStringList(view.shownColumns) ? view.shownColumns : [],
  };
}

/** Two view searches hold the same filters and sort (key order and lists' order aside). */
export function sameViewSearch(a: ViewSearch, b: ViewSearch): boolean {
  const text = (search: ViewSearch) =>
    JSON.stringify(
      Object.entries(search)
        .filter(([, value]) => value !== undefined)
        .sort(([x], [y]) => (x < y ? -1 : 1)),
    );
  return text(viewSearchOf(a)) === text(viewSearchOf(b));
}

/**
 * A checkout code → view id map without a prototype: a checkout code is the user's text,
 * and `__proto__` or `constructor` must be a key like any other.
 */
function byCheckoutMap(entries: Iterable<[string, string]> = []): Record<string, string> {
  const map = Object.create(null) as Record<string, string>;
  for (const [code, id] of entries) map[code] = id;
  return map;
}

/** A stored state, each view checked on its own: a broken one is dropped, not the list. */
export function parseViewsState(raw: unknown): ViewsState | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const state = raw as Record<string, unknown>;
  const views: SavedView[] = [];
  for (const item of Array.isArray(state.views) ? state.views : []) {
    const view = parseView(item);
    if (view && !views.some((other) => other.id === view.id)) views.push(view);
  }
  const ids = new Set(views.map((view) => view.id));
  const defaultByCheckout = byCheckoutMap();
  if (typeof state.defaultByCheckout === 'object' && state.defaultByCheckout !== null)
    for (const [code, id] of Object.entries(state.defaultByCheckout))
      if (typeof id === 'string' && ids.has(id)) defaultByCheckout[code] = id;
  return {
    views: views.slice(0, MAX_VIEWS),
    defaultForAll:
      typeof state.defaultForAll === 'string' && ids.has(state.defaultForAll)
        ? state.defaultForAll
        : null,
    defaultByCheckout,
  };
}

const EMPTY: ViewsState = { views: [], defaultForAll: null, defaultByCheckout: byCheckoutMap() };

const storeFor = scopedPersistedStore<ViewsState>({
  prefix: 'checkout-dashboard.views.',
  version: 1,
  parse: parseViewsState,
  fallback: () => EMPTY,
});

export function useViews(api: ApiIdentity): ViewsState {
  return usePersistedStore(storeFor(api));
}

export function viewsNow(api: ApiIdentity): ViewsState {
  return storeFor(api).get();
}

function newViewId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

/** Saves a new view at the end of the list; gives it back. */
export function addView(api: ApiIdentity, view: Omit<SavedView, 'id'>): SavedView {
  const saved: SavedView = {
    ...view,
    id: newViewId(),
    name: view.name.trim().slice(0, MAX_VIEW_NAME),
  };
  storeFor(api).set((state) => ({ ...state, views: [...state.views, saved].slice(0, MAX_VIEWS) }));
  return saved;
}

/** Replaces what a view holds (Save over it, Rename), keeping its id and place. */
export function updateView(api: ApiIdentity, id: string, patch: Partial<Omit<SavedView, 'id'>>) {
  storeFor(api).set((state) => ({
    ...state,
    views: state.views.map((view) =>
      view.id === id
        ? { ...view, ...patch, name: (patch.name ?? view.name).trim().slice(0, MAX_VIEW_NAME) }
        : view,
    ),
  }));
}

/** Moves a view one place up (-1) or down (+1). */
export function moveView(api: ApiIdentity, id: string, by: -1 | 1) {
  storeFor(api).set((state) => {
    const from = state.views.findIndex((view) => view.id === id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= state.views.length) return state;
    const views = [...state.views];
    [views[from], views[to]] = [views[to]!, views[from]!];
    return { ...state, views };
  });
}

/** Deletes a view, and its place as a default. */
export function deleteView(api: ApiIdentity, id: string) {
  storeFor(api).set((state) => ({
    views: state.views.filter((view) => view.id !== id),
    defaultForAll: state.defaultForAll === id ? null : state.defaultForAll,
    defaultByCheckout: byCheckoutMap(
      Object.entries(state.defaultByCheckout).filter(([, viewId]) => viewId !== id),
    ),
  }));
}

/**
 * Where a view is the default: `checkout` for this checkout only, `all` for every
 * checkout, `none` for neither (a checkout's own default comes before the one for all).
 */
export type DefaultScope = 'none' | 'checkout' | 'all';

export function defaultScopeOf(state: ViewsState, id: string, checkoutCode: string): DefaultScope {
  if (state.defaultByCheckout[checkoutCode] === id) return 'checkout';
  return state.defaultForAll === id ? 'all' : 'none';
}

export function setDefaultView(
  api: ApiIdentity,
  id: string,
  checkoutCode: string,
  scope: DefaultScope,
) {
  storeFor(api).set((state) => {
    const byCheckout = byCheckoutMap(Object.entries(state.defaultByCheckout));
    if (scope === 'checkout') byCheckout[checkoutCode] = id;
    else if (byCheckout[checkoutCode] === id) delete byCheckout[checkoutCode];
    const defaultForAll =
      scope === 'all' ? id : state.defaultForAll === id ? null : state.defaultForAll;
    return { ...state, defaultForAll, defaultByCheckout: byCheckout };
  });
}

/** The view a checkout opens with, if any. */
export function defaultViewFor(state: ViewsState, checkoutCode: string): SavedView | undefined {
  const id = state.defaultByCheckout[checkoutCode] ?? state.defaultForAll;
  return id ? state.views.find((view) => view.id === id) : undefined;
}

/**
 * Puts a whole views state in place of a profile's (a settings import, which has
 * checked it with `parseViewsState`): its views, their order and its defaults.
 */
export function replaceViews(api: ApiIdentity, state: ViewsState): void {
  storeFor(api).set(state);
}
