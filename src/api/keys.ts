import type { ApiIdentity } from './identity';

/**
 * The one query-key factory. Keys go from general to specific and start with the API
 * identity, so data cached for one base URL + app ID is never shown under another.
 */
export const apiKeys = {
  /** Every query of the service, whatever its identity. */
  root: () => ['api'] as const,
  all: (api: Pick<ApiIdentity, 'baseUrl' | 'appId'>) =>
    [...apiKeys.root(), api.baseUrl, api.appId] as const,
  transactions: (api: ApiIdentity, checkoutCode: string) =>
    [...apiKeys.all(api), 'checkout', checkoutCode, 'transactions'] as const,
  /** The first page alone (polled for live news); a plain query, so not the infinite key. */
  transactionsHead: (api: ApiIdentity, checkoutCode: string) =>
    [...apiKeys.all(api), 'checkout', checkoutCode, 'transactions-head'] as const,
  checkout: (api: ApiIdentity, checkoutCode: string) =>
    [...apiKeys.all(api), 'checkout', checkoutCode] as const,
  cryptoCurrencies: (api: ApiIdentity, chainsParam: string | undefined) =>
    [...apiKeys.all(api), 'currencies', 'crypto', chainsParam ?? 'all'] as const,
  disableCheckout: (api: ApiIdentity) => [...apiKeys.all(api), 'disable-checkout'] as const,
  fiatCurrencies: (api: ApiIdentity) => [...apiKeys.all(api), 'currencies', 'fiat'] as const,
};
