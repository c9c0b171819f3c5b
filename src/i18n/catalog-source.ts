import type core from './catalogs/en/core';
import type exportDialog from './catalogs/en/export-dialog';
import type paletteDialog from './catalogs/en/palette-dialog';
import type payments from './catalogs/en/payments';
import type watchlistPage from './catalogs/en/watchlist-page';
import type reconcilePage from './catalogs/en/reconcile-page';
import type viewsDialog from './catalogs/en/views-dialog';
import type settingsTransfer from './catalogs/en/settings-transfer';
import type updatePrompt from './catalogs/en/update-prompt';
import type lastKnown from './catalogs/en/last-known';

/**
 * Every message of the dashboard, by id. English is the source: a message exists when
 * it is in catalogs/en, and the other languages must have each one (checked by tsc
 * through `satisfies CatalogPart<…>` on each of their parts, and the ICU arguments by
 * i18n/catalogs.test.ts).
 */
export type MessageId =
  | keyof typeof core
  | keyof typeof payments
  | keyof typeof paletteDialog
  | keyof typeof exportDialog
  | keyof typeof watchlistPage
  | keyof typeof reconcilePage
  | keyof typeof viewsDialog
  | keyof typeof settingsTransfer
  | keyof typeof updatePrompt
  | keyof typeof lastKnown;

/** Another language's part of the catalogue: every message of the English part. */
export type CatalogPart<EnglishPart> = Record<keyof EnglishPart, string>;
