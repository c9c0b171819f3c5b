import { getResponse } from 'msw';
import { nextTask } from '@/lib/next-task';
import { createMockDb } from './db';
import { createHandlers } from './handlers';

/**
 * The built-in demo API, answered inside the page: the same msw handlers over the same
 * seeded data as the unit tests and the standalone mock server, resolved with msw's
 * `getResponse` for each request to `baseUrl` (e.g. 'http://localhost:5173/demo-api/v1').
 * No service worker: nothing waits for one to install, and the page's own files never
 * pass through one.
 */
export function createDemoApi(baseUrl: string): (request: Request) => Promise<Response> {
  const db = createMockDb();
  const handlers = createHandlers({ baseUrl, db });
  return async (request) => {
    // As with a server, the answer is made and then read in tasks of their own: the
    // mock's work (its data, made on first use, and msw's matching) never lengthens the
    // task that asked or the one that reads the answer.
    await nextTask();
    const response =
      // The handlers end with a catch-all under the base URL, so every request is answered.
      (await getResponse(handlers, request)) ??
      new Response(JSON.stringify({ code: 404, msg: 'Not found', status: 'failed' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    await nextTask();
    return response;
  };
}
