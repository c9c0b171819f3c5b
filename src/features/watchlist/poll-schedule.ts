/**
 * When the next poll of a watched checkout runs. Pure, so the schedule is tested
 * without timers: the interval while all is well, exponential backoff after failed
 * polls (capped), and no poll at all while nothing is pending or the tab is hidden.
 */
export const POLL_INTERVAL_MS = 10_000;
export const MAX_BACKOFF_MS = 5 * 60_000;

export interface PollInput {
  /** Whether the checkout has Pending records (polling is only for news on them). */
  pending: boolean;
  /** Whether the tab is visible (a hidden tab does not poll; it catches up when shown). */
  visible: boolean;
  /** Polls that failed in a row since the last success. */
  failures: number;
  intervalMs?: number;
  maxMs?: number;
}

/** Milliseconds until the next poll, or null for "do not poll". */
export function nextPollDelay(input: PollInput): number | null {
  if (!input.pending || !input.visible) return null;
  const interval = input.intervalMs ?? POLL_INTERVAL_MS;
  const max = input.maxMs ?? MAX_BACKOFF_MS;
  const failures = Math.max(0, Math.floor(input.failures));
  // 10 s, 20 s, 40 s, ... after 1, 2, 3 failures; the exponent is bounded so the
  // number never overflows, then capped.
  return Math.min(interval * 2 ** Math.min(failures, 20), max);
}

/**
 * When the next poll is due: one (backed-off) interval after the last poll, or null.
 * A due time in the past (the tab was hidden through it) means "at once" on showing.
 */
export function nextPollAt(input: PollInput & { lastPollAt: number }): number | null {
  const delay = nextPollDelay(input);
  return delay === null ? null : input.lastPollAt + delay;
}
