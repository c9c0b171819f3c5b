import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { POLL_INTERVAL_MS, nextPollAt } from './poll-schedule';

function subscribeVisibility(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** Whether the tab is visible; re-renders when that changes. */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

export interface PollerState {
  /** Polls failed in a row (drives the backoff). */
  failures: number;
  /** Epoch ms when the next poll is due, or null when none is scheduled. */
  nextAt: number | null;
  /** Whether a poll is on its way. */
  polling: boolean;
}

/**
 * Runs `poll` on the schedule of poll-schedule.ts: one interval after the data was
 * last fetched while `pending`, backing off after failures, never while the tab is
 * hidden, and at once on showing the tab when a poll was missed meanwhile. `since` is
 * when the data was last fetched by anyone, so a fresh first page is not fetched again.
 */
export function usePoller(options: {
  pending: boolean;
  since: number;
  poll: () => Promise<unknown>;
  intervalMs?: number;
}): PollerState {
  const { pending, since } = options;
  const intervalMs = options.intervalMs ?? POLL_INTERVAL_MS;
  const visible = useDocumentVisible();
  const pollRef = useRef(options.poll);
  useEffect(() => {
    pollRef.current = options.poll;
  }, [options.poll]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const [failures, setFailures] = useState(0);
  const [polling, setPolling] = useState(false);
  // When a poll was last tried (a failed poll does not move `since`).
  const [lastTriedAt, setLastTriedAt] = useState(0);

  const due = nextPollAt({
    pending,
    visible,
    failures,
    intervalMs,
    lastPollAt: Math.max(since, lastTriedAt),
  });
  const nextAt = polling ? null : due;

  useEffect(() => {
    if (nextAt === null) return;
    const timer = setTimeout(
      () => {
        setPolling(true);
        pollRef.current().then(
          () => {
            if (!mounted.current) return;
            setFailures(0);
            setLastTriedAt(Date.now());
            setPolling(false);
          },
          () => {
            if (!mounted.current) return;
            setFailures((count) => count + 1);
            setLastTriedAt(Date.now());
            setPolling(false);
          },
        );
      },
      // Overdue (e.g. the tab was hidden through a due poll): at once.
      Math.max(0, nextAt - Date.now()),
    );
    // Only the timer is cancelled: a poll on its way still lands in the cache.
    return () => clearTimeout(timer);
  }, [nextAt]);

  return { failures, nextAt, polling };
}
