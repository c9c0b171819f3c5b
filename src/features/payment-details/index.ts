// One payment: the details drawer, and the link that opens it (?tx=), loading pages until
// it is found.
export { LazyPaymentDrawer } from './lazy-payment-drawer';
export { LinkedPaymentStatus } from './linked-payment-status';
export { useLinkedPayment } from './use-linked-payment';
