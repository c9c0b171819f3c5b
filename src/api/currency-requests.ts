import type { ApiRequest } from './request';

/**
 * The catalogues' requests (spec sections 4.2 and 4.3), apart from their queries: the
 * entry script sends a catalogue page's request ahead of the page's code (see main.tsx)
 * without the data layer's chunk.
 */

/**
 * One `chains` value for a choice of chains: lower case, de-duplicated, sorted (so
 * the same choice in another order is the same cache entry), comma-separated;
 * undefined when nothing is chosen.
 */
export function buildChainsParam(chains: readonly string[]): string | undefined {
  const unique = [...new Set(chains.map((chain) => chain.trim().toLowerCase()).filter(Boolean))];
  unique.sort();
  return unique.length ? unique.join(',') : undefined;
}

export function cryptoCurrenciesRequest(chainsParam: string | undefined) {
  return {
    segments: ['currencies', 'crypto'],
    query: { chains: chainsParam },
  } satisfies Pick<ApiRequest, 'segments' | 'query'>;
}

export function fiatCurrenciesRequest() {
  return { segments: ['currencies', 'fiat'] } satisfies Pick<ApiRequest, 'segments'>;
}
