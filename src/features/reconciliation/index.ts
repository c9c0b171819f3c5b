// Reconciliation of the merchant's orders against the payments in scope (issue 52):
// reading an order file, proposing its columns, matching, and the matcher off the
// page's thread, and its screen.
export { ReconcilePage } from './reconcile-page';
export {
  checkOrderFileSize,
  MAX_ORDER_FILE_BYTES,
  ordersFromTable,
  parseOrders,
  readOrderTable,
  type DecimalMark,
  type Order,
  type OrderProblem,
  type OrderProblemCode,
  type OrderTable,
  type ParsedOrders,
  type ReadOrders,
} from './parse-orders';
export {
  ORDER_FIELDS,
  proposeMapping,
  REQUIRED_ORDER_FIELDS,
  type ColumnMapping,
  type MappingProposal,
  type OrderField,
} from './propose-mapping';
export {
  DEFAULT_USD_TOLERANCE,
  DEFAULT_WINDOW_HOURS,
  matchOrders,
  ORDER_RESULT_KINDS,
  PAYMENT_RESULT_KINDS,
  unitKey,
  type AmbiguityReason,
  type MatchablePayment,
  type MatchedField,
  type MatchOptions,
  type MatchRule,
  type OrderMatch,
  type OrderResultKind,
  type OrderTotal,
  type OrderUnit,
  type PaymentMatch,
  type PaymentResultKind,
  type PaymentTotal,
  type Reconciliation,
  type ReconciliationSummary,
} from './match-orders';
export { matchOrdersInWorker, type MatchWorker } from './match-in-worker';
export { makeSyntheticOrders, makeSyntheticPayments } from './synthetic-orders';
