import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';

export const MAX_RETRIES = 3;

/**
 * Network errors, timeouts and 5xx are retried with exponential backoff, at most
 * three times; 4xx, failed envelopes and bad responses are not (they will not heal).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.isTransient && failureCount < MAX_RETRIES;
}

function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 8_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
