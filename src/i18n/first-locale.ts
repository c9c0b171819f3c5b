import { activateLocale, loadMessages } from './i18n';
import { initialLocale } from './locale';

/**
 * The first page's language, asked for as soon as the entry script runs: main.tsx
 * imports this module first, so the catalogue's request starts before the rest of the
 * app is evaluated. Should the catalogue fail to load, the page still comes up, its
 * messages shown by id rather than not at all.
 */
export const firstLocale = initialLocale();
export const firstLocaleReady: Promise<void> = activateLocale(firstLocale).catch(() =>
  loadMessages(firstLocale, {}),
);
