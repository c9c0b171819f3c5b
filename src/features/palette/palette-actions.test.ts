import { describe, expect, it } from 'vitest';
import type { RecentCheckout } from '@/features/checkouts';
import { PALETTE_PAGES, PALETTE_RECENT_LIMIT, paletteActionsFor } from './palette-actions';

const recent: RecentCheckout[] = [
  { checkoutCode: 'coffee-club', name: 'Coffee Club subscription', openedAt: 3, pinned: true },
  { checkoutCode: 'conf-2026', name: 'DevConf 2026 ticket', openedAt: 2, pinned: false },
  { checkoutCode: 'a/b?c#d%', openedAt: 1, pinned: false },
];

describe('paletteActionsFor', () => {
  it('offers recent checkouts and every page for an empty query, and no code to open', () => {
    const actions = paletteActionsFor('   ', recent);
    expect(actions.openCode).toBeNull();
    expect(actions.recent).toEqual(recent);
    expect(actions.pages.map((page) => page.label)).toEqual([
      'Checkouts',
      'Watchlist',
      'Crypto currencies',
      'Fiat currencies',
      'Settings',
    ]);
  });

  it('offers any typed code, trimmed, to open, first', () => {
    expect(paletteActionsFor('  x/y#z  ', recent).openCode).toBe('x/y#z');
    // Also when a recent checkout has that exact code: Enter opens what was typed.
    expect(paletteActionsFor('coffee-club', recent).openCode).toBe('coffee-club');
  });

  it('filters recent checkouts by code or name and pages by label, ignoring case', () => {
    expect(paletteActionsFor('DEVCONF', recent).recent.map((entry) => entry.checkoutCode)).toEqual([
      'conf-2026',
    ]);
    expect(paletteActionsFor('c#d', recent).recent.map((entry) => entry.checkoutCode)).toEqual([
      'a/b?c#d%',
    ]);
    expect(paletteActionsFor('currencies', recent).pages.map((page) => page.to)).toEqual([
      '/currencies/crypto',
      '/currencies/fiat',
    ]);
    expect(paletteActionsFor('zzz', recent)).toMatchObject({ recent: [], pages: [] });
  });

  it(`shows at most ${PALETTE_RECENT_LIMIT} recent checkouts`, () => {
    const many = Array.from({ length: 20 }, (_, index) => ({
      checkoutCode: `code-${index}`,
      openedAt: 100 - index,
      pinned: false,
    }));
    expect(paletteActionsFor('', many).recent).toHaveLength(PALETTE_RECENT_LIMIT);
    expect(PALETTE_PAGES).toHaveLength(5);
  });
});
