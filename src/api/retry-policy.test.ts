// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorInit } from './errors';
import {
  MAX_RETRIES,
  MAX_RETRY_AFTER_MS,
  MAX_RETRY_AFTER_RETRIES,
  MAX_TIMEOUT_ATTEMPTS,
  maxAttemptsFor,
  retryAt,
  retryDelay,
  shouldRetry,
} from './retry-policy';

const error = (init: Partial<ApiErrorInit> & Pick<ApiErrorInit, 'kind'>) =>
  new ApiError({ message: init.kind, ...init });

/** How many attempts the rules allow in all for this failure, repeated. */
function attempts(failure: ApiError): number {
  let failures = 0;
  while (shouldRetry(failures, failure)) failures += 1;
  return failures + 1;
}

describe('retry policy', () => {
  it('retries network errors and HTTP 5xx three times, timeouts to three attempts in all', () => {
    expect(attempts(error({ kind: 'network-error' }))).toBe(1 + MAX_RETRIES);
    expect(attempts(error({ kind: 'server-error', httpStatus: 502 }))).toBe(1 + MAX_RETRIES);
    expect(attempts(error({ kind: 'timeout' }))).toBe(MAX_TIMEOUT_ATTEMPTS);
  });

  it('retries a 429 (with or without Retry-After), and never any other 4xx', () => {
    expect(attempts(error({ kind: 'rate-limited', httpStatus: 429 }))).toBe(1 + MAX_RETRIES);
    expect(attempts(error({ kind: 'rate-limited', httpStatus: 429, retryAfterMs: 2_000 }))).toBe(
      1 + MAX_RETRY_AFTER_RETRIES,
    );
    for (const [kind, httpStatus] of [
      ['invalid-app-id', 400],
      ['unauthorized', 401],
      ['forbidden', 403],
      ['client-error', 404],
      ['client-error', 409],
    ] as const) {
      expect(shouldRetry(0, error({ kind, httpStatus }))).toBe(false);
    }
  });

  it('never retries a failed envelope in a 2xx answer, an unreadable answer or a non-ApiError', () => {
    for (const code of [4001, 500, 503, 429]) {
      expect(shouldRetry(0, error({ kind: 'server-error', httpStatus: 200, code }))).toBe(false);
    }
    expect(shouldRetry(0, error({ kind: 'bad-response', httpStatus: 200 }))).toBe(false);
    expect(shouldRetry(0, new Error('plain'))).toBe(false);
    expect(maxAttemptsFor(new Error('plain'))).toBe(1);
  });

  it('waits what Retry-After asks, up to the cap; longer asks are not retried at all', () => {
    const asked = error({ kind: 'server-error', httpStatus: 503, retryAfterMs: 8_000 });
    expect(retryDelay(0, asked)).toBe(8_000);
    expect(retryDelay(2, asked)).toBe(8_000);
    const atCap = error({
      kind: 'rate-limited',
      httpStatus: 429,
      retryAfterMs: MAX_RETRY_AFTER_MS,
    });
    expect(shouldRetry(0, atCap)).toBe(true);
    expect(retryDelay(0, atCap)).toBe(MAX_RETRY_AFTER_MS);
    const tooLong = error({ kind: 'rate-limited', httpStatus: 429, retryAfterMs: 61_000 });
    expect(shouldRetry(0, tooLong)).toBe(false);
  });

  it('backs off 0.5 s, 1 s, 2 s ... up to 8 s without Retry-After', () => {
    const failure = error({ kind: 'network-error' });
    expect([0, 1, 2, 3, 4, 5].map((count) => retryDelay(count, failure))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 8_000,
    ]);
  });

  it('says when the retry of a reported failure is due, or null when none will come', () => {
    const asked = error({ kind: 'rate-limited', httpStatus: 429, retryAfterMs: 8_000 });
    // React Query reports failureCount 1 after the first failure.
    expect(retryAt(1, asked)).toBe(asked.at + 8_000);
    expect(retryAt(1 + MAX_RETRY_AFTER_RETRIES, asked)).toBeNull();
    expect(retryAt(1, error({ kind: 'unauthorized', httpStatus: 401 }))).toBeNull();
  });
});
