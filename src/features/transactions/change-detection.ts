import type { Transaction } from '@/api/schemas';
import { hashText } from '@/lib/hash';

/**
 * Change detection between polls of a checkout's first page. The API has no events,
 * so each poll is compared with what was known before: a digest (a hash over every
 * record's identity and state, independent of order) says cheaply whether anything
 * changed at all; only then are records compared one by one.
 */

/** A record's identity: the same payment keeps it when its status changes. */
export function recordKey(record: Pick<Transaction, 'chain' | 'hash'>): string {
  return `${record.chain}|${record.hash}`;
}

/**
 * Lists of records, each newest first and the freshest list first (the polled first
 * page, then the loaded pages), as one list with each payment once. A payment keeps the
 * place where it first appears and its newest state: the latest `updatedAt`, and on a
 * tie the earlier (fresher) list's.
 */
export function mergeNewestFirst(lists: readonly (readonly Transaction[])[]): Transaction[] {
  const placeOf = new Map<string, number>();
  const merged: Transaction[] = [];
  for (const list of lists) {
    for (const record of list) {
      const key = recordKey(record);
      const place = placeOf.get(key);
      if (place === undefined) {
        placeOf.set(key, merged.length);
        merged.push(record);
        continue;
      }
      const kept = merged[place];
      if (kept && record.updatedAt > kept.updatedAt) merged[place] = record;
    }
  }
  return merged;
}

/** What can change on a known payment between two polls. */
function recordState(record: Transaction): string {
  return `${record.status}|${record.updatedAt}|${record.amount}|${record.amountUsd}`;
}

export interface Snapshot {
  /** Order-independent hash of every record's key and state. */
  digest: string;
  /** Record key → status. */
  statuses: ReadonlyMap<string, string>;
}

export function digestOf(records: readonly Transaction[]): string {
  // Sorted, so the same records in another order (pages reshuffled because a payment
  // moved to the top) give the same digest.
  const lines = records.map((record) => `${recordKey(record)}=${recordState(record)}`).sort();
  return `${records.length}:${hashText(lines.join('\n'))}`;
}

export function snapshotOf(records: readonly Transaction[]): Snapshot {
  const statuses = new Map<string, string>();
  for (const record of records) {
    // First occurrence wins: pages are newest first, so that is the latest state.
    if (!statuses.has(recordKey(record))) statuses.set(recordKey(record), record.status);
  }
  return { digest: digestOf(records), statuses };
}

export type Change =
  | { kind: 'new'; key: string; record: Transaction }
  | { kind: 'status'; key: string; record: Transaction; from: string };

/**
 * What changed from `previous` (all records known before) to `next` (all records
 * known now, newest page first). `firstPage` is the page just polled: a record that is
 * new there is a new payment, whereas an unknown record on a later page is just a page
 * loaded on demand and is not news. A status change counts wherever the record is.
 * `previous` null means nothing was known yet: the first load is not news either.
 */
export function detectChanges(
  previous: Snapshot | null,
  next: readonly Transaction[],
  firstPage: readonly Transaction[],
): Change[] {
  if (!previous) return [];
  if (previous.digest === digestOf(next)) return [];
  const changes: Change[] = [];
  const seen = new Set<string>();
  const inFirstPage = new Set(firstPage.map(recordKey));
  for (const record of next) {
    const key = recordKey(record);
    if (seen.has(key)) continue;
    seen.add(key);
    const before = previous.statuses.get(key);
    if (before === undefined) {
      if (inFirstPage.has(key)) changes.push({ kind: 'new', key, record });
    } else if (before !== record.status) {
      changes.push({ kind: 'status', key, record, from: before });
    }
  }
  return changes;
}

/** Short human text for a change, used by the feed, the live region and notifications. */
export function describeChange(change: Change, checkoutLabel: string): string {
  const { record } = change;
  const amount = `${record.amount} ${record.paySymbol ?? '(no pay symbol)'}`;
  if (change.kind === 'new') {
    return `${checkoutLabel}: new ${record.status.toLowerCase()} payment of ${amount} on ${record.chain}`;
  }
  return `${checkoutLabel}: payment of ${amount} on ${record.chain} went from ${change.from} to ${record.status}`;
}
