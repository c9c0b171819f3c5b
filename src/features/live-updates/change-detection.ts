import { transactionKey, type Transaction } from '@/api/schemas';
import { statusLabel } from '@/api/statuses';
import { t } from '@/i18n';
import { formatDecimal } from '@/lib/decimal';
import { hashText } from '@/lib/hash';
import { amountUnit } from '@/model/payments';

/**
 * Change detection between polls of a checkout's first page. The API has no events,
 * so each poll is compared with what was known before: a digest (a hash over every
 * record's identity and state, independent of order) says cheaply whether anything
 * changed at all; only then are records compared one by one.
 */

/**
 * The polled first page merged into the loaded records, newest first: the polled page's
 * payments on top (each once), then the loaded records whose payment the poll did not
 * bring. A payment the poll brought keeps its newest state (the latest `updatedAt`, the
 * poll's on a tie). Payments the poll did not touch stay as loaded, so the versions of
 * a payment the service sent with different details (see records.ts) stay visible.
 */
export function mergeNewestFirst(
  polled: readonly Transaction[],
  loaded: readonly Transaction[],
): Transaction[] {
  const placeOf = new Map<string, number>();
  const merged: Transaction[] = [];
  for (const record of polled) {
    const key = transactionKey(record);
    const place = placeOf.get(key);
    if (place === undefined) {
      placeOf.set(key, merged.length);
      merged.push(record);
    } else if (record.updatedAt > merged[place]!.updatedAt) merged[place] = record;
  }
  for (const record of loaded) {
    const place = placeOf.get(transactionKey(record));
    if (place === undefined) merged.push(record);
    else if (record.updatedAt > merged[place]!.updatedAt) merged[place] = record;
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
  const lines = records.map((record) => `${transactionKey(record)}=${recordState(record)}`).sort();
  return `${records.length}:${hashText(lines.join('\n'))}`;
}

export function snapshotOf(records: readonly Transaction[]): Snapshot {
  const statuses = new Map<string, string>();
  for (const record of records) {
    // First occurrence wins: pages are newest first, so that is the latest state.
    if (!statuses.has(transactionKey(record))) statuses.set(transactionKey(record), record.status);
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
  const inFirstPage = new Set(firstPage.map(transactionKey));
  for (const record of next) {
    const key = transactionKey(record);
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

/**
 * Short human text for a change, used by the feed, the live region and notifications.
 * With amounts hidden (screen sharing; a notification can show on a locked screen) it
 * names the token but not the amount.
 */
export function describeChange(
  change: Change,
  checkoutLabel: string,
  { hideAmounts }: { hideAmounts: boolean },
): string {
  const { record } = change;
  const where = { checkout: checkoutLabel, unit: amountUnit(record), chain: record.chain };
  if (change.kind === 'new') {
    // The known statuses are chosen by the message (adjectives agree in German and
    // Spanish); another status is written as sent, in lower case.
    const status = { status: record.status, statusText: record.status.toLowerCase() };
    return hideAmounts
      ? t('live-updates.newPaymentHidden', { ...where, ...status })
      : t('live-updates.newPayment', { ...where, ...status, amount: formatDecimal(record.amount) });
  }
  const moved = { from: statusLabel(change.from), to: statusLabel(record.status) };
  return hideAmounts
    ? t('live-updates.statusChangeHidden', { ...where, ...moved })
    : t('live-updates.statusChange', { ...where, ...moved, amount: formatDecimal(record.amount) });
}
