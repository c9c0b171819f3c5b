// The service calls each record a transaction (src/api keeps its words); to the
// dashboard, in code and on screen, it is a payment. Only the on-chain "transaction
// hash" keeps the word.
export {
  transactionKey as paymentKey,
  type Transaction as Payment,
  type TransactionsPage as PaymentsPage,
  type TransactionStatus as PaymentStatus,
} from '@/api/schemas';
