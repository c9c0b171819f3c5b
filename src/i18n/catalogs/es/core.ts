// The Spanish catalogue's core: fetched with every first page. The shell and every page
// but the payments views and the watchlist (see src/i18n/i18n.ts).
import type { CatalogPart } from '../../catalog-source';
import type english from '../en/core';
import common from './common.json';
import shell from './shell.json';
import settings from './settings.json';
import checkouts from './checkouts.json';
import checkoutPaging from './checkout-paging.json';
import currencies from './currencies.json';
import disableCheckout from './disable-checkout.json';

export default {
  ...common,
  ...shell,
  ...settings,
  ...checkouts,
  ...checkoutPaging,
  ...currencies,
  ...disableCheckout,
} satisfies CatalogPart<typeof english>;
