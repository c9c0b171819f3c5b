import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import type { ApiIdentity } from './identity';
import { apiKeys } from './keys';
import {
  buildChainsParam,
  cryptoCurrenciesRequest,
  fiatCurrenciesRequest,
} from './currency-requests';
import { cryptoCurrenciesSchema, fiatCurrenciesSchema } from './schemas';

/** The chain options the spec lists for the `chains` filter of section 4.2. */
export { CRYPTO_CHAIN_OPTIONS } from '@/lib/chain';

/** Catalogues change rarely: an hour of freshness, kept for a day. */
const CATALOGUE_STALE_TIME = 60 * 60 * 1000;
const CATALOGUE_GC_TIME = 24 * 60 * 60 * 1000;

export function cryptoCurrenciesOptions(api: ApiIdentity, chains: readonly string[]) {
  const chainsParam = buildChainsParam(chains);
  return queryOptions({
    queryKey: apiKeys.cryptoCurrencies(api, chainsParam),
    queryFn: ({ signal }) =>
      apiGet(api, { ...cryptoCurrenciesRequest(chainsParam), signal }, cryptoCurrenciesSchema),
    staleTime: CATALOGUE_STALE_TIME,
    gcTime: CATALOGUE_GC_TIME,
  });
}

export function fiatCurrenciesOptions(api: ApiIdentity) {
  return queryOptions({
    queryKey: apiKeys.fiatCurrencies(api),
    queryFn: ({ signal }) =>
      apiGet(api, { ...fiatCurrenciesRequest(), signal }, fiatCurrenciesSchema),
    staleTime: CATALOGUE_STALE_TIME,
    gcTime: CATALOGUE_GC_TIME,
  });
}
