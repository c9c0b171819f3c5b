// The payments of a checkout or of the watchlist: filters, summary, list, details and
// export composed.
export { PaymentsView } from './payments-view';
