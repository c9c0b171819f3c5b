// The Spanish catalogue's core: the messages of the shell and of every page but the
// payments views (see src/i18n/i18n.ts, `CATALOGUE_PARTS`).
import type { CatalogPart } from '../../catalog-source';
import type english from '../en/core';
import common from './common.json';
import shell from './shell.json';
import settings from './settings.json';
import checkouts from './checkouts.json';
import checkoutPaging from './checkout-paging.json';
import palette from './palette.json';
import currencies from './currencies.json';
import disableCheckout from './disable-checkout.json';

export default {
  ...common,
  ...shell,
  ...settings,
  ...checkouts,
  ...checkoutPaging,
  ...palette,
  ...currencies,
  ...disableCheckout,
} satisfies CatalogPart<typeof english>;
