import type { RecentCheckout } from '@/features/checkouts';

/** The app's pages, as in the shell's navigation. */
export const PALETTE_PAGES = [
  { to: '/', label: 'Checkouts', description: 'Open a checkout by its code; recent checkouts' },
  { to: '/watch', label: 'Watchlist', description: 'Pinned checkouts, watched live' },
  {
    to: '/currencies/crypto',
    label: 'Crypto currencies',
    description: 'Currencies accepted, by chain',
  },
  { to: '/currencies/fiat', label: 'Fiat currencies', description: 'Pricing currencies' },
  { to: '/settings', label: 'Settings', description: 'API base URL and app ID' },
] as const;
type PalettePage = (typeof PALETTE_PAGES)[number];

export const PALETTE_RECENT_LIMIT = 8;

export interface PaletteActions {
  /** The trimmed query, offered as a checkout code to open; null when the query is blank. */
  openCode: string | null;
  recent: readonly RecentCheckout[];
  pages: readonly PalettePage[];
}

function matches(query: string, ...texts: (string | undefined)[]): boolean {
  return texts.some((text) => text?.toLocaleLowerCase().includes(query));
}

/**
 * What the palette offers for a query: any non-blank query can be opened as a checkout
 * code (the API has no search, so every code is worth trying); recent checkouts and
 * pages are filtered by a case-insensitive substring of code, name or label.
 */
export function paletteActionsFor(
  query: string,
  recent: readonly RecentCheckout[],
): PaletteActions {
  const code = query.trim();
  const needle = code.toLocaleLowerCase();
  const matchingRecent = needle
    ? recent.filter((entry) => matches(needle, entry.checkoutCode, entry.name))
    : recent;
  return {
    // Always first, even when a recent entry matches too: Enter opens what was typed.
    openCode: code || null,
    recent: matchingRecent.slice(0, PALETTE_RECENT_LIMIT),
    pages: needle ? PALETTE_PAGES.filter((page) => matches(needle, page.label)) : PALETTE_PAGES,
  };
}
