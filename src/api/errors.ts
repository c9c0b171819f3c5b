export type ApiErrorKind =
  | 'invalid-app-id' // envelope code 400: the app ID is not valid
  | 'forbidden' // envelope code 403: app ID missing or not allowed
  | 'client-error' // any other failed envelope or 4xx
  | 'server-error' // HTTP 5xx
  | 'network-error' // fetch failed: offline, DNS, CORS, refused
  | 'timeout' // no answer within the client's timeout
  | 'bad-response'; // not JSON, or JSON that does not match the spec

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  httpStatus?: number | undefined;
  code?: number | undefined;
  msg?: string | undefined;
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

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.httpStatus = init.httpStatus;
    this.code = init.code;
    this.msg = init.msg;
  }

  /** Worth retrying automatically: the next attempt may well succeed. */
  get isTransient(): boolean {
    return this.kind === 'network-error' || this.kind === 'timeout' || this.kind === 'server-error';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What an error means for the person reading it, in one sentence. */
export function describeApiError(error: unknown): { title: string; detail: string } {
  if (!isApiError(error)) {
    return {
      title: 'Something went wrong',
      detail: error instanceof Error ? error.message : String(error),
    };
  }
  switch (error.kind) {
    case 'invalid-app-id':
      return {
        title: 'The app ID is not valid',
        detail: error.msg ?? 'The service rejected the app ID. Check it in Settings.',
      };
    case 'forbidden':
      return {
        title: 'Access denied',
        detail:
          error.msg ?? 'The service refused the request: the app ID is missing or not allowed.',
      };
    case 'client-error':
      return { title: 'The service refused the request', detail: error.message };
    case 'server-error':
      return { title: 'The service had an error', detail: error.message };
    case 'network-error':
      return {
        title: 'Cannot reach the service',
        detail: `${error.message} Check the API base URL and your connection.`,
      };
    case 'timeout':
      return { title: 'The service took too long to answer', detail: error.message };
    case 'bad-response':
      return { title: 'The service sent an unreadable answer', detail: error.message };
  }
}
