import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { hashText } from '@/lib/hash';

/**
 * The service's last answers as this browser keeps them, one IndexedDB entry per
 * remembered profile (keyed by its random storage scope), for when the service is down
 * or the browser is offline. Only answers already parsed by the data layer are kept;
 * an entry of another build's answer format, another base URL or another app ID is
 * never read back (see `readKept`).
 */

/** One query's answer: its key after the identity part, its data and when it was fetched. */
export interface KeptQuery {
  key: readonly unknown[];
  data: unknown;
  /** When the service gave this answer (epoch ms). */
  at: number;
}

export interface KeptAnswers {
  /** The answer format of the build that wrote it (see `ANSWER_FORMAT`). */
  format: string;
  baseUrl: string;
  /** A tag of scope and app ID: an entry is read back only by the same identity. */
  identityTag: string;
  queries: KeptQuery[];
}

/** Who may read an entry back: the profile's scope, base URL and app ID. */
export interface KeptIdentity {
  scope: string;
  baseUrl: string;
  appId: string;
}

/**
 * The shape of what is kept, from the build: a hash of the API's schemas and of this
 * file's format (vite.config.ts). A release whose schemas changed reads nothing kept by
 * an earlier one, instead of misreading it.
 */
export const ANSWER_FORMAT = `1.${__ANSWER_FORMAT__}`;

/** Answers older than this are dropped. */
export const MAX_KEPT_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this much (JSON characters) per profile; the oldest answers go first. */
export const MAX_KEPT_CHARS = 4_000_000;

const DATABASE = 'checkout-dashboard-last-known';
let store: UseStore | null = null;
function answers(): UseStore {
  store ??= createStore(DATABASE, 'answers');
  return store;
}

/**
 * FNV of scope and app ID: tells a changed app ID from the one kept, and (32 bits, salted
 * by the random scope) does not confirm a guessed app ID the way a stored copy would.
 */
export function identityTag(identity: KeptIdentity): string {
  return hashText(`${identity.scope}\n${identity.appId}`);
}

/** The entry of this identity, when it is of this build's format and identity; else null. */
export async function readKept(identity: KeptIdentity): Promise<KeptAnswers | null> {
  const entry: unknown = await get(identity.scope, answers());
  if (!isKeptAnswers(entry)) return null;
  if (
    entry.format !== ANSWER_FORMAT ||
    entry.baseUrl !== identity.baseUrl ||
    entry.identityTag !== identityTag(identity)
  )
    return null;
  return entry;
}

export function writeKept(scope: string, entry: KeptAnswers): Promise<void> {
  return set(scope, entry, answers());
}

export function deleteKept(scope: string): Promise<void> {
  return del(scope, answers());
}

/** The scopes that have an entry. */
export async function keptScopes(): Promise<string[]> {
  return (await keys(answers())).filter((key): key is string => typeof key === 'string');
}

function isKeptAnswers(value: unknown): value is KeptAnswers {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<KeptAnswers>;
  return (
    typeof entry.format === 'string' &&
    typeof entry.baseUrl === 'string' &&
    typeof entry.identityTag === 'string' &&
    Array.isArray(entry.queries) &&
    entry.queries.every(
      (query: Partial<KeptQuery>) =>
        Array.isArray(query.key) && typeof query.at === 'number' && query.data !== undefined,
    )
  );
}

/**
 * The answers to keep: `fresh` (just fetched) over `earlier` (kept before) by key, none
 * older than 7 days at `now`, newest first, within `maxChars`. An answer of many pages
 * that does not fit keeps its first pages that do (the page then says more remain).
 */
export function mergeKept(
  earlier: readonly KeptQuery[],
  fresh: readonly KeptQuery[],
  now: number,
  maxChars = MAX_KEPT_CHARS,
): KeptQuery[] {
  const byKey = new Map<string, KeptQuery>();
  for (const query of [...earlier, ...fresh]) {
    const id = JSON.stringify(query.key);
    const before = byKey.get(id);
    if (!before || before.at <= query.at) byKey.set(id, query);
  }
  const kept: KeptQuery[] = [];
  let room = maxChars;
  const newestFirst = [...byKey.values()]
    .filter((query) => now - query.at <= MAX_KEPT_AGE_MS)
    .sort((a, b) => b.at - a.at);
  for (const query of newestFirst) {
    const fitted = fitInto(query, room);
    if (!fitted) continue;
    kept.push(fitted.query);
    room -= fitted.chars;
  }
  return kept;
}

/** The query as it fits `room` characters: whole, or an infinite query's first pages. */
function fitInto(query: KeptQuery, room: number): { query: KeptQuery; chars: number } | null {
  const chars = JSON.stringify(query.data).length;
  if (chars <= room) return { query, chars };
  if (!isInfinite(query.data)) return null;
  const { pages, pageParams } = query.data;
  let used = 40;
  let count = 0;
  while (count < pages.length) {
    const next = JSON.stringify(pages[count]).length + 20;
    if (used + next > room) break;
    used += next;
    count += 1;
  }
  if (count === 0) return null;
  const data = { pages: pages.slice(0, count), pageParams: pageParams.slice(0, count) };
  return { query: { ...query, data }, chars: used };
}

function isInfinite(data: unknown): data is { pages: unknown[]; pageParams: unknown[] } {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as { pages?: unknown }).pages) &&
    Array.isArray((data as { pageParams?: unknown }).pageParams)
  );
}
