import type { z } from 'zod';
import { ApiError } from './errors';
import type { ApiIdentity } from './identity';
import { describeZodError, envelopeSchema, type Envelope } from './schemas';

const DEFAULT_TIMEOUT_MS = 15_000;

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
          message: `"${text}" cannot be sent as a path segment.`,
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

function kindForFailedEnvelope(code: number, httpStatus: number): ApiError['kind'] {
  if (code === 400) return 'invalid-app-id';
  if (code === 403) return 'forbidden';
  // Envelope codes may be HTTP-like (500) or service-specific (4001): only 5xx-like are server errors.
  if ((code >= 500 && code < 600) || httpStatus >= 500) return 'server-error';
  return 'client-error';
}

/**
 * Sends one request and returns the envelope's `result` parsed by `schema` (or the
 * envelope itself when schema is omitted). Success requires HTTP 2xx AND
 * `status: "success"` AND `code: 200`; everything else is an ApiError.
 */
export async function apiRequest(identity: ApiIdentity, request: ApiRequest): Promise<Envelope> {
  let url: string;
  try {
    url = buildUrl(identity.baseUrl, request.segments, request.query);
  } catch (error) {
    if (error instanceof ApiError) throw error; // a refused "." or ".." segment
    // encodeURIComponent throws URIError on a lone surrogate: such text cannot be sent.
    throw new ApiError({
      kind: 'client-error',
      message: 'The request contains characters that cannot be sent (invalid Unicode text).',
      cause: error,
    });
  }
  const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signal = request.signal
    ? AbortSignal.any([request.signal, timeout.signal])
    : timeout.signal;

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      // An empty app ID is not sent at all: the service then answers 403, as it should.
      headers: identity.appId
        ? { Accept: 'application/json', 'X-TX-AppId': identity.appId }
        : { Accept: 'application/json' },
      signal,
    });
    text = await response.text();
  } catch (error) {
    if (timeout.signal.aborted && !request.signal?.aborted) {
      throw new ApiError({
        kind: 'timeout',
        message: `No answer within ${Math.round(timeoutMs / 1000)} s.`,
        cause: error,
      });
    }
    // A caller's abort (React Query cancelling) is passed through untouched.
    if (request.signal?.aborted) throw error;
    throw new ApiError({
      kind: 'network-error',
      message: 'The request could not be sent or its answer was cut off.',
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }

  const httpStatus = response.status;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError({
      kind: httpStatus >= 500 ? 'server-error' : 'bad-response',
      httpStatus,
      message:
        httpStatus >= 500
          ? `HTTP ${httpStatus}, and the body is not JSON.`
          : `HTTP ${httpStatus}: the body is not JSON.`,
    });
  }

  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) {
    throw new ApiError({
      kind: httpStatus >= 500 ? 'server-error' : 'bad-response',
      httpStatus,
      message: `HTTP ${httpStatus}: the body is not a response envelope (${describeZodError(envelope.error)}).`,
    });
  }
  const { code, msg, status } = envelope.data;
  const ok = httpStatus >= 200 && httpStatus < 300 && status === 'success' && code === 200;
  if (!ok) {
    const kind = httpStatus >= 500 ? 'server-error' : kindForFailedEnvelope(code, httpStatus);
    throw new ApiError({
      kind,
      httpStatus,
      code,
      msg,
      message: `${msg || 'Request failed'} (HTTP ${httpStatus}, code ${code}, status "${status}").`,
    });
  }
  return envelope.data;
}

/** apiRequest, then parse `result` with a schema; a mismatch is a bad-response error. */
export async function apiGet<S extends z.ZodType>(
  identity: ApiIdentity,
  request: ApiRequest,
  schema: S,
): Promise<z.output<S>> {
  const envelope = await apiRequest(identity, request);
  const parsed = schema.safeParse(envelope.result);
  if (!parsed.success) {
    throw new ApiError({
      kind: 'bad-response',
      httpStatus: 200,
      code: envelope.code,
      msg: envelope.msg,
      message: `The answer does not match the API contract (${describeZodError(parsed.error)}).`,
    });
  }
  return parsed.data;
}
