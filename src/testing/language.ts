import type { Messages } from '@lingui/core';
import type { Locale } from '@/i18n';
import { loadMessages } from '@/i18n/i18n';
import deCore from '@/i18n/catalogs/de/core';
import dePayments from '@/i18n/catalogs/de/payments';
import enCore from '@/i18n/catalogs/en/core';
import enPayments from '@/i18n/catalogs/en/payments';
import esCore from '@/i18n/catalogs/es/core';
import esPayments from '@/i18n/catalogs/es/payments';

// Every part of each language, compiled by the same Vite plugin as the build
// (vite.config.ts compiledCatalogs).
const catalogs = {
  en: { ...enCore, ...enPayments },
  de: { ...deCore, ...dePayments },
  es: { ...esCore, ...esPayments },
} as unknown as Record<Locale, Messages>;

/** Shows the app in `locale` from now on (each test starts in English: testing/setup.ts). */
export function showIn(locale: Locale): void {
  loadMessages(locale, catalogs[locale]);
}
