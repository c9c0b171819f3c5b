import type en from './catalogs/en';

/**
 * Every message of the dashboard, by id. English is the source: a message exists when
 * it is in catalogs/en, and the other languages must have each one (checked by tsc
 * through `satisfies CatalogSource`, and the ICU arguments by i18n/catalogs.test.ts).
 */
export type MessageId = keyof typeof en;

export type CatalogSource = Record<MessageId, string>;
