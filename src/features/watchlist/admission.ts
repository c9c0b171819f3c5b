/**
 * Fair, bounded loading of the first pages: checkouts are admitted in pin order, at
 * most `limit` loading their first page at once; one that has data or failed frees its
 * slot for the next. Pure, so the order is tested without a network.
 */
const FIRST_PAGE_CONCURRENCY = 3;

export type LoadState = 'waiting' | 'loading' | 'settled';

/** The checkout codes allowed to load (or keep) their transactions now. */
export function admittedCheckouts(
  codes: readonly string[],
  states: ReadonlyMap<string, LoadState>,
  limit = FIRST_PAGE_CONCURRENCY,
): Set<string> {
  const admitted = new Set<string>();
  let busy = 0;
  for (const code of codes) {
    const state = states.get(code) ?? 'waiting';
    if (state === 'settled') admitted.add(code);
    else if (state === 'loading') {
      admitted.add(code);
      busy += 1;
    }
  }
  for (const code of codes) {
    if (busy >= limit) break;
    if ((states.get(code) ?? 'waiting') === 'waiting') {
      admitted.add(code);
      busy += 1;
    }
  }
  return admitted;
}
