import { setupI18n, type Messages } from '@lingui/core';
import { withCountTexts } from './count-text';
import { currentLocale, rememberLocale, setCurrentLocale, type Locale } from './locale';
import type { MessageId } from './catalog-source';

/**
 * One Lingui instance for the app. Components and modules call `t` directly: a change
 * of language remounts the app (app/app.tsx keys it by locale), so nothing needs to
 * subscribe. The catalogues are compiled at build time (vite.config.ts
 * `compiledCatalogs`): the page never parses ICU.
 */
const i18n = setupI18n();

/** Only the chosen language's catalogue is fetched, each its own chunk. */
const catalogs: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('./catalogs/en'),
  de: () => import('./catalogs/de'),
  es: () => import('./catalogs/es'),
};

/** Values of a message's ICU arguments: numbers for plurals, text already formatted. */
export type MessageValues = Record<string, string | number>;

/** The message in the current language, its arguments filled in. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, withCountTexts(values, currentLocale()));
}

/** Loads the language's catalogue and makes it current; `<html lang>` follows. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { default: messages } = await catalogs[locale]();
  loadMessages(locale, messages as Messages);
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
