// What a payment record is to the dashboard: each payment once (copies dropped and
// counted), its token (chain + pay symbol) and its price hints. No UI.
export { describePricingHint, describeSplitHint, pricingHint } from './payment-hints';
export { collectRecords, type LoadedRecords } from './records';
export {
  compareTokens,
  tokenFromKey,
  tokenKey,
  amountUnit,
  isKnownToken,
  tokenLabel,
  tokenOf,
  tokensPresent,
  type Token,
} from './tokens';
