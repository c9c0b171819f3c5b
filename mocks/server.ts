import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getResponse } from 'msw';
import {
  ADVANCE_ACTIONS,
  createMockDb,
  parseFaultRule,
  type AdvanceAction,
  type MockDb,
} from './db';
import { createHandlers } from './handlers';

/**
 * Standalone mock API (`npm run mock-api`): node:http on 127.0.0.1, answering with the
 * same msw handlers as the demo worker and the unit tests, plus CORS and a test
 * control API under /__control (only here, never in the browser worker).
 *
 *   --port N         / MOCK_API_PORT     (default 8787; 0 = any free port)
 *   --large-count N  / MOCK_LARGE_COUNT  (records of big-market, default 2500)
 *   --page-size N    / MOCK_PAGE_SIZE    (records per page, default 50)
 */

export interface MockApiServerOptions {
  port?: number;
  largeCount?: number;
  pageSize?: number;
}

export interface MockApiServer {
  /** Base URL of the API, e.g. http://127.0.0.1:8787/v1 */
  url: string;
  /** Origin of the server, e.g. http://127.0.0.1:8787 (control API is at origin + /__control). */
  origin: string;
  port: number;
  db: MockDb;
  close(): Promise<void>;
}

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, PATCH, OPTIONS',
  'Access-Control-Allow-Headers': 'X-TX-AppId, Accept, Content-Type',
  'Access-Control-Max-Age': '600',
  // Lets the app read how long to wait after a 429 or 503 (the retry-later faults).
  'Access-Control-Expose-Headers': 'Retry-After',
};

/**
 * The control API answers tools (the e2e fixture, curl), never a web page: no CORS
 * headers, and a header a page cannot send without a preflight, which then fails. So a
 * website open while a developer runs the mock cannot reset it or inject faults.
 */
export const CONTROL_HEADER = 'X-Mock-Control';

const sendControl = (res: ServerResponse, status: number, body: unknown) =>
  sendJson(res, status, body, false);

function sendJson(res: ServerResponse, status: number, body: unknown, cors = true): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...(cors ? CORS_HEADERS : {}),
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toFetchRequest(
  req: IncomingMessage,
  origin: string,
  body: Buffer,
  signal: AbortSignal,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  // Concatenate, never resolve: "//host" or "http://…" in the request line stays a path.
  return new Request(`${origin}${req.url ?? '/'}`, {
    method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
    signal,
  });
}

async function handleControl(
  db: MockDb,
  method: string,
  path: string,
  body: Buffer,
  res: ServerResponse,
): Promise<void> {
  let json: unknown = undefined;
  if (body.length > 0) {
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      sendControl(res, 400, { ok: false, error: 'body is not JSON' });
      return;
    }
  }
  const route = `${method} ${path}`;
  if (route === 'GET /__control/health') {
    sendControl(res, 200, { ok: true, pageSize: db.pageSize, largeCount: db.largeCount });
  } else if (route === 'POST /__control/reset') {
    db.reset();
    sendControl(res, 200, { ok: true });
  } else if (route === 'GET /__control/requests') {
    sendControl(res, 200, { requests: db.requestLog });
  } else if (route === 'DELETE /__control/requests') {
    db.clearRequestLog();
    sendControl(res, 200, { ok: true });
  } else if (route === 'GET /__control/faults') {
    sendControl(res, 200, { faults: db.faults });
  } else if (route === 'POST /__control/faults') {
    try {
      sendControl(res, 201, { ok: true, fault: db.addFault(parseFaultRule(json)) });
    } catch (error) {
      sendControl(res, 400, { ok: false, error: (error as Error).message });
    }
  } else if (route === 'DELETE /__control/faults') {
    db.clearFaults();
    sendControl(res, 200, { ok: true });
  } else {
    const advance = /^POST \/__control\/checkouts\/([^/]+)\/advance$/.exec(route);
    if (!advance) {
      sendControl(res, 404, { ok: false, error: `unknown control route ${route}` });
      return;
    }
    let code: string;
    try {
      code = decodeURIComponent(advance[1] ?? '');
    } catch {
      sendControl(res, 400, { ok: false, error: 'bad checkout code encoding' });
      return;
    }
    const action = (json as { action?: unknown } | undefined)?.action;
    if (!ADVANCE_ACTIONS.includes(action as AdvanceAction)) {
      sendControl(res, 400, {
        ok: false,
        error: `action must be one of ${ADVANCE_ACTIONS.join(', ')}`,
      });
      return;
    }
    if (!db.getCheckout(code)) {
      sendControl(res, 404, { ok: false, error: `unknown checkout ${code}` });
      return;
    }
    const record = db.advance(code, action as AdvanceAction);
    sendControl(res, 200, { ok: true, record: record ?? null });
  }
}

export async function startMockApiServer(
  options: MockApiServerOptions = {},
): Promise<MockApiServer> {
  const db = createMockDb({ largeCount: options.largeCount, pageSize: options.pageSize });
  let origin = '';
  let handlers: ReturnType<typeof createHandlers> = [];
  // Requests not answered yet; close() aborts them so no handler outlives the server.
  const unanswered = new Set<AbortController>();

  const server = createServer((req, res) => {
    // Aborted when the client goes away before its answer (or close() cuts it): a
    // 'never-answers' request then ends instead of waiting forever.
    const gone = new AbortController();
    unanswered.add(gone);
    res.on('close', () => {
      unanswered.delete(gone);
      if (!res.writableFinished) gone.abort();
    });
    void (async () => {
      const method = req.method ?? 'GET';
      const body = await readBody(req);
      const rawPath = (req.url ?? '/').split('?')[0] ?? '/';

      const control = rawPath === '/__control' || rawPath.startsWith('/__control/');
      if (method === 'OPTIONS') {
        res.writeHead(204, control ? {} : CORS_HEADERS);
        res.end();
        return;
      }
      if (control) {
        // Health is read-only: tools wait on it before they know anything else.
        const health = method === 'GET' && rawPath === '/__control/health';
        if (!health && req.headers[CONTROL_HEADER.toLowerCase()] !== '1') {
          sendJson(
            res,
            403,
            { ok: false, error: `control requests need ${CONTROL_HEADER}: 1` },
            false,
          );
          return;
        }
        await handleControl(db, method, rawPath, body, res);
        return;
      }

      let request: Request;
      try {
        request = toFetchRequest(req, origin, body, gone.signal);
      } catch {
        sendJson(res, 400, { code: 400, msg: 'Bad request', status: 'failed' });
        return;
      }
      const response = await getResponse(handlers, request);
      if (!response) {
        sendJson(res, 404, { code: 404, msg: 'Not found', status: 'failed' });
        return;
      }
      if (response.type === 'error') {
        // 'network-error', or a 'never-answers' hang that ended: cut the connection.
        req.socket.destroy();
        return;
      }
      const payload = Buffer.from(await response.arrayBuffer());
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        headers[name] = value;
      });
      delete headers['content-length'];
      delete headers['transfer-encoding'];
      res.writeHead(response.status, {
        ...headers,
        ...CORS_HEADERS,
        'Content-Length': payload.length,
      });
      res.end(payload);
    })().catch((error: unknown) => {
      console.error('mock-api: request failed', error);
      if (!res.headersSent)
        sendJson(res, 500, { code: 500, msg: 'Mock server error', status: 'failed' });
      else res.destroy();
    });
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8787, '127.0.0.1', () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  const url = `${origin}/v1`;
  handlers = createHandlers({ baseUrl: url, db });

  return {
    url,
    origin,
    port,
    db,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        for (const request of unanswered) request.abort();
        server.close((error) => (error ? reject(error) : resolveClose()));
        server.closeAllConnections();
      }),
  };
}

const USAGE =
  'usage: tsx mocks/server.ts [--port N] [--large-count N] [--page-size N]\n' +
  '  (or MOCK_API_PORT, MOCK_LARGE_COUNT, MOCK_PAGE_SIZE; a flag wins over its variable)';

/**
 * The command line and environment of `npm run mock-api`. Throws an Error whose
 * message names the flag (or variable) and the bad value.
 */
export function parseServerArgs(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): MockApiServerOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      port: { type: 'string' },
      'large-count': { type: 'string' },
      'page-size': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const integer = (
    flag: keyof typeof values,
    variable: string,
    max = Number.MAX_SAFE_INTEGER,
  ): number | undefined => {
    const fromFlag = values[flag];
    const raw = fromFlag ?? env[variable];
    // An empty variable means unset; an empty flag (--port=) is a mistake.
    if (raw === undefined || (fromFlag === undefined && raw === '')) return undefined;
    const value = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(value) || value > max) {
      const where = fromFlag === undefined ? variable : `--${flag}`;
      const range =
        max === Number.MAX_SAFE_INTEGER ? 'a non-negative integer' : `an integer from 0 to ${max}`;
      throw new Error(`${where} must be ${range}, got "${raw}"`);
    }
    return value;
  };
  return {
    port: integer('port', 'MOCK_API_PORT', 65_535) ?? 8787,
    largeCount: integer('large-count', 'MOCK_LARGE_COUNT'),
    pageSize: integer('page-size', 'MOCK_PAGE_SIZE'),
  };
}

function isMainModule(): boolean {
  const entry = process.argv[1];
  return entry !== undefined && resolve(entry) === fileURLToPath(import.meta.url);
}

if (isMainModule()) {
  let options: MockApiServerOptions;
  try {
    options = parseServerArgs(process.argv.slice(2), process.env);
  } catch (error) {
    // parseArgs' own errors (unknown flag, missing value) read well as they are.
    console.error(`mock-api: ${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  startMockApiServer(options).then(
    (started) => {
      console.log(`Mock API listening on ${started.url}`);
      const stop = (): void => {
        void started.close().finally(() => process.exit(0));
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error('mock-api: could not start:', error);
      process.exit(1);
    },
  );
}
