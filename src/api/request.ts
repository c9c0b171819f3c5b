import { t } from '@/i18n';
import { ApiError } from './errors';
import type { ApiIdentity } from './identity';

/** One request to the API: where it goes and how (see client.ts for what comes back). */
export interface ApiRequest {
  method?: 'GET' | 'PATCH';
  /** Path segments after the base URL; each is percent-encoded. */
  segments: readonly (string | number)[];
  query?: Record<string, string | undefined>;
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
}

/**
 * `{baseUrl}/a/b` with each segment percent-encoded, so a checkout code such as
 * `../currencies/fiat` or `a/b?c#d%` stays inside its own segment.
 */
export function buildUrl(
  baseUrl: string,
  segments: readonly (string | number)[],
  query?: Record<string, string | undefined>,
): string {
  const base = baseUrl.replace(/\/+$/, '');
  const path = segments
    .map((segment) => {
      const text = String(segment);
      // The URL standard resolves "." and ".." (even as %2E%2E) before the request is
      // sent, so such a segment would reach another path: refuse it instead.
      if (text === '.' || text === '..') {
        throw new ApiError({
          kind: 'client-error',
          message: t('common.apiBadSegment', { text }),
        });
      }
      return encodeURIComponent(text);
    })
    .join('/');
  let url = `${base}/${path}`;
  // Commas stay literal ("chains=eth,tron", as in the spec's usage example); they are
  // legal in a query and some servers do not decode %2C before splitting.
  const search = Object.entries(query ?? {})
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`,
    )
    .join('&');
  if (search) url += `?${search}`;
  return url;
}

/**
 * The fetch options of every request to the API. The first page's request, sent ahead
 * of the page's code (see head-start.ts), uses the same, so the page can take its answer.
 */
export function requestInit(
  identity: ApiIdentity,
  method: NonNullable<ApiRequest['method']>,
): RequestInit & { method: string; headers: Record<string, string> } {
  return {
    method,
    // An empty app ID is not sent at all: the service then answers 403, as it should.
    headers: identity.appId
      ? { Accept: 'application/json', 'X-TX-AppId': identity.appId }
      : { Accept: 'application/json' },
    // Never followed: a redirect to another origin would receive X-TX-AppId (browsers
    // strip only Authorization on such redirects). No cookies, no page address.
    redirect: 'manual',
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
  };
}
