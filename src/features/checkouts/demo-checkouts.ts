/** Seeded checkouts of the built-in demo API (mocks/data.ts). */
export const DEMO_CHECKOUT_CODES = [
  'coffee-club',
  'conf-2026',
  'big-market',
  // Five-figure USD values and multi-ETH amounts.
  'wholesale',
  'empty-shelf',
  // Its payments arrive and complete on their own (mocks/db.ts), for the watchlist.
  'live-shop',
] as const;
