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
