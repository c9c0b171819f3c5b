export {
  t,
  tUnmemoized,
  chooseLocale,
  addCataloguePart,
  loadCataloguePart,
  loadCatalogueParts,
  onLocaleChange,
  type CataloguePart,
} from './i18n';
export { formatWholeNumber } from './count-text';
export { tRich } from './rich';
export type { MessageId } from './catalog-source';
export {
  LOCALES,
  LOCALE_NAMES,
  currentLocale,
  isLocale,
  numberSymbols,
  type Locale,
} from './locale';
