// Plain functions, no schema library: route search validation runs on the first page,
// where bytes count. Each field is parsed on its own and falls back to "not set" when
// malformed (zod's `.catch()` semantics), so a hand-edited or stale link still opens.
import { KNOWN_STATUSES, isKnownStatus, type KnownStatus } from '@/api/statuses';
import { normalizeChainName } from '@/lib/chain';
import { parseIsoDate } from '@/lib/zoned-time';

/**
 * The URL search params of the checkout page and the watchlist.
 *
 * Filters (all optional):
 * - `chain`, `status`: lists (`?chain=["ETH","TRON"]`); `q`: hash or address text;
 * - `date`: a preset (`today`, `7d`, `month`, `last-month`), or `from`/`to` (`2026-10-01`,
 *   both days included), day boundaries in the user's time-zone preference;
 * - `token`: tokens as `<chain>|<pay symbol>` (`["TRON|USDT"]`; `"ETH|"` = no pay symbol);
 * - `amountMin`/`amountMax`: decimal text, kept only while exactly one token is chosen
 *   (amounts of different tokens are never compared);
 * - `usdMin`/`usdMax`: decimal text (USD value);
 * - `mismatch`: `under`, `over` or `either` (the price-comparison hint);
 * - `attention`: minutes (1 to 43,200): the payments that need attention: Failed, Pending
 *   for longer than that, a price mismatch, sent in two versions, or an unknown token.
 * The open payment: `tx` (its hash) and `txChain` (its chain, for a hash on two chains).
 * The saved view the filters came from: `view` (its id; features/saved-views).
 * Sort: `sort`, `dir`; always set after parsing, and left out of the URL when they are
 * the defaults by the route's `stripSearchParams(CHECKOUT_SEARCH_DEFAULTS)` middleware.
 */
const SORT_KEYS = ['time', 'amount', 'usd'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const DATE_PRESETS = ['today', '7d', 'month', 'last-month'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export const MISMATCH_KINDS = ['under', 'over', 'either'] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

/** What the URL holds when a param is absent; the route strips these values from URLs. */
export const CHECKOUT_SEARCH_DEFAULTS = { sort: 'time', dir: 'desc' } as const satisfies {
  sort: SortKey;
  dir: SortDirection;
};
export const MAX_QUERY_LENGTH = 200;
/** The longest "Pending for longer than" of the attention filter: 30 days, in minutes. */
export const MAX_ATTENTION_MINUTES = 43_200;
const MAX_LIST_ITEMS = 20;
/** A view's id: a saved one's (random lower-case letters and digits) or a built-in's (`today`). */
const VIEW_ID = /^[a-z0-9]{5,16}$/;

export interface CheckoutSearch {
  chain?: string[] | undefined;
  status?: KnownStatus[] | undefined;
  q?: string | undefined;
  date?: DatePreset | undefined;
  from?: string | undefined;
  to?: string | undefined;
  token?: string[] | undefined;
  amountMin?: string | undefined;
  amountMax?: string | undefined;
  usdMin?: string | undefined;
  usdMax?: string | undefined;
  mismatch?: MismatchKind | undefined;
  attention?: number | undefined;
  tx?: string | undefined;
  txChain?: string | undefined;
  view?: string | undefined;
  /** Always set by `parseCheckoutSearch`; optional for patches and test inputs. */
  sort?: SortKey | undefined;
  dir?: SortDirection | undefined;
}

/** The URL names of every filter, in the order exports and file names list them. */
export const FILTER_KEYS = [
  'chain',
  'status',
  'q',
  'date',
  'from',
  'to',
  'token',
  'amountMin',
  'amountMax',
  'usdMin',
  'usdMax',
  'mismatch',
  'attention',
] as const satisfies readonly (keyof CheckoutSearch)[];
export type FilterKey = (typeof FILTER_KEYS)[number];

/** A patch that clears every filter (sort and the open payment stay). */
export const NO_FILTERS: Partial<CheckoutSearch> = Object.fromEntries(
  FILTER_KEYS.map((key) => [key, undefined]),
);

/** A single value or a list, as the router may hand either; anything else is no list. */
function toList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.slice(0, MAX_LIST_ITEMS);
  if (value === undefined || value === null) return [];
  return [value];
}

function strings(value: unknown, maxLength: number): string[] {
  return toList(value)
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.slice(0, maxLength));
}

function listOrUndefined<T>(items: T[]): T[] | undefined {
  return items.length ? items : undefined;
}

/** Text, or a number the router read from the URL as JSON (`?q=12`). */
function text(value: unknown, maxLength: number): string | undefined {
  const raw =
    typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
      ? String(value).trim().slice(0, maxLength)
      : '';
  return raw || undefined;
}

function choice<const T extends readonly string[]>(
  values: T,
  value: unknown,
): T[number] | undefined {
  return typeof value === 'string' && values.includes(value) ? value : undefined;
}

// A non-negative decimal as text: bounds of amount and USD ranges. (lib/decimal's own
// pattern module brings big.js; this runs on the first page.)
const BOUND_PATTERN = /^\d{1,40}(\.\d{1,40})?$/;

/**
 * A range bound: decimal text. The router reads `?usdMin=10` as the number 10; a number
 * is accepted when its text is a plain decimal (the app itself writes bounds as text,
 * which the router keeps exact in the URL).
 */
export function parseBound(value: unknown): string | undefined {
  const raw = text(value, 90);
  return raw !== undefined && BOUND_PATTERN.test(raw) ? raw : undefined;
}

/** A real calendar date "YYYY-MM-DD" (no 2026-02-30). */
function isoDate(value: unknown): string | undefined {
  return typeof value === 'string' && parseIsoDate(value) ? value : undefined;
}

/** A token param "<chain>|<pay symbol>": the chain normalised, the symbol as sent (trimmed). */
export function parseTokenParam(value: string): string | undefined {
  const bar = value.indexOf('|');
  if (bar <= 0) return undefined;
  const chain = normalizeChainName(value.slice(0, bar));
  const symbol = value.slice(bar + 1).trim();
  return chain ? `${chain}|${symbol}` : undefined;
}

/**
 * Never throws: unknown input becomes a valid search (filters unset, default sort).
 * Every key is present, unset ones as undefined: the router lays the validated search
 * over the URL's raw values, so a key left out would let a malformed raw value through
 * to the page (undefined values never reach the URL).
 */
export function parseCheckoutSearch(search: unknown): CheckoutSearch {
  const raw = (typeof search === 'object' && search !== null ? search : {}) as Record<
    string,
    unknown
  >;
  const result: CheckoutSearch = {
    ...NO_FILTERS,
    tx: undefined,
    txChain: undefined,
    view: undefined,
  };
  const chain = listOrUndefined(
    [...new Set(strings(raw.chain, 40).map(normalizeChainName).filter(Boolean))].sort(),
  );
  if (chain) result.chain = chain;
  const status = listOrUndefined(
    KNOWN_STATUSES.filter((known) =>
      toList(raw.status).some(
        (item) => typeof item === 'string' && isKnownStatus(item) && item === known,
      ),
    ),
  );
  if (status) result.status = status;
  const q = text(raw.q, MAX_QUERY_LENGTH);
  if (q) result.q = q;

  // A preset wins over custom days; custom days in the wrong order are swapped.
  const date = choice(DATE_PRESETS, raw.date);
  if (date) result.date = date;
  else {
    let from = isoDate(raw.from);
    let to = isoDate(raw.to);
    if (from && to && from > to) [from, to] = [to, from];
    if (from) result.from = from;
    if (to) result.to = to;
  }

  const token = listOrUndefined(
    [
      ...new Set(
        strings(raw.token, 120)
          .map(parseTokenParam)
          .filter((item) => item !== undefined),
      ),
    ].sort(),
  );
  if (token) result.token = token;
  // An amount range belongs to one token: dropped otherwise, never applied across tokens.
  if (token?.length === 1) {
    const amountMin = parseBound(raw.amountMin);
    const amountMax = parseBound(raw.amountMax);
    if (amountMin) result.amountMin = amountMin;
    if (amountMax) result.amountMax = amountMax;
  }
  const usdMin = parseBound(raw.usdMin);
  const usdMax = parseBound(raw.usdMax);
  if (usdMin) result.usdMin = usdMin;
  if (usdMax) result.usdMax = usdMax;
  const mismatch = choice(MISMATCH_KINDS, raw.mismatch);
  if (mismatch) result.mismatch = mismatch;
  const attention = Number(raw.attention);
  if (Number.isInteger(attention) && attention >= 1 && attention <= MAX_ATTENTION_MINUTES)
    result.attention = attention;

  const tx = text(raw.tx, MAX_QUERY_LENGTH);
  if (tx) {
    result.tx = tx;
    const txChain =
      typeof raw.txChain === 'string' ? normalizeChainName(raw.txChain.slice(0, 40)) : '';
    if (txChain) result.txChain = txChain;
  }

  if (typeof raw.view === 'string' && VIEW_ID.test(raw.view)) result.view = raw.view;

  result.sort = choice(SORT_KEYS, raw.sort) ?? CHECKOUT_SEARCH_DEFAULTS.sort;
  result.dir = choice(SORT_DIRECTIONS, raw.dir) ?? CHECKOUT_SEARCH_DEFAULTS.dir;
  return result;
}
