export { t, activateLocale, chooseLocale, loadMessages, onLocaleChange } from './i18n';
export { tRich } from './rich';
export type { MessageId } from './catalog-source';
export {
  LOCALES,
  LOCALE_NAMES,
  currentLocale,
  initialLocale,
  isLocale,
  numberSymbols,
  type Locale,
} from './locale';
