import { t } from '@/i18n';
import { isCodeLoadError } from '@/lib/code-load-error';
import { formatCount } from '@/lib/format-count';

export type ApiErrorKind =
  | 'invalid-app-id' // envelope code 400: the app ID is not valid
  | 'forbidden' // envelope code or HTTP status 403: app ID missing or not allowed
  | 'unauthorized' // envelope code or HTTP status 401 (not in the spec; a gateway may send it)
  | 'rate-limited' // HTTP 429 (or envelope code 429): too many requests
  | 'not-found' // a failed envelope with code 404: the service does not know what was asked for
  | 'client-error' // any other failed envelope or 4xx
  | 'server-error' // HTTP 5xx
  | 'network-error' // fetch failed: offline, DNS, CORS, refused
  | 'timeout' // no answer within the client's timeout
  | 'redirected' // the API answered with a redirect, which is never followed
  | 'too-large' // the answer is larger than the client reads
  | 'bad-response'; // not JSON, or JSON that does not match the spec

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  httpStatus?: number | undefined;
  code?: number | undefined;
  msg?: string | undefined;
  /** From a Retry-After header (429, 503): how long the service asked us to wait. */
  retryAfterMs?: number | undefined;
  cause?: unknown;
}

/** Every failure of the data layer is one of these. Messages never contain the app ID. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly httpStatus: number | undefined;
  /** The envelope's `code`, when a body was read. */
  readonly code: number | undefined;
  /** The envelope's `msg`, when a body was read. */
  readonly msg: string | undefined;
  /** The service's Retry-After, in ms from `at` (seconds or an HTTP date, parsed). */
  readonly retryAfterMs: number | undefined;
  /** When the failure was seen (epoch ms): a countdown to a retry starts here. */
  readonly at: number;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.httpStatus = init.httpStatus;
    this.code = init.code;
    this.msg = init.msg;
    this.retryAfterMs = init.retryAfterMs;
    this.at = Date.now();
  }

  /**
   * Worth retrying automatically: the next attempt may well succeed. Only failures of
   * the transport (no answer, HTTP 5xx, HTTP 429): a 4xx or a failed envelope in a 2xx
   * answer says the same again.
   */
  get isTransient(): boolean {
    if (this.kind === 'network-error' || this.kind === 'timeout') return true;
    const status = this.httpStatus ?? 0;
    return status >= 500 || status === 429;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What an error means for the person reading it, in one sentence. */
export function describeApiError(error: unknown): { title: string; detail: string } {
  if (isCodeLoadError(error)) {
    return {
      title: t('common.codeNotLoadedTitle'),
      detail: t(navigator.onLine ? 'common.codeNotLoadedDetail' : 'common.codeNotLoadedOffline'),
    };
  }
  if (!isApiError(error)) {
    return {
      title: t('common.errorUnknown'),
      detail: error instanceof Error ? error.message : String(error),
    };
  }
  // The service's own words are shown as sent, marked as its words.
  const said = error.msg ? t('common.apiServerSaid', { msg: error.msg }) : '';
  const both = (first: string, second: string) => (first ? `${first} ${second}` : second);
  switch (error.kind) {
    case 'invalid-app-id':
      return {
        title: t('common.apiInvalidAppIdTitle'),
        detail: said || t('common.apiInvalidAppIdDetail'),
      };
    case 'forbidden':
      return {
        title: t('common.apiForbiddenTitle'),
        detail: said || t('common.apiForbiddenDetail'),
      };
    case 'unauthorized':
      return {
        title: t('common.apiUnauthorizedTitle'),
        detail: both(said, t('common.apiUnauthorizedDetail')),
      };
    case 'rate-limited':
      return {
        title: t('common.apiRateLimitedTitle'),
        detail: both(said, `${error.message}${askedToWait(error)}`),
      };
    case 'not-found':
      return { title: t('common.apiNotFoundTitle'), detail: both(said, error.message) };
    case 'client-error':
      return { title: t('common.apiClientErrorTitle'), detail: both(said, error.message) };
    case 'server-error':
      return {
        title: t('common.apiServerErrorTitle'),
        detail: both(said, `${error.message}${askedToWait(error)}`),
      };
    case 'network-error':
      return {
        title: t('common.apiNetworkTitle'),
        detail: `${error.message} ${t('common.apiNetworkHint')}`,
      };
    case 'timeout':
      return { title: t('common.apiTimeoutTitle'), detail: error.message };
    case 'redirected':
      return { title: t('common.apiRedirectedTitle'), detail: error.message };
    case 'too-large':
      return { title: t('common.apiTooLargeTitle'), detail: error.message };
    case 'bad-response':
      return { title: t('common.apiBadResponseTitle'), detail: both(said, error.message) };
  }
}

/** What a Retry-After asked for, when it was not waited for (too long, or attempts used up). */
function askedToWait(error: ApiError): string {
  if (error.retryAfterMs === undefined) return '';
  return ` ${t('common.apiAskedToWait', { wait: formatWait(error.retryAfterMs) })}`;
}

/** "8 s", "2 min", "3 h": a wait as a person reads it (rounded up). */
export function formatWait(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds < 120) return `${formatCount(seconds)} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${formatCount(minutes)} min`;
  return `${formatCount(Math.ceil(minutes / 60))} h`;
}
