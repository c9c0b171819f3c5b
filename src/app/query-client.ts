import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from '@/api/retry-policy';

/**
 * Queries are retried by the data layer's rules (src/api/retry-policy.ts: transport
 * failures only, Retry-After honoured and capped); mutations never are.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
