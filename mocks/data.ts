import type { CryptoCurrency, FiatCurrency, TransactionInput } from '../src/api/schemas';

/**
 * Deterministic seed data for the mock API. Shipped to the browser in demo mode, so
 * no `node:` imports here.
 *
 * Every value comes from a tiny seeded PRNG (mulberry32) keyed by checkout and record
 * index. A fake-data library was tried first and dropped: it added ~150 KB to the demo
 * bundle and needed ~300 ms for the hashes of 20,000 records; mulberry32 needs a few
 * milliseconds. Keying by index also makes any record reproducible on its own
 * (the 'endless-next' fault generates records past the end that way).
 */

export const DEMO_APP_ID = 'demo-app-id';
export const TEST_APP_ID = 'test-app-id';
export const OTHER_APP_ID = 'other-app-id';
/** Any other X-TX-AppId value is answered with 400 "Invalid app ID". */
export const VALID_APP_IDS: readonly string[] = [DEMO_APP_ID, TEST_APP_ID, OTHER_APP_ID];

/**
 * The mock serves two stores: the demo and test app IDs see the main one, `other-app-id`
 * sees another with checkouts of its own, so profiles with different app IDs show
 * different data (a code of one store is unknown to the other).
 */
export type MockStore = 'main' | 'other';
export function storeOfAppId(appId: string): MockStore {
  return appId === OTHER_APP_ID ? 'other' : 'main';
}
/**
 * A name for the caller's app ID in the request log, never the ID itself: which of the
 * mock's app IDs a request carried, or 'invalid'.
 */
export function appIdLabel(appId: string): 'demo' | 'test' | 'other' | 'invalid' {
  if (appId === DEMO_APP_ID) return 'demo';
  if (appId === TEST_APP_ID) return 'test';
  if (appId === OTHER_APP_ID) return 'other';
  return 'invalid';
}

export const DEFAULT_PAGE_SIZE = 50;
export const DEFAULT_LARGE_COUNT = 2500;

/** Every timestamp is relative to this fixed instant, so data is identical on every run. */
export const REFERENCE_TIME = Date.UTC(2026, 10, 1); // 2026-11-01T00:00:00Z
/** Seed records are spread over this many milliseconds before REFERENCE_TIME. */
export const DATA_SPAN_MS = 90 * 24 * 60 * 60 * 1000;

export interface SeedCheckout {
  code: string;
  name: string;
  pricing: string;
  pricingSymbol: string;
  count: number;
  /** The newest N records are Pending (for watch/polling tests). */
  pendingAtTop?: number;
  /** The store that has it (see storeOfAppId); the main one when absent. */
  store?: MockStore;
}

export const LARGE_CHECKOUT_CODE = 'big-market';
/** Live data moved along by hand (the control API's `advance`), for tests. */
export const LIVE_CHECKOUT_CODE = 'live-desk';
/** Live data that moves on its own as time passes, for the demo (see mocks/db.ts). */
export const AUTO_LIVE_CHECKOUT_CODE = 'live-shop';

export const SEED_CHECKOUTS: readonly SeedCheckout[] = [
  {
    code: 'coffee-club',
    name: 'Coffee Club subscription',
    pricing: '25',
    pricingSymbol: 'USD',
    count: 37,
  },
  {
    code: 'conf-2026',
    name: 'DevConf 2026 ticket',
    pricing: '0.05',
    pricingSymbol: 'ETH',
    count: 120,
  },
  { code: 'hoodie-drop', name: 'Hoodie drop', pricing: '49.90', pricingSymbol: 'USD', count: 8 },
  {
    code: LARGE_CHECKOUT_CODE,
    name: 'Marketplace (large)',
    pricing: '120',
    pricingSymbol: 'USD',
    count: DEFAULT_LARGE_COUNT,
  },
  { code: 'empty-shelf', name: 'Empty shelf', pricing: '10', pricingSymbol: 'USD', count: 0 },
  // Large payments: five-figure USD values and multi-ETH amounts with 18 decimals.
  {
    code: 'wholesale',
    name: 'Wholesale order',
    pricing: '12500',
    pricingSymbol: 'USD',
    count: 24,
  },
  {
    code: LIVE_CHECKOUT_CODE,
    name: 'Live desk',
    pricing: '15',
    pricingSymbol: 'USD',
    count: 5,
    pendingAtTop: 2,
  },
  {
    code: AUTO_LIVE_CHECKOUT_CODE,
    name: 'Live shop (demo: payments arrive on their own)',
    pricing: '12',
    pricingSymbol: 'USD',
    count: 6,
    pendingAtTop: 2,
  },
];

/** The checkouts of the other store (`other-app-id`): a second shop with its own data. */
export const OTHER_STORE_CHECKOUTS: readonly SeedCheckout[] = [
  {
    code: 'b-store-tickets',
    name: 'Store B: concert tickets',
    pricing: '80',
    pricingSymbol: 'USD',
    count: 14,
    store: 'other',
  },
  {
    code: 'b-store-desk',
    name: 'Store B: front desk',
    pricing: '20',
    pricingSymbol: 'USD',
    count: 4,
    pendingAtTop: 1,
    store: 'other',
  },
];

// ---------------------------------------------------------------------------------
// Small deterministic helpers
// ---------------------------------------------------------------------------------

/** FNV-1a 32-bit hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const HEX_BYTES = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export interface Rng {
  u32(): number;
  float(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  hex(length: number): string;
  base58(length: number): string;
  digits(length: number): string;
}

/** mulberry32: fast, tiny, good enough for mock data. A class, so no closures per record. */
class Mulberry32 implements Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  u32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  float(): number {
    return this.u32() / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.float() * items.length)] as T;
  }

  hex(length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 8) {
      const n = this.u32();
      out +=
        (HEX_BYTES[n >>> 24] as string) +
        HEX_BYTES[(n >>> 16) & 255] +
        HEX_BYTES[(n >>> 8) & 255] +
        HEX_BYTES[n & 255];
    }
    return out.length === length ? out : out.slice(0, length);
  }

  base58(length: number): string {
    // Five base58 digits per 32-bit draw (58^5 < 2^32); the slight bias does not matter.
    let out = '';
    while (out.length < length) {
      let n = this.u32();
      for (let i = 0; i < 5; i++) {
        out += BASE58[n % 58];
        n = Math.floor(n / 58);
      }
    }
    return out.length === length ? out : out.slice(0, length);
  }

  digits(length: number): string {
    return this.fromAlphabet('0123456789', length);
  }

  private fromAlphabet(alphabet: string, length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[this.u32() % alphabet.length];
    return out;
  }
}

export function createRng(seed: number): Rng {
  return new Mulberry32(seed);
}

/** Integer units → decimal text; `trim` drops trailing fraction zeros (and a bare "."). */
export function formatUnits(units: bigint, decimals: number, trim = true): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = decimals > 0 ? digits.slice(digits.length - decimals) : '';
  if (trim) fraction = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Decimal text → integer units at `decimals` (extra fraction digits are truncated). */
export function parseUnits(text: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
}

/**
 * Splits `total` into `weights.length` parts proportional to the weights (basis
 * points); the remainder goes to the first part, so the parts sum to `total` exactly.
 */
export function splitUnits(total: bigint, weights: readonly number[]): bigint[] {
  const sum = BigInt(weights.reduce((a, b) => a + b, 0));
  const parts = weights.map((weight) => (total * BigInt(weight)) / sum);
  const assigned = parts.reduce((a, b) => a + b, 0n);
  parts[0] = (parts[0] ?? 0n) + (total - assigned);
  return parts;
}

// ---------------------------------------------------------------------------------
// Chains and tokens used by transaction records
// ---------------------------------------------------------------------------------

type RecordChain = 'eth' | 'tron' | 'sol';

interface ChainProfile {
  spellings: readonly string[];
  tokens: readonly { symbol: string; decimals: number }[];
  address(rng: Rng): string;
  hash(rng: Rng): string;
  link(hash: string): string;
}

const CHAIN_PROFILES: Record<RecordChain, ChainProfile> = {
  eth: {
    spellings: ['ethereum', 'ETH', 'Ethereum'],
    tokens: [
      { symbol: 'ETH', decimals: 18 },
      { symbol: 'USDT', decimals: 6 },
      { symbol: 'USDC', decimals: 6 },
    ],
    address: (rng) => `0x${rng.hex(40)}`,
    hash: (rng) => `0x${rng.hex(64)}`,
    link: (hash) => `https://etherscan.io/tx/${hash}`,
  },
  tron: {
    spellings: ['TRON', 'tron'],
    tokens: [
      { symbol: 'USDT', decimals: 6 },
      { symbol: 'TRX', decimals: 6 },
    ],
    address: (rng) => `T${rng.base58(33)}`,
    hash: (rng) => rng.hex(64),
    link: (hash) => `https://tronscan.org/#/transaction/${hash}`,
  },
  sol: {
    spellings: ['solana', 'SOL'],
    tokens: [
      { symbol: 'USDC', decimals: 6 },
      { symbol: 'SOL', decimals: 9 },
      { symbol: 'USDT', decimals: 6 },
    ],
    address: (rng) => rng.base58(44),
    hash: (rng) => rng.base58(88),
    link: (hash) => `https://solscan.io/tx/${hash}`,
  },
};

/** Rough USD prices (in micro-dollars) around the reference time; ±8 % per record. */
const PRICE_MICROS: Record<string, number> = {
  ETH: 3_150_000_000,
  TRX: 245_000,
  SOL: 178_000_000,
  USDT: 1_000_000,
  USDC: 1_000_000,
};
const STABLECOINS = new Set(['USDT', 'USDC']);

interface Merchant {
  /** Per chain: the merchant's receiving address, a platform address and a partner. */
  addresses: Record<RecordChain, readonly [string, string, string]>;
}

const merchantCache = new Map<string, Merchant>();

/** Stable receiving addresses per checkout, seeded from the code. */
function merchantFor(code: string): Merchant {
  const cached = merchantCache.get(code);
  if (cached) return cached;
  const rng = createRng(hashString(`merchant:${code}`));
  const eth = (): string => `0x${rng.hex(40)}`;
  const tron = (): string => `T${rng.base58(33)}`;
  const sol = (): string => rng.base58(44);
  const merchant: Merchant = {
    addresses: {
      eth: [eth(), eth(), eth()],
      tron: [tron(), tron(), tron()],
      sol: [sol(), sol(), sol()],
    },
  };
  merchantCache.set(code, merchant);
  return merchant;
}

function checkoutSeed(code: string): number {
  return hashString(`checkout:${code}`);
}

function recordRng(code: string, index: number): Rng {
  return createRng((checkoutSeed(code) ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
}

function pickChain(rng: Rng, pricingSymbol: string): RecordChain {
  const roll = rng.float();
  if (pricingSymbol === 'ETH') return roll < 0.7 ? 'eth' : roll < 0.85 ? 'tron' : 'sol';
  return roll < 0.45 ? 'eth' : roll < 0.8 ? 'tron' : 'sol';
}

function pickStatus(rng: Rng, index: number, checkout: SeedCheckout): TransactionInput['status'] {
  if (checkout.pendingAtTop && index < checkout.pendingAtTop) return 'Pending';
  const roll = rng.float();
  // Pending payments are mostly the recent ones.
  const pending = index < 10 ? 0.2 : 0.03;
  if (roll < pending) return 'Pending';
  if (roll < pending + 0.07) return 'Failed';
  return 'Completed';
}

/**
 * One transaction record, reproducible from (checkout, index) alone. `slotMs` is the
 * time between neighbouring records, so updatedAt strictly decreases with the index.
 */
export function generateRecord(
  checkout: SeedCheckout,
  index: number,
  slotMs: number,
): TransactionInput {
  const rng = recordRng(checkout.code, index);
  const chain = pickChain(rng, checkout.pricingSymbol);
  const profile = CHAIN_PROFILES[chain];
  const token = rng.pick(profile.tokens);
  const tokenMicros = BigInt(
    STABLECOINS.has(token.symbol)
      ? rng.chance(0.1)
        ? rng.int(998_500, 1_001_500)
        : 1_000_000
      : Math.round((PRICE_MICROS[token.symbol] ?? 1_000_000) * (0.92 + rng.float() * 0.16)),
  );
  const ethMicros = BigInt(Math.round((PRICE_MICROS.ETH ?? 0) * (0.92 + rng.float() * 0.16)));
  const scale = 10n ** BigInt(token.decimals);

  // Price in USD micro-dollars; a few records under- or over-pay by up to 3 %.
  const pricingMicros =
    checkout.pricingSymbol === 'ETH'
      ? (parseUnits(checkout.pricing, 18) * ethMicros) / 10n ** 18n
      : parseUnits(checkout.pricing, 6);
  const payRatio = rng.chance(0.08) ? rng.int(9_700, 10_300) : 10_000;
  const usdMicros = (pricingMicros * BigInt(payRatio)) / 10_000n;

  let units: bigint;
  if (checkout.pricingSymbol === 'ETH' && token.symbol === 'ETH') {
    units = (parseUnits(checkout.pricing, 18) * BigInt(payRatio)) / 10_000n;
  } else {
    // Full-precision division: 18-decimal tokens get long fractions.
    units = (usdMicros * scale) / tokenMicros;
  }
  if (units <= 0n) units = 1n;
  const amountUsdCents = (units * tokenMicros) / scale / 10_000n;

  const trim = STABLECOINS.has(token.symbol) ? rng.chance(0.7) : true;
  const format = (value: bigint): string => formatUnits(value, token.decimals, trim);

  const merchant = merchantFor(checkout.code).addresses[chain];
  const recipientRoll = rng.float();
  const weights =
    recipientRoll < 0.7 ? [10_000] : recipientRoll < 0.92 ? [9_800, 200] : [8_800, 200, 1_000];
  const parts = splitUnits(units, weights);
  const to = parts.map((part, i) => ({
    address: merchant[i] ?? merchant[0],
    amount: format(part),
  }));

  const feeBps = rng.pick([50, 100, 100, 150]);
  const hash = profile.hash(rng);
  const record: TransactionInput = {
    checkoutCode: checkout.code,
    name: checkout.name,
    pricing: checkout.pricing,
    pricingSymbol: checkout.pricingSymbol,
    from: profile.address(rng),
    to,
    chainName: rng.pick(profile.spellings),
    hash,
    hashLink: profile.link(hash),
    amount: format(units),
    amountUsd: formatUnits(amountUsdCents, 2, false),
    updatedAt: REFERENCE_TIME - Math.floor((index + 0.05 + rng.float() * 0.9) * slotMs),
    status: pickStatus(rng, index, checkout),
    fee: format((units * BigInt(feeBps)) / 10_000n),
  };
  // About one record in seven has no paySymbol at all (the key is absent).
  if (!rng.chance(0.15)) record.paySymbol = token.symbol;
  return record;
}

export function slotForCount(count: number): number {
  return Math.max(1, Math.floor(DATA_SPAN_MS / Math.max(count, 1)));
}

/** All records of a checkout, newest first. 20,000 records take a few tens of ms. */
export function generateRecords(checkout: SeedCheckout): TransactionInput[] {
  const slot = slotForCount(checkout.count);
  const records = new Array<TransactionInput>(checkout.count);
  for (let i = 0; i < checkout.count; i++) records[i] = generateRecord(checkout, i, slot);
  return records;
}

/** A fresh Pending record (used by 'add-pending'); `serial` keeps it deterministic. */
export function generatePendingRecord(
  checkout: SeedCheckout,
  serial: number,
  updatedAt: number,
): TransactionInput {
  const record = generateRecord(checkout, 1_000_000 + serial, 1);
  return { ...record, status: 'Pending', updatedAt };
}

// ---------------------------------------------------------------------------------
// Catalogues (spec §2.3 and §2.4)
// ---------------------------------------------------------------------------------

// Logos are same-origin files in public/logos, so the demo and the browser tests load
// them without a network; the app accepts same-origin and http(s) logo URLs only.
const LOGO = (slug: string): string => `/logos/${slug}.svg`;

type ChainKey = 'ethereum' | 'bnb' | 'polygon' | 'arbitrum' | 'arb' | 'optimism' | 'op' | 'tron';

const CHAINS: Record<ChainKey, Omit<CryptoCurrency['chains'][number], 'decimals'>> = {
  ethereum: {
    chainName: 'Ethereum',
    symbol: 'ETH',
    chainLogo: LOGO('ethereum-eth'),
    chainType: 'EVM',
    networkId: '1',
  },
  bnb: {
    chainName: 'BNB',
    symbol: 'BNB',
    chainLogo: LOGO('bnb-bnb'),
    chainType: 'EVM',
    networkId: '56',
  },
  polygon: {
    chainName: 'Polygon',
    symbol: 'POL',
    chainLogo: LOGO('polygon-matic'),
    chainType: 'EVM',
    networkId: '137',
  },
  arbitrum: {
    chainName: 'Arbitrum',
    symbol: 'ETH',
    chainLogo: LOGO('arbitrum-arb'),
    chainType: 'EVM',
    networkId: '42161',
  },
  // Same chain, short spelling: the service is not consistent.
  arb: {
    chainName: 'ARB',
    symbol: 'ETH',
    chainLogo: LOGO('arbitrum-arb'),
    chainType: 'EVM',
    networkId: '42161',
  },
  optimism: {
    chainName: 'Optimism',
    symbol: 'ETH',
    chainLogo: LOGO('optimism-ethereum-op'),
    chainType: 'EVM',
    networkId: '10',
  },
  op: {
    chainName: 'OP',
    symbol: 'ETH',
    chainLogo: LOGO('optimism-ethereum-op'),
    chainType: 'EVM',
    networkId: '10',
  },
  tron: {
    chainName: 'TRON',
    symbol: 'TRX',
    chainLogo: LOGO('tron-trx'),
    chainType: 'TVM',
    networkId: '728126428',
  },
};

function currency(
  id: number,
  name: string,
  symbol: string,
  logoSlug: string,
  chains: readonly (readonly [ChainKey, number])[],
): CryptoCurrency {
  return {
    id,
    name,
    symbol,
    logoUrl: LOGO(logoSlug),
    chains: chains.map(([key, decimals]) => ({ ...CHAINS[key], decimals })),
  };
}

export const CRYPTO_CURRENCIES: readonly CryptoCurrency[] = [
  currency(1001, 'Tether USD', 'USDT', 'tether-usdt', [
    ['ethereum', 6],
    ['bnb', 18],
    ['tron', 6],
    ['polygon', 6],
    ['arbitrum', 6],
    ['optimism', 6],
  ]),
  currency(1002, 'USD Coin', 'USDC', 'usd-coin-usdc', [
    ['ethereum', 6],
    ['bnb', 18],
    ['polygon', 6],
    ['arbitrum', 6],
    ['op', 6],
  ]),
  currency(1003, 'Ether', 'ETH', 'ethereum-eth', [
    ['ethereum', 18],
    ['arbitrum', 18],
    ['optimism', 18],
  ]),
  currency(1004, 'BNB', 'BNB', 'bnb-bnb', [['bnb', 18]]),
  currency(1005, 'TRON', 'TRX', 'tron-trx', [['tron', 6]]),
  currency(1006, 'Polygon Ecosystem Token', 'POL', 'polygon-matic', [
    ['polygon', 18],
    ['ethereum', 18],
  ]),
  currency(1007, 'Arbitrum', 'ARB', 'arbitrum-arb', [
    ['arb', 18],
    ['ethereum', 18],
  ]),
  currency(1008, 'Optimism', 'OP', 'optimism-ethereum-op', [['op', 18]]),
  currency(1009, 'Dai Stablecoin', 'DAI', 'multi-collateral-dai-dai', [
    ['ethereum', 18],
    ['bnb', 18],
    ['polygon', 18],
    ['arb', 18],
    ['optimism', 18],
  ]),
  currency(1010, 'Wrapped Bitcoin', 'WBTC', 'wrapped-bitcoin-wbtc', [
    ['ethereum', 8],
    ['polygon', 8],
    ['arbitrum', 8],
    ['optimism', 8],
  ]),
  currency(1011, 'Chainlink', 'LINK', 'chainlink-link', [
    ['ethereum', 18],
    ['bnb', 18],
    ['polygon', 18],
    ['arbitrum', 18],
  ]),
  currency(1012, 'Shiba Inu', 'SHIB', 'shiba-inu-shib', [['ethereum', 18]]),
  currency(1013, 'Decentralized USD', 'USDD', 'usdd-usdd', [
    ['tron', 18],
    ['bnb', 18],
  ]),
];

const FLAG = (country: string): string => `/logos/flag-${country}.svg`;

export const FIAT_CURRENCIES: readonly FiatCurrency[] = [
  { id: 1, name: 'US Dollar', code: 'USD', symbol: '$', logoUrl: FLAG('us') },
  { id: 2, name: 'Euro', code: 'EUR', symbol: '€', logoUrl: FLAG('eu') },
  { id: 3, name: 'British Pound', code: 'GBP', symbol: '£', logoUrl: FLAG('gb') },
  { id: 4, name: 'Japanese Yen', code: 'JPY', symbol: '¥', logoUrl: FLAG('jp') },
  { id: 5, name: 'Swiss Franc', code: 'CHF', symbol: 'CHF', logoUrl: FLAG('ch') },
  { id: 6, name: 'Canadian Dollar', code: 'CAD', symbol: 'CA$', logoUrl: FLAG('ca') },
  { id: 7, name: 'Australian Dollar', code: 'AUD', symbol: 'A$', logoUrl: FLAG('au') },
  { id: 8, name: 'Brazilian Real', code: 'BRL', symbol: 'R$', logoUrl: FLAG('br') },
  { id: 9, name: 'Indian Rupee', code: 'INR', symbol: '₹', logoUrl: FLAG('in') },
  { id: 10, name: 'Chinese Yuan', code: 'CNY', symbol: 'CN¥', logoUrl: FLAG('cn') },
  { id: 11, name: 'South Korean Won', code: 'KRW', symbol: '₩', logoUrl: FLAG('kr') },
  { id: 12, name: 'Mexican Peso', code: 'MXN', symbol: 'MX$', logoUrl: FLAG('mx') },
  { id: 13, name: 'Singapore Dollar', code: 'SGD', symbol: 'S$', logoUrl: FLAG('sg') },
  { id: 14, name: 'Hong Kong Dollar', code: 'HKD', symbol: 'HK$', logoUrl: FLAG('hk') },
  { id: 15, name: 'Swedish Krona', code: 'SEK', symbol: 'kr', logoUrl: FLAG('se') },
  { id: 16, name: 'Turkish Lira', code: 'TRY', symbol: '₺', logoUrl: FLAG('tr') },
  { id: 17, name: 'South African Rand', code: 'ZAR', symbol: 'R', logoUrl: FLAG('za') },
];

/**
 * The `chains` filter options of §4.2, and the chain names (lower case) each matches.
 * ETH also matches "Ethereum", ARB "Arbitrum", OP "Optimism".
 */
export const CHAIN_FILTER_ALIASES: Record<string, readonly string[]> = {
  eth: ['eth', 'ethereum'],
  bnb: ['bnb', 'bsc', 'bnb chain', 'bnb smart chain'],
  polygon: ['polygon', 'matic', 'pol'],
  arb: ['arb', 'arbitrum', 'arbitrum one'],
  op: ['op', 'optimism'],
  tron: ['tron', 'trx'],
};
