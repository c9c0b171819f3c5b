// What a payment is to the dashboard: each payment once (copies dropped and
// counted), its token (chain + pay symbol) and its price hints. No UI.
export { describePricingHint, describeSplitHint, pricingHint } from './payment-hints';
export { collectPayments, type LoadedPayments } from './collect-payments';
export {
  compareTokens,
  tokenFromKey,
  tokenKey,
  amountUnit,
  isKnownToken,
  tokenLabel,
  tokenOf,
  tokensPresent,
  tokenPlaces,
  type Token,
} from './tokens';
export { paymentKey, type Payment, type PaymentsPage, type PaymentStatus } from './payment';
