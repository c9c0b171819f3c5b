import type { QueryState } from '@tanstack/react-query';
import type { PaymentsPage } from '@/model/payments';
import { t } from '@/i18n';
import { formatCount } from '@/lib/format-count';

/**
 * The one polling policy for live news, shared by the watchlist and the checkout page:
 * how often a checkout's first page is checked. Pure, so it is tested without timers;
 * the query options in live-query.ts only read a query's state into it.
 *
 * - While a payment is Pending (news is likely): every LIVE_CHECK_MS.
 * - Otherwise: every CALM_CHECK_MS, so a new payment still shows up.
 * - After a failed check: the normal interval plus the time checks have been failing,
 *   which doubles the wait after each failure (10 s, 20 s, 40 s, ...), up to MAX_CHECK_MS.
 * - A hidden tab does not check; on showing, a check that fell due meanwhile runs at once
 *   (see live-query.ts).
 */
export const LIVE_CHECK_MS = 10_000;
export const CALM_CHECK_MS = 60_000;
export const MAX_CHECK_MS = 5 * 60_000;

/**
 * The shortest timer handed to the query: a check that is already due while the tab is
 * hidden then wakes the page once a second at most, not in a busy loop.
 */
const MIN_TIMER_MS = 1_000;

export interface CheckState {
  /** Whether the checkout has a Pending payment. */
  pending: boolean;
  /** When a check last succeeded (epoch ms), 0 if none has. */
  okAt: number;
  /** When the last check failed (epoch ms), 0 if it succeeded. */
  failedAt: number;
}

/** How long after the last check the next one is due. */
export function checkInterval({ pending, okAt, failedAt }: CheckState): number {
  const base = pending ? LIVE_CHECK_MS : CALM_CHECK_MS;
  if (failedAt <= okAt) return base;
  // Failing since the last success (since forever when none: the cap).
  return Math.min(MAX_CHECK_MS, base + (failedAt - okAt));
}

/** When the next check is due (epoch ms). */
export function nextCheckAt(state: CheckState): number {
  return Math.max(state.okAt, state.failedAt) + checkInterval(state);
}

type FirstPageState = Pick<
  QueryState<PaymentsPage>,
  'data' | 'dataUpdatedAt' | 'errorUpdatedAt' | 'status' | 'fetchStatus'
>;

export function hasPending(payments: readonly { status: string }[] | undefined): boolean {
  return Boolean(payments?.some((payment) => payment.status === 'Pending'));
}

/**
 * A first-page query's state as policy input, or null while its first load is on its
 * way (nothing to schedule yet). `pendingElsewhere`: a Pending payment on a later page.
 */
export function checkStateOf(state: FirstPageState, pendingElsewhere = false): CheckState | null {
  if (state.status === 'pending') return null;
  return {
    pending: pendingElsewhere || hasPending(state.data?.records),
    okAt: state.dataUpdatedAt,
    failedAt: state.status === 'error' ? state.errorUpdatedAt : 0,
  };
}

/**
 * The query's `refetchInterval`: the time left until the next check is due (so a page
 * opened on data checked 40 s ago waits 20 s, not a full minute), none while a check
 * is on its way (its answer reschedules).
 */
export function refetchIntervalOf(
  state: FirstPageState,
  pendingElsewhere = false,
  now = Date.now(),
): number | false {
  const check = checkStateOf(state, pendingElsewhere);
  if (!check || state.fetchStatus !== 'idle') return false;
  return Math.max(MIN_TIMER_MS, nextCheckAt(check) - now);
}

/**
 * The query's `staleTime`: data is stale once a check is due, so showing the tab or
 * opening the page checks at once when a check was missed, and not otherwise.
 */
export function staleTimeOf(state: FirstPageState, pendingElsewhere = false): number {
  const check = checkStateOf(state, pendingElsewhere);
  return check ? checkInterval(check) : 0;
}

/** "10 s", "60 s", "5 min": how a policy interval is written in the UI. */
export function formatInterval(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds >= 120 && seconds % 60 === 0
    ? t('live-updates.minutes', { minutes: formatCount(seconds / 60) })
    : t('live-updates.seconds', { seconds: formatCount(seconds) });
}

/** The policy in words, from its numbers (never a hard-coded "every 10 s" that can go stale). */
export function livePolicyNote(): string {
  return t('live-updates.policyNote', {
    live: formatInterval(LIVE_CHECK_MS),
    calm: formatInterval(CALM_CHECK_MS),
  });
}

/** A checkout's live state in a few words: how often it is checked, or that checks fail. */
export function checkNote(state: CheckState): string {
  const wait = formatInterval(checkInterval(state));
  return state.failedAt > state.okAt
    ? t('live-updates.checkFailed', { wait })
    : t('live-updates.checkedEvery', { wait });
}
