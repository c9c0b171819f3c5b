import type { ApiIdentity } from './identity';
import { buildUrl, requestInit, type ApiRequest } from './request';
import { send } from './transport';

/** How long an answer sent ahead waits to be taken before it is let go. */
const UNTAKEN_MS = 20_000;

interface HeadStart {
  appId: string | undefined;
  answer: Promise<Response>;
  controller: AbortController;
  timer: ReturnType<typeof setTimeout>;
}

const headStarts = new Map<string, HeadStart>();

/**
 * Sends a page's first GET as the entry script runs, while the page's code and the data
 * layer download (see main.tsx): the data and the code come in parallel. The page's own
 * request for the same URL, as the same identity, takes this answer instead of sending
 * again (`takeHeadStart`); each is taken once, and one not taken in 20 s is aborted.
 */
export function sendHeadStart(
  identity: ApiIdentity,
  request: Pick<ApiRequest, 'segments' | 'query'>,
): void {
  let url: string;
  try {
    url = buildUrl(identity.baseUrl, request.segments, request.query);
  } catch {
    return; // a path that cannot be sent: the page's own request says why
  }
  const key = `GET ${url}`;
  if (headStarts.has(key)) return;
  const controller = new AbortController();
  const init = requestInit(identity, 'GET');
  const answer = send(url, { ...init, signal: controller.signal });
  // Taken, its failure is the taker's to report; never taken, nobody's.
  answer.catch(() => {});
  const timer = setTimeout(() => {
    headStarts.delete(key);
    controller.abort();
  }, UNTAKEN_MS);
  headStarts.set(key, { appId: init.headers['X-TX-AppId'], answer, controller, timer });
}

/**
 * Whether an answer sent ahead for this request (as this identity) waits to be taken: the
 * page opened first then leaves it to its own query as it mounts, instead of a loader's
 * prefetch, whose failure before the mount would have the page ask again (retry on mount).
 */
export function hasHeadStart(
  identity: ApiIdentity,
  request: Pick<ApiRequest, 'segments' | 'query'>,
): boolean {
  try {
    const headStart = headStarts.get(
      `GET ${buildUrl(identity.baseUrl, request.segments, request.query)}`,
    );
    return headStart?.appId === requestInit(identity, 'GET').headers['X-TX-AppId'];
  } catch {
    return false;
  }
}

/**
 * The answer sent ahead for this very request (method, URL and app ID), once; undefined
 * when there is none. The taker's signal aborts it as it would its own fetch.
 */
export function takeHeadStart(
  url: string,
  init: RequestInit & { method: string; headers: Record<string, string> },
): Promise<Response> | undefined {
  const key = `${init.method} ${url}`;
  const headStart = headStarts.get(key);
  if (!headStart) return undefined;
  headStarts.delete(key);
  clearTimeout(headStart.timer);
  // Sent for another profile's app ID (switched meanwhile): not this request's answer.
  if (headStart.appId !== init.headers['X-TX-AppId']) {
    headStart.controller.abort();
    return undefined;
  }
  const signal = init.signal;
  if (signal) {
    const abort = () => headStart.controller.abort(signal.reason);
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  }
  return headStart.answer;
}
