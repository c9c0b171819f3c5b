import { paymentKey, type Payment } from '@/model/payments';
import { statusLabel } from '@/api/statuses';
import { t } from '@/i18n';
import { formatDecimal } from '@/lib/decimal';
import { hashText } from '@/lib/hash';
import { amountUnit } from '@/model/payments';

/**
 * Change detection between polls of a checkout's first page. The API has no events,
 * so each poll is compared with what was known before: a digest (a hash over every
 * record's identity and state, independent of order) says cheaply whether anything
 * changed at all; only then are payments compared one by one.
 */

/**
 * The polled first page merged into the loaded payments, newest first: the polled page's
 * payments on top (each once), then the loaded payments whose payment the poll did not
 * bring. A payment the poll brought keeps its newest state (the latest `updatedAt`, the
 * poll's on a tie). Payments the poll did not touch stay as loaded, so the versions of
 * a payment the service sent with different details (see payments.ts) stay visible.
 */
export function mergeNewestFirst(
  polled: readonly Payment[],
  loaded: readonly Payment[],
): Payment[] {
  const placeOf = new Map<string, number>();
  const merged: Payment[] = [];
  for (const payment of polled) {
    const key = paymentKey(payment);
    const place = placeOf.get(key);
    if (place === undefined) {
      placeOf.set(key, merged.length);
      merged.push(payment);
    } else if (payment.updatedAt > merged[place]!.updatedAt) merged[place] = payment;
  }
  for (const payment of loaded) {
    const place = placeOf.get(paymentKey(payment));
    if (place === undefined) merged.push(payment);
    else if (payment.updatedAt > merged[place]!.updatedAt) merged[place] = payment;
  }
  return merged;
}

/** What can change on a known payment between two polls. */
function recordState(payment: Payment): string {
  return `${payment.status}|${payment.updatedAt}|${payment.amount}|${payment.amountUsd}`;
}

export interface Snapshot {
  /** Order-independent hash of every record's key and state. */
  digest: string;
  /** Record key → status. */
  statuses: ReadonlyMap<string, string>;
}

export function digestOf(payments: readonly Payment[]): string {
  // Sorted, so the same payments in another order (pages reshuffled because a payment
  // moved to the top) give the same digest.
  const lines = payments.map((payment) => `${paymentKey(payment)}=${recordState(payment)}`).sort();
  return `${payments.length}:${hashText(lines.join('\n'))}`;
}

export function snapshotOf(payments: readonly Payment[]): Snapshot {
  const statuses = new Map<string, string>();
  for (const payment of payments) {
    // First occurrence wins: pages are newest first, so that is the latest state.
    if (!statuses.has(paymentKey(payment))) statuses.set(paymentKey(payment), payment.status);
  }
  return { digest: digestOf(payments), statuses };
}

export type Change =
  | { kind: 'new'; key: string; payment: Payment }
  | { kind: 'status'; key: string; payment: Payment; from: string };

/**
 * What changed from `previous` (all payments known before) to `next` (all payments
 * known now, newest page first). `firstPage` is the page just polled: a payment that is
 * new there is a new payment, whereas an unknown payment on a later page is just a page
 * loaded on demand and is not news. A status change counts wherever the payment is.
 * `previous` null means nothing was known yet: the first load is not news either.
 */
export function detectChanges(
  previous: Snapshot | null,
  next: readonly Payment[],
  firstPage: readonly Payment[],
): Change[] {
  if (!previous) return [];
  if (previous.digest === digestOf(next)) return [];
  const changes: Change[] = [];
  const seen = new Set<string>();
  const inFirstPage = new Set(firstPage.map(paymentKey));
  for (const payment of next) {
    const key = paymentKey(payment);
    if (seen.has(key)) continue;
    seen.add(key);
    const before = previous.statuses.get(key);
    if (before === undefined) {
      if (inFirstPage.has(key)) changes.push({ kind: 'new', key, payment });
    } else if (before !== payment.status) {
      changes.push({ kind: 'status', key, payment, from: before });
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
  const { payment } = change;
  const where = { checkout: checkoutLabel, unit: amountUnit(payment), chain: payment.chain };
  if (change.kind === 'new') {
    // The known statuses are chosen by the message (adjectives agree in German and
    // Spanish); another status is written as sent, in lower case.
    const status = { status: payment.status, statusText: payment.status.toLowerCase() };
    return hideAmounts
      ? t('live-updates.newPaymentHidden', { ...where, ...status })
      : t('live-updates.newPayment', {
          ...where,
          ...status,
          amount: formatDecimal(payment.amount),
        });
  }
  const moved = { from: statusLabel(change.from), to: statusLabel(payment.status) };
  return hideAmounts
    ? t('live-updates.statusChangeHidden', { ...where, ...moved })
    : t('live-updates.statusChange', { ...where, ...moved, amount: formatDecimal(payment.amount) });
}
