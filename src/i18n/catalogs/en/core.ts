// The English catalogue's core: fetched with every first page. The shell, the home page, a
// checkout's paging and disabling (see src/i18n/i18n.ts).
import common from './common.json';
import shell from './shell.json';
import checkouts from './checkouts.json';
import checkoutPaging from './checkout-paging.json';
import disableCheckout from './disable-checkout.json';

export default {
  ...common,
  ...shell,
  ...checkouts,
  ...checkoutPaging,
  ...disableCheckout,
};
