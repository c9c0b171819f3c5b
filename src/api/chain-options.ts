/** The chain options the spec lists for the `chains` filter of section 4.2 (zod-free: first page). */
export const CRYPTO_CHAIN_OPTIONS = ['ETH', 'BNB', 'Polygon', 'ARB', 'OP', 'TRON'] as const;
export type CryptoChainOption = (typeof CRYPTO_CHAIN_OPTIONS)[number];
