import type { FetchStatus } from '@tanstack/react-query';

/**
 * A query that failed before it had any data and is being tried again (Retry pressed):
 * pages show the wait, with Cancel, instead of the old error.
 */
export function isRetryingAfterError(query: {
  isError: boolean;
  data: unknown;
  fetchStatus: FetchStatus;
}): boolean {
  return query.isError && query.data === undefined && query.fetchStatus === 'fetching';
}

/**
 * A first fetch that was cancelled: React Query reverts it, so nothing is loaded and
 * nothing is loading. Not a fetch that is over because its data is in (the frame before
 * a page draws that data is still loading, not cancelled).
 */
export function isFirstFetchCancelled(query: {
  isPending: boolean;
  fetchStatus: FetchStatus;
}): boolean {
  return query.isPending && query.fetchStatus === 'idle';
}
