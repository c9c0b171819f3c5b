import { setupI18n, type Messages } from '@lingui/core';
import { withCountTexts } from './count-text';
import { LOCALES, currentLocale, rememberLocale, setCurrentLocale, type Locale } from './locale';
import type { MessageId } from './catalog-source';

/**
 * One Lingui instance for the app. Components and modules call `t` directly: a change
 * of language remounts the app (app/app.tsx keys it by locale), so nothing needs to
 * subscribe. The catalogues are compiled at build time (vite.config.ts
 * `compiledCatalogs`): the page never parses ICU.
 */
const i18n = setupI18n();

/**
 * Each language's catalogue comes in parts, each its own chunk: the core (the shell and
 * every page but the payments views and the watchlist) with the first page, and each
 * other part beside the code it serves (`loadCataloguePart`): the payments part with the
 * checkout page and the watchlist, the watchlist's own messages with its page, and the
 * command palette's, the export dialog's and the Views menu's with the dialog or menu, the
 * Settings page's export and import with their section, drawn after the page's form, and
 * the notice of a new version with the notice and the dated line of an outage with the
 * line (their loaders too: `addCataloguePart`). A
 * checkout's first screen
 * does not download the palette's, the export's or the watchlist's messages. A page's
 * messages are in the core when it can be the first page and has no other part to
 * wait for: a part of its own would be one more request before its first paint (the
 * settings page's LCP 2.27 → 2.49 s in Lighthouse, crypto's 2.67 → 2.75 s, for 1.3–1.6
 * KB less in the core). Only the chosen language's parts are fetched.
 */
export type CataloguePart =
  | 'core'
  | 'payments'
  | 'palette-dialog'
  | 'export-dialog'
  | 'views-dialog'
  | 'watchlist-page'
  | 'reconcile-page'
  | 'settings-transfer'
  | 'update-prompt'
  | 'last-known';

type PartLoader = () => Promise<{ default: unknown }>;

/** Parts whose loaders come with the code that shows them (`addCataloguePart`). */
type LatePart = 'update-prompt' | 'last-known';

const catalogs: Record<Locale, Record<Exclude<CataloguePart, LatePart>, PartLoader>> &
  Record<Locale, Partial<Record<LatePart, PartLoader>>> = {
  en: {
    core: () => import('./catalogs/en/core'),
    payments: () => import('./catalogs/en/payments'),
    'palette-dialog': () => import('./catalogs/en/palette-dialog'),
    'export-dialog': () => import('./catalogs/en/export-dialog'),
    'views-dialog': () => import('./catalogs/en/views-dialog'),
    'watchlist-page': () => import('./catalogs/en/watchlist-page'),
    'reconcile-page': () => import('./catalogs/en/reconcile-page'),
    'settings-transfer': () => import('./catalogs/en/settings-transfer'),
  },
  de: {
    core: () => import('./catalogs/de/core'),
    payments: () => import('./catalogs/de/payments'),
    'palette-dialog': () => import('./catalogs/de/palette-dialog'),
    'export-dialog': () => import('./catalogs/de/export-dialog'),
    'views-dialog': () => import('./catalogs/de/views-dialog'),
    'watchlist-page': () => import('./catalogs/de/watchlist-page'),
    'reconcile-page': () => import('./catalogs/de/reconcile-page'),
    'settings-transfer': () => import('./catalogs/de/settings-transfer'),
  },
  es: {
    core: () => import('./catalogs/es/core'),
    payments: () => import('./catalogs/es/payments'),
    'palette-dialog': () => import('./catalogs/es/palette-dialog'),
    'export-dialog': () => import('./catalogs/es/export-dialog'),
    'views-dialog': () => import('./catalogs/es/views-dialog'),
    'watchlist-page': () => import('./catalogs/es/watchlist-page'),
    'reconcile-page': () => import('./catalogs/es/reconcile-page'),
    'settings-transfer': () => import('./catalogs/es/settings-transfer'),
  },
};

/**
 * A part whose loaders come with the code that shows it, loaded after the first screen
 * (the notice of a new version, app/offline.ts): the entry carries none of them.
 */
export function addCataloguePart(part: LatePart, loaders: Record<Locale, PartLoader>): void {
  for (const locale of LOCALES) catalogs[locale][part] = loaders[locale];
}

/** The parts the page has asked for: a change of language loads them all in the new one. */
const partsInUse = new Set<CataloguePart>(['core']);
/** Each part's load in each language, so a part is fetched once. */
const partLoads = new Map<string, Promise<void>>();

function loadPart(locale: Locale, part: CataloguePart): Promise<Messages> {
  return catalogs[locale][part]!().then(({ default: messages }) => messages as Messages);
}

/** The areas (an id's first segment) already reported as not loaded (see `t`). */
const reportedMissing = new Set<string>();

/** Values of a message's ICU arguments: numbers for plurals, text already formatted. */
export type MessageValues = Record<string, string | number>;

/**
 * Messages already filled in, by id and arguments. A long list's rows ask for the same
 * few messages on every render of every row (a copy button's name, a status), and
 * Lingui looks each up and fills it in anew each time. Emptied when the language or
 * the catalogue changes; a message not loaded yet is not kept.
 */
const filled = new Map<string, string>();
/** Enough for every distinct message a screen shows; past it the memory starts again. */
const FILLED_MAX = 2000;
i18n.on('change', () => filled.clear());

/** Unambiguous for any text (JSON escapes it) and tells a number from its text (plurals). */
function filledKey(id: string, values: MessageValues | undefined): string {
  return values ? `${id}\u0000${JSON.stringify(values)}` : id;
}

/**
 * `t` without the memo, for a text whose arguments differ on each call and which its
 * caller keeps (a table row's name, one per payment): kept here too, thousands of them
 * would outlive the young generation and fill the old one, whose collections were the
 * long frames of a 20,000-payment scroll.
 */
export function tUnmemoized(id: MessageId, values?: MessageValues): string {
  if (!(id in i18n.messages)) reportMissing(id);
  return i18n._(id, withCountTexts(values, currentLocale()));
}

/** The message in the current language, its arguments filled in. */
export function t(id: MessageId, values?: MessageValues): string {
  const key = filledKey(id, values);
  const known = filled.get(key);
  if (known !== undefined) return known;
  const text = tUnmemoized(id, values);
  // A message not loaded yet (shown as its id) is not kept.
  if (!(id in i18n.messages)) return text;
  if (filled.size >= FILLED_MAX) filled.clear();
  filled.set(key, text);
  return text;
}

/**
 * A message asked for before its part of the catalogue is in shows as its id: said once
 * per area (the id's first segment) in the console, which the browser tests watch, so a
 * screen that renders before its part is loaded cannot go unnoticed.
 */
function reportMissing(id: string): void {
  const area = id.slice(0, id.indexOf('.'));
  if (reportedMissing.has(area)) return;
  reportedMissing.add(area);
  console.error(`Message not loaded: ${id}`);
}

/**
 * Loads the language's catalogue (the parts in use) and makes it current; `<html lang>`
 * follows.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  let parts: CataloguePart[];
  let loaded: (Messages | null)[];
  // A screen may ask for a part while the others download: the new language has it too.
  // Only the core is a condition: a screen's part that fails is asked for again by the
  // screen (`loadCataloguePart`), its messages shown by id meanwhile.
  do {
    parts = [...partsInUse];
    loaded = await Promise.all(
      parts.map((part) =>
        part === 'core' ? loadPart(locale, part) : loadPart(locale, part).catch(() => null),
      ),
    );
  } while (parts.length < partsInUse.size);
  parts.forEach((part, index) => {
    if (loaded[index]) partLoads.set(`${locale}:${part}`, Promise.resolve());
  });
  loadMessages(locale, Object.assign({}, ...loaded) as Messages);
}

/**
 * The first page's parts beside the core, asked for as the entry script runs (main.tsx):
 * they download with the core, and the first language's activation waits for them.
 */
export function loadFirstParts(locale: Locale, parts: readonly CataloguePart[]): void {
  for (const part of parts) {
    partsInUse.add(part);
    void loadPart(locale, part).catch(() => {});
  }
}

/** Every one of `parts` (see `loadCataloguePart`). */
export function loadCatalogueParts(parts: readonly CataloguePart[]): Promise<void> {
  return Promise.all(parts.map(loadCataloguePart)).then(() => undefined);
}

/**
 * Loads a part of the current language's catalogue, once; the screens that need it
 * wait for it before they render (the checkout page's view, the watchlist). Should it
 * fail to load, the screen still comes up, its messages shown by id, and the next
 * screen that needs the part asks again.
 */
export function loadCataloguePart(part: CataloguePart): Promise<void> {
  partsInUse.add(part);
  const locale = currentLocale();
  const key = `${locale}:${part}`;
  let load = partLoads.get(key);
  if (!load) {
    load = loadPart(locale, part).then(
      (messages) => {
        i18n.load(locale, messages);
      },
      () => {
        partLoads.delete(key);
      },
    );
    partLoads.set(key, load);
  }
  return load;
}

/** For tests and the first paint: a catalogue already in hand. */
export function loadMessages(locale: Locale, messages: Messages): void {
  i18n.load(locale, messages);
  // Formatters follow before the change is announced, so a redraw reads both anew.
  setCurrentLocale(locale);
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The user's choice from the language picker: remembered on this device. */
export async function chooseLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  await activateLocale(locale);
}

export function onLocaleChange(listener: () => void): () => void {
  return i18n.on('change', listener);
}
