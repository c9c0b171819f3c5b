// The Spanish catalogue's payments part: the checkout page and the payments view (of a
// checkout and of the watchlist), fetched when one of them is first shown (see src/i18n/i18n.ts).
import type { CatalogPart } from '../../catalog-source';
import type english from '../en/payments';
import checkoutPage from './checkout-page.json';
import liveUpdates from './live-updates.json';
import paymentFilters from './payment-filters.json';
import paymentList from './payment-list.json';
import paymentRecords from './payment-records.json';
import paymentDetails from './payment-details.json';
import paymentSummary from './payment-summary.json';
import paymentsView from './payments-view.json';
import savedViews from './saved-views.json';

export default {
  ...checkoutPage,
  ...liveUpdates,
  ...paymentFilters,
  ...paymentList,
  ...paymentRecords,
  ...paymentDetails,
  ...paymentSummary,
  ...paymentsView,
  ...savedViews,
} satisfies CatalogPart<typeof english>;
