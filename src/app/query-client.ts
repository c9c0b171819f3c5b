import { QueryClient, onlineManager } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from '@/api/retry-policy';

/**
 * Queries are retried by the data layer's rules (src/api/retry-policy.ts: transport
 * failures only, Retry-After honoured and capped); mutations never are.
 */
export function createQueryClient(): QueryClient {
  // React Query assumes it is online until the browser says otherwise: a page opened
  // offline (from the service worker) pauses its requests from the start instead.
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
