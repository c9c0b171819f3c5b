import { describe, expect, it } from 'vitest';
import { makePayment } from '@/testing/payments';
import type { RecentCheckout } from '@/features/checkouts';
import { t } from '@/i18n';
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
    expect(actions.pages.map((page) => t(page.label))).toEqual([
      'Checkouts',
      'Watchlist',
      'Reconcile',
      'Crypto currencies',
      'Fiat currencies',
      'Settings',
    ]);
  });

  it('offers any typed code, trimmed, to open, first when nothing known matches', () => {
    expect(paletteActionsFor('  x/y#z  ', recent)).toMatchObject({
      openCode: 'x/y#z',
      knownFirst: false,
    });
    // A known checkout that is exactly the typed code: the typed code stays first.
    expect(paletteActionsFor('coffee-club', recent)).toMatchObject({
      openCode: 'coffee-club',
      knownFirst: false,
    });
  });

  it('puts known codes before the typed text when they match it but differ', () => {
    const demo = ['coffee-club', 'big-market', 'live-shop'];
    const actions = paletteActionsFor('big', recent, {}, demo);
    expect(actions.demo).toEqual(['big-market']);
    expect(actions.knownFirst).toBe(true);
    expect(actions.openCode).toBe('big');
    // Demo codes already among the recent ones are listed once, as recent.
    expect(paletteActionsFor('coffee', recent, {}, demo).demo).toEqual([]);
    // No demo codes outside demo mode (the caller passes none), none for a blank query.
    expect(paletteActionsFor('big', recent).demo).toEqual([]);
    expect(paletteActionsFor('', recent, {}, demo).demo).toEqual([]);
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
    expect(PALETTE_PAGES).toHaveLength(6);
  });
});

describe('views in the palette', () => {
  const views = [
    { id: 'abc12345', name: 'Weekly USDT' },
    { id: 'attention', name: 'Needs attention' },
    { id: 'today', name: 'Today' },
  ];

  it('offers every view for an empty query, and those whose name or "View: …" matches', () => {
    expect(paletteActionsFor('', recent, { views }).views).toEqual(views);
    expect(paletteActionsFor('weekly', recent, { views }).views).toEqual([views[0]]);
    expect(paletteActionsFor('view: need', recent, { views }).views).toEqual([views[1]]);
    expect(paletteActionsFor('zzz', recent, { views }).views).toEqual([]);
  });
});

describe('what the palette knows besides codes and pages', () => {
  it('suggests recent codes fuzzily, and no longer a code whose first page was empty', () => {
    const entries: RecentCheckout[] = [
      { checkoutCode: 'big-market', name: 'Marketplace (large)', openedAt: 3, pinned: false },
      { checkoutCode: 'empty-shelf', openedAt: 2, pinned: true, noPayments: true },
      { checkoutCode: 'coffee-club', openedAt: 1, pinned: false },
    ];
    expect(paletteActionsFor('big', entries).recent.map((entry) => entry.checkoutCode)).toEqual([
      'big-market',
    ]);
    expect(paletteActionsFor('bgi', entries).recent.map((entry) => entry.checkoutCode)).toEqual([
      'big-market',
    ]);
    expect(paletteActionsFor('', entries).recent.map((entry) => entry.checkoutCode)).toEqual([
      'big-market',
      'coffee-club',
    ]);
    expect(paletteActionsFor('empty', entries).recent).toEqual([]);
    // It can still be opened by typing it.
    expect(paletteActionsFor('empty-shelf', entries).openCode).toBe('empty-shelf');
  });

  it('finds currencies by symbol, name or ID, only once something is typed', () => {
    const sources = {
      crypto: [
        { id: 1001, name: 'Tether USD', symbol: 'USDT', logoUrl: '', chains: [] },
        { id: 1003, name: 'Ether', symbol: 'ETH', logoUrl: '', chains: [] },
      ],
      fiat: [{ id: 2, name: 'Euro', code: 'EUR', symbol: '€', logoUrl: '' }],
    };
    const symbols = (query: string) =>
      paletteActionsFor(query, [], sources).currencies.map((currency) => currency.symbol);
    expect(symbols('')).toEqual([]);
    expect(symbols('usdt')[0]).toBe('USDT');
    expect(symbols('tether')[0]).toBe('USDT');
    expect(symbols('1003')[0]).toBe('ETH');
    expect(symbols('euro')).toEqual(['EUR']);
    expect(paletteActionsFor('eur', [], sources).currencies[0]).toMatchObject({ kind: 'fiat' });
  });

  it('finds loaded payments by hash or address, each once, hash matches first', () => {
    const payment = makePayment({
      hash: '0xabcdef0123',
      from: '0xpayer-ABCDEF',
      to: [{ address: 'TMerchant', amount: '1' }],
    });
    const other = makePayment({ hash: 'ffff', from: '0xABCDEF99', chainName: 'TRON' });
    const payments = [
      { checkoutCode: 'big-market', records: [other, payment] },
      { checkoutCode: 'big-market', records: [payment] },
    ];
    const found = paletteActionsFor('ABCDEF', [], { payments }).payments;
    expect(found.map((item) => [item.hash, item.matched])).toEqual([
      ['0xabcdef0123', 'hash'],
      ['ffff', 'payer'],
    ]);
    expect(found[0]).toMatchObject({ checkoutCode: 'big-market', chain: 'ETH' });
    expect(paletteActionsFor('tmerch', [], { payments }).payments[0]).toMatchObject({
      matched: 'recipient',
    });
    // Too short to mean one payment.
    expect(paletteActionsFor('0xa', [], { payments }).payments).toEqual([]);
  });
});
