// zod/mini: route search validation runs on the first page, where bytes count.
import * as z from 'zod/mini';
import { CRYPTO_CHAIN_OPTIONS, parseChainOption, type CryptoChainOption } from '@/lib/chain';

/**
 * URL search params of the catalogue pages. Every field falls back (`.catch`) instead
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
const queryText = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value: string | number) => (String(value).trim() ? String(value) : undefined)),
    ),
  ),
  undefined,
);

const CRYPTO_VIEWS = ['list', 'by-chain'] as const;
export type CryptoView = (typeof CRYPTO_VIEWS)[number];

export const cryptoSearchSchema = z.object({
  chains: z.catch(
    z.optional(
      z.pipe(
        z.union([z.string(), z.array(z.string())]),
        z.transform((value: string | string[]) => canonicalChains(value)),
      ),
    ),
    undefined,
  ),
  q: queryText,
  view: z.catch(
    z.optional(
      z.pipe(
        z.enum(CRYPTO_VIEWS),
        z.transform((view: CryptoView) => (view === 'list' ? undefined : view)),
      ),
    ),
    undefined,
  ),
});
export type CryptoSearch = z.output<typeof cryptoSearchSchema>;

export const fiatSearchSchema = z.object({ q: queryText });
export type FiatSearch = z.output<typeof fiatSearchSchema>;
