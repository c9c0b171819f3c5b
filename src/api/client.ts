import { t } from '@/i18n';
import { formatCount } from '@/lib/format-count';
import type * as z from 'zod/mini';
import { ApiError } from './errors';
import type { ApiIdentity } from './identity';
import { takeHeadStart } from './head-start';
import { buildUrl, requestInit, type ApiRequest } from './request';
import { send } from './transport';
import { describeZodError, envelopeSchema, safeParseReporting, type Envelope } from './schemas';

const DEFAULT_TIMEOUT_MS = 15_000;
/** The most an answer may hold: a page of the API is a few tens of KB. */
export const MAX_RESPONSE_BYTES = 20 * 1024 * 1024;

/** The kind an HTTP status alone decides, whatever the body (a gateway's HTML 401, say). */
function kindForStatus(httpStatus: number): ApiError['kind'] | undefined {
  if (httpStatus === 401) return 'unauthorized';
  if (httpStatus === 403) return 'forbidden';
  if (httpStatus === 429) return 'rate-limited';
  if (httpStatus >= 500) return 'server-error';
  return undefined;
}

function kindForFailedEnvelope(code: number, httpStatus: number): ApiError['kind'] {
  const byStatus = kindForStatus(httpStatus);
  if (byStatus) return byStatus;
  if (code === 400) return 'invalid-app-id';
  if (code === 401) return 'unauthorized';
  if (code === 403) return 'forbidden';
  if (code === 429) return 'rate-limited';
  // Said by the service itself (an envelope), not by a gateway: an unknown checkout code.
  if (code === 404) return 'not-found';
  // Envelope codes may be HTTP-like (500) or service-specific (4001): only 5xx-like are server errors.
  if (code >= 500 && code < 600) return 'server-error';
  return 'client-error';
}

/**
 * Retry-After (RFC 9110): delay-seconds or an HTTP date. Milliseconds from `now`, or
 * undefined when absent or unreadable.
 */
export function parseRetryAfter(
  value: string | null,
  now: number = Date.now(),
): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // A date has a weekday or month name; Date.parse alone also reads "0.5" or "2" as dates.
  if (!/[a-z]/i.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * React Query retries a failed fetch with the same AbortSignal, so the n-th request of
 * one URL under one signal is its n-th attempt: counted here, so a timeout can say how
 * many attempts there were and how long they took in all. Gone with the signal.
 */
const attemptsBySignal = new WeakMap<
  AbortSignal,
  Map<string, { count: number; firstAt: number }>
>();

function countAttempt(
  signal: AbortSignal | undefined,
  key: string,
  now: number,
): { count: number; firstAt: number } {
  if (!signal) return { count: 1, firstAt: now };
  let byKey = attemptsBySignal.get(signal);
  if (!byKey) {
    byKey = new Map();
    attemptsBySignal.set(signal, byKey);
  }
  const seen = byKey.get(key);
  const attempt = seen
    ? { count: seen.count + 1, firstAt: seen.firstAt }
    : { count: 1, firstAt: now };
  byKey.set(key, attempt);
  return attempt;
}

function timeoutMessage(timeoutMs: number, attempt: { count: number; firstAt: number }): string {
  if (attempt.count === 1)
    return t('common.apiTimeout', { seconds: formatCount(Math.round(timeoutMs / 1000)) });
  const seconds = Math.round((Date.now() - attempt.firstAt) / 1000);
  return t('common.apiTimeoutRetried', { attempts: attempt.count, seconds: formatCount(seconds) });
}

/**
 * The body as text, read no further than `maxBytes`: a hostile or broken API cannot fill
 * the tab's memory. A declared Content-Length over the limit is refused before reading.
 */
async function readBody(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new ApiError({
      kind: 'too-large',
      httpStatus: response.status,
      message: t('common.apiTooLarge', {
        megabytes: formatCount(Math.round(maxBytes / 1024 / 1024)),
      }),
    });
  const declared = Number(response.headers.get('Content-Length'));
  // The stream is let go without waiting: a broken server may never finish cancelling.
  if (declared > maxBytes) {
    void response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      void reader.cancel().catch(() => {});
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
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
      message: t('common.apiBadUnicode'),
      cause: error,
    });
  }
  const method = request.method ?? 'GET';
  const attempt = countAttempt(request.signal, `${method} ${url}`, Date.now());
  const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signal = request.signal
    ? AbortSignal.any([request.signal, timeout.signal])
    : timeout.signal;

  let response: Response;
  let text: string;
  try {
    const init = { ...requestInit(identity, method), signal };
    response = await (takeHeadStart(url, init) ?? send(url, init));
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      throw new ApiError({
        kind: 'redirected',
        httpStatus: response.status || undefined,
        message: t('common.apiRedirected', { baseUrl: identity.baseUrl }),
      });
    }
    text = await readBody(response, MAX_RESPONSE_BYTES);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timeout.signal.aborted && !request.signal?.aborted) {
      throw new ApiError({
        kind: 'timeout',
        message: timeoutMessage(timeoutMs, attempt),
        cause: error,
      });
    }
    // A caller's abort (React Query cancelling) is passed through untouched.
    if (request.signal?.aborted) throw error;
    throw new ApiError({
      kind: 'network-error',
      message: t('common.apiNetwork'),
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }

  const httpStatus = response.status;
  // Read for every answer: a 429 or 503 says when to come back (the mock exposes it by CORS).
  const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
  const statusKind = kindForStatus(httpStatus);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError({
      kind: statusKind ?? 'bad-response',
      httpStatus,
      retryAfterMs,
      message: t('common.apiNotJson', { status: String(httpStatus) }),
    });
  }

  const envelope = safeParseReporting(envelopeSchema, body);
  if (!envelope.success) {
    throw new ApiError({
      kind: statusKind ?? 'bad-response',
      httpStatus,
      retryAfterMs,
      message: t('common.apiNotEnvelope', {
        status: String(httpStatus),
        problem: describeZodError(envelope.error),
      }),
    });
  }
  const { code, msg, status } = envelope.data;
  const ok = httpStatus >= 200 && httpStatus < 300 && status === 'success' && code === 200;
  if (!ok) {
    throw new ApiError({
      kind: kindForFailedEnvelope(code, httpStatus),
      httpStatus,
      code,
      msg,
      retryAfterMs,
      message: t('common.apiFailedEnvelope', {
        status: String(httpStatus),
        code: String(code),
        envelopeStatus: status,
      }),
    });
  }
  return envelope.data;
}

/** apiRequest, then parse `result` with a schema; a mismatch is a bad-response error. */
export async function apiGet<S extends z.ZodMiniType>(
  identity: ApiIdentity,
  request: ApiRequest,
  schema: S,
): Promise<z.output<S>> {
  const envelope = await apiRequest(identity, request);
  const parsed = safeParseReporting(schema, envelope.result);
  if (!parsed.success) {
    throw new ApiError({
      kind: 'bad-response',
      httpStatus: 200,
      code: envelope.code,
      msg: envelope.msg,
      message: t('common.apiOffContract', { problem: describeZodError(parsed.error) }),
    });
  }
  return parsed.data;
}
