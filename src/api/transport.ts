/**
 * How a request reaches its API. Normally the network (`fetch`); an API answered inside
 * the page (the built-in demo) registers a transport for its base URL instead, so the
 * dashboard renders at once and no service worker stands between the page and its own
 * files. The data layer stays the same either way: the same URLs, headers, envelope
 * checks, timeouts and errors.
 */
export type Transport = (request: Request) => Promise<Response>;

const transports: { prefix: string; send: Transport; prepare?: () => void }[] = [];

/**
 * Answers every request whose URL starts with `prefix` with `send`; `prepare`, if given,
 * gets it ready for a first request that is about to come. Returns an undo.
 */
export function registerTransport(
  prefix: string,
  send: Transport,
  prepare?: () => void,
): () => void {
  const entry = { prefix, send, prepare };
  transports.push(entry);
  return () => void transports.splice(transports.indexOf(entry), 1);
}

/**
 * A page whose first screen shows the API's data says so as soon as it starts to load:
 * an API answered inside the page (the demo) then downloads its code beside the page's,
 * not after the page's first request. Nothing happens for the network.
 */
export function prepareTransport(baseUrl: string): void {
  transports.find((entry) => `${baseUrl}/`.startsWith(entry.prefix))?.prepare?.();
}

/** Sends a request the way its URL says: a registered transport, else the network. */
export async function send(url: string, init: RequestInit): Promise<Response> {
  const transport = transports.find((entry) => url.startsWith(entry.prefix));
  if (!transport) return fetch(url, init);
  const signal = init.signal ?? undefined;
  signal?.throwIfAborted();
  const answer = transport.send(new Request(url, init));
  // fetch rejects when its signal aborts; an in-page answer must too.
  const response = await (signal
    ? Promise.race([
        answer,
        new Promise<never>((_, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
        ),
      ])
    : answer);
  // What fetch does with a network error (msw's HttpResponse.error()).
  // eslint-disable-next-line no-restricted-syntax -- fetch's own error, read by code only
  if (response.type === 'error') throw new TypeError('Failed to fetch');
  return response;
}
