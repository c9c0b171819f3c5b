import type { Messages } from '@lingui/core';
import type { Locale } from '@/i18n';
import { loadMessages } from '@/i18n/i18n';

// Every part of each language (src/i18n/catalogs/<language>/<part>.ts), compiled by the
// same Vite plugin as the build (vite.config.ts compiledCatalogs).
const parts = import.meta.glob<{ default: Messages }>('../i18n/catalogs/*/*.ts', { eager: true });

function catalogOf(locale: Locale): Messages {
  const messages: Messages = {};
  for (const [path, part] of Object.entries(parts))
    if (path.includes(`/catalogs/${locale}/`)) Object.assign(messages, part.default);
  return messages;
}

const catalogs = { en: catalogOf('en'), de: catalogOf('de'), es: catalogOf('es') };

/** Shows the app in `locale` from now on (each test starts in English: testing/setup.ts). */
export function showIn(locale: Locale): void {
  loadMessages(locale, catalogs[locale]);
}
