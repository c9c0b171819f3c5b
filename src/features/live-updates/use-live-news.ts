import { useCallback, useEffect, useRef, useState } from 'react';
import type { Payment } from '@/model/payments';
import { detectChanges, snapshotOf, type Change, type Snapshot } from './change-detection';

/** How long a new or changed row stays marked. */
const MARK_MS = 6_000;

/** One checkout's live payments, as a page shows them. */
export interface LiveSource {
  /** The checkout code. */
  key: string;
  /** How the checkout is named in news ("Live desk: new payment ..."). */
  label: string;
  /** Every payment the page shows for it (each payment once). */
  payments: readonly Payment[];
  /** The latest first page: only a payment new there is a new payment. */
  firstPage: readonly Payment[];
  /** Nothing is being fetched for it: the payments are a complete picture. */
  settled: boolean;
}

/**
 * Calls `onChanges` with each source's changes, once, when its payments settle differently
 * from what they were when they last settled. The first settled payments are the baseline, not
 * news, so neither a first load nor a refetch of old cached data on arrival is reported.
 * `sources` should be memoised: each new array is compared.
 */
export function useLiveChanges(
  sources: readonly LiveSource[],
  onChanges: (source: LiveSource, changes: Change[]) => void,
): void {
  const baselines = useRef(new Map<string, Snapshot>());
  // The payments each baseline was taken of: a poll that brought nothing new leaves the
  // same array (React Query keeps unchanged data's identity), and then there is nothing to
  // compare; the digest of a 20,000-payment checkout is a long task.
  const baselinePayments = useRef(new Map<string, readonly Payment[]>());
  const onChangesRef = useRef(onChanges);
  useEffect(() => {
    onChangesRef.current = onChanges;
  }, [onChanges]);

  useEffect(() => {
    const present = new Set<string>();
    for (const source of sources) {
      present.add(source.key);
      if (!source.settled) continue;
      if (baselinePayments.current.get(source.key) === source.payments) continue;
      const previous = baselines.current.get(source.key) ?? null;
      const snapshot = snapshotOf(source.payments);
      baselines.current.set(source.key, snapshot);
      baselinePayments.current.set(source.key, source.payments);
      // The digests match when nothing changed: the common case, settled in one comparison.
      if (previous === null || previous.digest === snapshot.digest) continue;
      const changes = detectChanges(previous, source.payments, source.firstPage);
      if (changes.length > 0) onChangesRef.current(source, changes);
    }
    // A source that went away (unpinned) starts from a fresh baseline if it comes back.
    for (const key of [...baselines.current.keys()])
      if (!present.has(key)) {
        baselines.current.delete(key);
        baselinePayments.current.delete(key);
      }
  }, [sources]);
}

export type ChangeMark = 'new' | 'updated';

/**
 * Rows marked "New" or "Updated" for a few seconds after a change, by payment key
 * (chain + hash). `mark` adds the changes of one poll.
 */
export function useChangeMarks() {
  const [marks, setMarks] = useState<ReadonlyMap<string, { kind: ChangeMark; until: number }>>(
    () => new Map(),
  );
  const mark = useCallback((changes: readonly Change[]) => {
    const until = Date.now() + MARK_MS;
    setMarks((previous) => {
      const next = new Map(previous);
      for (const change of changes)
        next.set(change.key, { kind: change.kind === 'new' ? 'new' : 'updated', until });
      return next;
    });
  }, []);

  // Marks fade out: one timer for the soonest expiry.
  useEffect(() => {
    if (marks.size === 0) return;
    const soonest = Math.min(...[...marks.values()].map((entry) => entry.until));
    const timer = setTimeout(
      () => {
        const now = Date.now();
        setMarks((previous) => new Map([...previous].filter(([, entry]) => entry.until > now)));
      },
      Math.max(0, soonest - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [marks]);

  const markOf = useCallback((key: string) => marks.get(key)?.kind, [marks]);
  return { markOf, mark };
}
