import type { QueryClient } from '@tanstack/react-query';
import type { ApiIdentity } from '@/api/client';
import { cryptoCurrenciesOptions, fiatCurrenciesOptions } from '@/api/currencies';

/** Warms a catalogue when its navigation link is hovered or focused (no-op while fresh). */
export function prefetchCatalogue(queryClient: QueryClient, api: ApiIdentity, to: string) {
  if (to === '/currencies/crypto') void queryClient.prefetchQuery(cryptoCurrenciesOptions(api, []));
  if (to === '/currencies/fiat') void queryClient.prefetchQuery(fiatCurrenciesOptions(api));
}
