import type { CachedCheckoutRecords } from '@/api/cached-transactions';
import type { CryptoCurrency, FiatCurrency } from '@/api/schemas';
import type { RecentCheckout } from '@/features/checkouts';
import { t, type MessageId } from '@/i18n';
import { fuzzyFilter } from './fuzzy';

/**
 * The app's pages, as in the shell's navigation. Label and description are message ids
 * (read where shown); `keywords` are the English names, searched besides the label in
 * the language in use, so a page is found in either language.
 */
export const PALETTE_PAGES = [
  {
    to: '/',
    label: 'palette.pageCheckouts',
    description: 'palette.pageCheckoutsHint',
    keywords: ['Checkouts'],
  },
  {
    to: '/watch',
    label: 'palette.pageWatchlist',
    description: 'palette.pageWatchlistHint',
    keywords: ['Watchlist'],
  },
  {
    to: '/reconcile',
    label: 'palette.pageReconcile',
    description: 'palette.pageReconcileHint',
    keywords: ['Reconcile orders'],
  },
  {
    to: '/currencies/crypto',
    label: 'palette.pageCrypto',
    description: 'palette.pageCryptoHint',
    keywords: ['Crypto currencies'],
  },
  {
    to: '/currencies/fiat',
    label: 'palette.pageFiat',
    description: 'palette.pageFiatHint',
    keywords: ['Fiat currencies'],
  },
  {
    to: '/settings',
    label: 'palette.pageSettings',
    description: 'palette.pageSettingsHint',
    keywords: ['Settings'],
  },
] as const satisfies readonly {
  to: string;
  label: MessageId;
  description: MessageId;
  keywords: readonly string[];
}[];
type PalettePage = (typeof PALETTE_PAGES)[number];

export const PALETTE_RECENT_LIMIT = 8;
const CURRENCY_LIMIT = 6;
const PAYMENT_LIMIT = 6;
const VIEW_LIMIT = 8;
/** Hashes and addresses are matched from this many characters on (fewer match everything). */
export const PAYMENT_QUERY_MIN = 4;

export type PaletteCurrency =
  | { kind: 'crypto'; id: number; symbol: string; name: string }
  | { kind: 'fiat'; id: number; symbol: string; name: string };

export interface PalettePayment {
  checkoutCode: string;
  hash: string;
  chain: string;
  /** What matched: the hash, or an address of the payment. */
  matched: 'hash' | 'payer' | 'recipient';
  /** The matched text in full. */
  text: string;
}

export interface PaletteActions {
  /** The trimmed query, offered as a checkout code to open; null when the query is blank. */
  openCode: string | null;
  recent: readonly RecentCheckout[];
  /** Demo checkout codes that match (demo mode only), other than recent ones. */
  demo: readonly string[];
  /**
   * Known checkouts match but none is exactly the typed code: they come before the
   * literal code ("big" offers big-market first), so Enter opens what was most likely meant.
   */
  knownFirst: boolean;
  pages: readonly PalettePage[];
  /** Other profiles to switch this tab to ("Switch to Sandbox"). */
  profiles: readonly PaletteProfile[];
  currencies: readonly PaletteCurrency[];
  payments: readonly PalettePayment[];
  /** Views to apply to a checkout ("View: Weekly USDT"). */
  views: readonly PaletteView[];
}

export interface PaletteView {
  id: string;
  name: string;
}

export interface PaletteProfile {
  scope: string;
  name: string;
}

export interface PaletteSources {
  crypto?: readonly CryptoCurrency[] | undefined;
  fiat?: readonly FiatCurrency[] | undefined;
  /** The loaded payments, per checkout (from the query cache). */
  payments?: readonly CachedCheckoutRecords[] | undefined;
  /** The profiles this tab can switch to (not the one in use). */
  profiles?: readonly PaletteProfile[] | undefined;
  /** The profile's views (saved, then built-in); offered when a checkout can take them. */
  views?: readonly PaletteView[] | undefined;
}

export function paletteCurrencies(sources: PaletteSources): PaletteCurrency[] {
  return [
    ...(sources.crypto ?? []).map((item) => ({
      kind: 'crypto' as const,
      id: item.id,
      symbol: item.symbol,
      name: item.name,
    })),
    ...(sources.fiat ?? []).map((item) => ({
      kind: 'fiat' as const,
      id: item.id,
      symbol: item.code,
      name: item.name,
    })),
  ];
}

/**
 * Loaded payments whose hash or an address contains the query (ignoring case), hash
 * matches first and prefixes before the rest; each payment once.
 */
export function matchPayments(
  query: string,
  checkouts: readonly CachedCheckoutRecords[],
  limit = PAYMENT_LIMIT,
): PalettePayment[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < PAYMENT_QUERY_MIN) return [];
  const seen = new Set<string>();
  const found: { payment: PalettePayment; rank: number }[] = [];
  for (const { checkoutCode, records: payments } of checkouts) {
    for (const payment of payments) {
      const key = `${checkoutCode}|${payment.chain}|${payment.hash}`;
      if (seen.has(key)) continue;
      let match: { matched: PalettePayment['matched']; text: string; rank: number } | null = null;
      const hash = payment.hash.toLowerCase();
      if (hash.includes(needle)) {
        match = { matched: 'hash', text: payment.hash, rank: hash.startsWith(needle) ? 0 : 1 };
      } else if (payment.from.toLowerCase().includes(needle)) {
        match = { matched: 'payer', text: payment.from, rank: 2 };
      } else {
        const recipient = payment.to.find((to) => to.address.toLowerCase().includes(needle));
        if (recipient) match = { matched: 'recipient', text: recipient.address, rank: 3 };
      }
      if (!match) continue;
      seen.add(key);
      found.push({
        payment: {
          checkoutCode,
          hash: payment.hash,
          chain: payment.chain,
          matched: match.matched,
          text: match.text,
        },
        rank: match.rank,
      });
    }
  }
  return found
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((entry) => entry.payment);
}

/**
 * What the palette offers for a query: any non-blank query can be opened as a checkout
 * code (the API has no search, so every code is worth trying), after the known checkouts
 * that match unless one of them is exactly that code; recent and pinned
 * checkouts, pages and currencies matched fuzzily (`fuzzy.ts`); loaded payments by
 * hash or address. A code whose first page was empty (`noPayments`: no payments, or a
 * mistyped code) is not suggested again.
 */
export function paletteActionsFor(
  query: string,
  recent: readonly RecentCheckout[],
  sources: PaletteSources = {},
  demoCodes: readonly string[] = [],
): PaletteActions {
  const code = query.trim();
  const suggestible = recent.filter((entry) => !entry.noPayments);
  const matchedRecent = fuzzyFilter(suggestible, code, (entry) => [
    entry.checkoutCode,
    entry.name,
  ]).slice(0, PALETTE_RECENT_LIMIT);
  const demo = code
    ? fuzzyFilter(
        demoCodes.filter((demoCode) => !recent.some((entry) => entry.checkoutCode === demoCode)),
        code,
        (demoCode) => [demoCode],
      )
    : [];
  const exact = [...matchedRecent.map((entry) => entry.checkoutCode), ...demo].includes(code);
  return {
    openCode: code || null,
    recent: matchedRecent,
    demo,
    knownFirst: code !== '' && !exact && matchedRecent.length + demo.length > 0,
    pages: fuzzyFilter(PALETTE_PAGES, code, (page) => [t(page.label), ...page.keywords]),
    profiles: fuzzyFilter(sources.profiles ?? [], code, (profile) => [
      t('palette.switchTo', { name: profile.name }),
      profile.name,
      // The English action, as a search word in any language.
      `Switch to ${profile.name}`,
    ]),
    currencies: code
      ? fuzzyFilter(paletteCurrencies(sources), code, (currency) => [
          currency.symbol,
          String(currency.id),
          currency.name,
        ]).slice(0, CURRENCY_LIMIT)
      : [],
    payments: matchPayments(code, sources.payments ?? []),
    views: fuzzyFilter(sources.views ?? [], code, (view) => [
      t('palette.view', { name: view.name }),
      view.name,
      `View: ${view.name}`,
    ]).slice(0, VIEW_LIMIT),
  };
}
