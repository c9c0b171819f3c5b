import { CRYPTO_CHAIN_OPTIONS, parseChainOption, type CryptoChainOption } from '@/lib/chain';

/**
 * URL search params of the catalogue pages. Every field falls back to "not set" instead
 * of failing, and defaults are left out of the URL (undefined).
 *
 * `chains` is kept as readable text ("ETH,TRON"): known options only, in the spec's
 * spelling and order, de-duplicated; unknown options are dropped.
 */
export function canonicalChains(value: unknown): string | undefined {
  const parts = Array.isArray(value)
    ? value.filter((part): part is string => typeof part === 'string')
    : typeof value === 'string'
      ? value.split(',')
      : [];
  const chosen = new Set(parts.map(parseChainOption).filter((option) => option !== null));
  const ordered = CRYPTO_CHAIN_OPTIONS.filter((option) => chosen.has(option));
  return ordered.length ? ordered.join(',') : undefined;
}

export function chainsFromSearch(chains: string | undefined): CryptoChainOption[] {
  return chains ? chains.split(',').flatMap((part) => parseChainOption(part) ?? []) : [];
}

// The router JSON-parses search values, so "?q=12" arrives as the number 12.
function queryText(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return String(value).trim() ? String(value) : undefined;
}

export type CryptoView = 'list' | 'by-chain';

export interface CryptoSearch {
  chains?: string | undefined;
  q?: string | undefined;
  /** Undefined is the default list view. */
  view?: Exclude<CryptoView, 'list'> | undefined;
}

export interface FiatSearch {
  q?: string | undefined;
}

/** Drops undefined fields, so defaults stay out of the URL. */
function defined<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}

/**
 * The crypto catalogue's search params; never throws. Plain checks, not a schema: route
 * validation runs on the first page, where bytes count.
 */
export function parseCryptoSearch(search: Record<string, unknown>): CryptoSearch {
  const chains =
    typeof search.chains === 'string' || Array.isArray(search.chains)
      ? canonicalChains(search.chains)
      : undefined;
  const view = search.view === 'by-chain' ? 'by-chain' : undefined;
  return defined({ chains, q: queryText(search.q), view });
}

export function parseFiatSearch(search: Record<string, unknown>): FiatSearch {
  return defined({ q: queryText(search.q) });
}
