// The English catalogue: one fragment per area of the app, bundled into one file.
import common from './common.json';
import shell from './shell.json';
import settings from './settings.json';
import checkouts from './checkouts.json';
import checkoutPage from './checkout-page.json';
import checkoutPaging from './checkout-paging.json';
import liveUpdates from './live-updates.json';
import paymentFilters from './payment-filters.json';
import paymentList from './payment-list.json';
import paymentRecords from './payment-records.json';
import paymentDetails from './payment-details.json';
import paymentExport from './payment-export.json';
import paymentSummary from './payment-summary.json';
import paymentsView from './payments-view.json';
import disableCheckout from './disable-checkout.json';
import palette from './palette.json';
import currencies from './currencies.json';
import watchlist from './watchlist.json';

export default {
  ...common,
  ...shell,
  ...settings,
  ...checkouts,
  ...checkoutPage,
  ...checkoutPaging,
  ...liveUpdates,
  ...paymentFilters,
  ...paymentList,
  ...paymentRecords,
  ...paymentDetails,
  ...paymentExport,
  ...paymentSummary,
  ...paymentsView,
  ...disableCheckout,
  ...palette,
  ...currencies,
  ...watchlist,
};
