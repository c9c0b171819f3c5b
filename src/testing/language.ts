import type { Messages } from '@lingui/core';
import type { Locale } from '@/i18n';
import { loadMessages } from '@/i18n/i18n';
import de from '@/i18n/catalogs/de';
import en from '@/i18n/catalogs/en';
import es from '@/i18n/catalogs/es';

// Compiled by the same Vite plugin as the build (vite.config.ts compiledCatalogs).
const catalogs = { en, de, es } as unknown as Record<Locale, Messages>;

/** Shows the app in `locale` from now on (each test starts in English: testing/setup.ts). */
export function showIn(locale: Locale): void {
  loadMessages(locale, catalogs[locale]);
}
