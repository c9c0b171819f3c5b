import { transactionKey, type TransactionsPage } from './schemas';

/**
 * When paging a checkout's transactions ends, and why. The spec says neither what
 * `next` holds on the last page nor how big a page is, and a server may ignore the page
 * index or send a page again; paging must end by itself whatever it answers. So the
 * dashboard trusts only what it asked for:
 *
 * - The first page is asked without an index. It counts as page 1 (the index the
 *   service reports for it, `current: 1`), or as page 0 when it reports `current: 0`
 *   (a service counting from 0, whose `next` is then 1). No other `current` is trusted.
 * - The next page asked must be greater than the page just asked for (and than the
 *   `current` the server reported), so no page is asked twice and paging moves on.
 * - An empty page, or a `next` that is missing, null, not an integer or not greater,
 *   is the end: every page is loaded.
 * - A page whose readable records all repeat records of pages already loaded (same
 *   chain and hash) ends paging with a warning. Partial overlap is normal (a new
 *   payment shifts page boundaries) and does not.
 * - At most {@link MAX_PAGES_PER_CHECKOUT} pages are loaded per checkout.
 */

/** 1,000 pages of 50 is 50,000 payments: far past any real checkout, short of a runaway. */
export const MAX_PAGES_PER_CHECKOUT = 1_000;

/** Page index handed to the query function; `null` is the first page (no `/next` segment). */
export type PageParam = number | null;

export type PagingStatus =
  /** The page to ask for next. */
  | { state: 'more'; next: number }
  /** The service said there is no further page. */
  | { state: 'complete' }
  /** Page `page` (as asked) repeats the payments of pages `sameAsFirst`..`sameAsLast`. */
  | { state: 'repeated'; page: number; sameAsFirst: number; sameAsLast: number }
  /** `ceiling` pages are loaded: paging stops there. */
  | { state: 'ceiling'; ceiling: number };

/** The index the first page (asked without one) stands for; see the rules above. */
export function firstPageIndex(firstPage: Pick<TransactionsPage, 'current'>): number {
  return firstPage.current === 0 ? 0 : 1;
}

/** The index the dashboard asked for to get the page at `position`. */
function askedIndex(
  pages: readonly TransactionsPage[],
  pageParams: readonly unknown[],
  position: number,
): number {
  const param = pageParams[position];
  return position > 0 && typeof param === 'number' ? param : firstPageIndex(pages[0]!);
}

/**
 * The keys of the pages loaded so far, built once and extended page by page (Load all
 * asks for this after every page; rebuilding it each time would cost O(pages²)). Kept
 * per first page object: a refetch brings new page objects and so a new index.
 */
interface SeenIndex {
  /** The page objects indexed, in order. */
  pages: TransactionsPage[];
  /** Record key → position of the first page that holds it. */
  firstSeen: Map<string, number>;
}
const seenIndexes = new WeakMap<TransactionsPage, SeenIndex>();

/** An index covering at least `pages[0..count-1]`, from the cache when it still matches. */
function seenIndexFor(pages: readonly TransactionsPage[], count: number): SeenIndex {
  const first = pages[0]!;
  let index = seenIndexes.get(first);
  // Only the same page objects may be reused (reference checks: cheap, no record read).
  const shared = Math.min(index?.pages.length ?? 0, count);
  for (let position = 0; index && position < shared; position++) {
    if (index.pages[position] !== pages[position]) index = undefined;
  }
  if (!index) {
    index = { pages: [], firstSeen: new Map() };
    seenIndexes.set(first, index);
  }
  // An index covering more than `count` pages is fine: lookups ignore later positions.
  for (let position = index.pages.length; position < count; position++) {
    const page = pages[position]!;
    for (const record of page.records) {
      const key = transactionKey(record);
      if (!index.firstSeen.has(key)) index.firstSeen.set(key, position);
    }
    index.pages.push(page);
  }
  return index;
}

/**
 * Positions of the earlier pages the last page's records all repeat, or null as soon
 * as one record is new (early exit: the usual page costs one lookup).
 */
function repeatedFrom(pages: readonly TransactionsPage[]): [number, number] | null {
  const last = pages[pages.length - 1]!;
  if (pages.length < 2 || last.records.length === 0) return null;
  const earlier = pages.length - 1;
  const index = seenIndexFor(pages, earlier);
  let low = Infinity;
  let high = -Infinity;
  for (const record of last.records) {
    const position = index.firstSeen.get(transactionKey(record));
    if (position === undefined || position >= earlier) return null;
    if (position < low) low = position;
    if (position > high) high = position;
  }
  return [low, high];
}

const statusCache = new WeakMap<
  readonly TransactionsPage[],
  { pageParams: readonly unknown[]; maxPages: number; status: PagingStatus }
>();

function computeStatus(
  pages: readonly TransactionsPage[],
  pageParams: readonly unknown[],
  maxPages: number,
): PagingStatus {
  const last = pages[pages.length - 1]!;
  if (last.records.length === 0 && last.rejected.length === 0) return { state: 'complete' };
  const asked = askedIndex(pages, pageParams, pages.length - 1);
  const repeated = repeatedFrom(pages);
  if (repeated) {
    return {
      state: 'repeated',
      page: asked,
      sameAsFirst: askedIndex(pages, pageParams, repeated[0]),
      sameAsLast: askedIndex(pages, pageParams, repeated[1]),
    };
  }
  const next = last.next;
  if (next === null || !Number.isSafeInteger(next) || next <= asked || next <= last.current) {
    return { state: 'complete' };
  }
  if (pages.length >= maxPages) return { state: 'ceiling', ceiling: maxPages };
  return { state: 'more', next };
}

/**
 * Whether paging goes on (and with which page) or why it ended, from the pages loaded
 * and the page params asked for (an infinite query's `data`). Pure; the answer for one
 * `pages` array is computed once (React Query asks after every page and every render).
 */
export function pagingStatus(
  pages: readonly TransactionsPage[],
  pageParams: readonly unknown[],
  maxPages: number = MAX_PAGES_PER_CHECKOUT,
): PagingStatus {
  if (pages.length === 0) return { state: 'complete' };
  const cached = statusCache.get(pages);
  if (cached && cached.pageParams === pageParams && cached.maxPages === maxPages) {
    return cached.status;
  }
  const status = computeStatus(pages, pageParams, maxPages);
  statusCache.set(pages, { pageParams, maxPages, status });
  return status;
}
