import { isApiError } from './errors';

/**
 * When a failed query is tried again, and after how long. Only transport failures are
 * retried (no answer, HTTP 5xx, HTTP 429; see ApiError.isTransient): never another 4xx,
 * a failed envelope or an unreadable answer, and never a mutation (the query client
 * sets `mutations.retry: false`: disabling a checkout is sent once).
 */

/** Retries of a network error or an HTTP 5xx / 429 without a usable Retry-After. */
export const MAX_RETRIES = 3;
/** Attempts in all when the service does not answer: each one waits 15 s. */
export const MAX_TIMEOUT_ATTEMPTS = 3;
/**
 * The longest Retry-After (429, 503) waited for automatically. A longer one is not
 * retried by itself: the error says how long the service asked for, with a Retry.
 */
export const MAX_RETRY_AFTER_MS = 60_000;
/** Retries after a Retry-After answer: the service may ask again, but not forever. */
export const MAX_RETRY_AFTER_RETRIES = 3;

/** Attempts in all (the first one included) that this failure allows. */
export function maxAttemptsFor(error: unknown): number {
  if (!isApiError(error)) return 1;
  if (error.kind === 'timeout') return MAX_TIMEOUT_ATTEMPTS;
  if (error.retryAfterMs !== undefined) return 1 + MAX_RETRY_AFTER_RETRIES;
  return 1 + MAX_RETRIES;
}

/** React Query's `retry`: `failureCount` is the number of failures before this one. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error) || !error.isTransient) return false;
  if (error.retryAfterMs !== undefined && error.retryAfterMs > MAX_RETRY_AFTER_MS) return false;
  return failureCount + 1 < maxAttemptsFor(error);
}

/** React Query's `retryDelay`: what the service asked for, else 0.5 s, 1 s, 2 s, ... ≤ 8 s. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (isApiError(error) && error.retryAfterMs !== undefined) {
    return Math.min(error.retryAfterMs, MAX_RETRY_AFTER_MS);
  }
  return Math.min(500 * 2 ** failureCount, 8_000);
}

/**
 * When the retry of a failure will be sent (epoch ms), or null when it will not be
 * retried: the waiting notice counts down to it.
 */
export function retryAt(failureCount: number, error: unknown): number | null {
  // React Query reports failureCount after counting this failure; the rules count before.
  if (!isApiError(error) || !shouldRetry(failureCount - 1, error)) return null;
  return error.at + retryDelay(failureCount - 1, error);
}
