import { setupWorker } from 'msw/browser';
import { createMockDb, type MockDb } from './db';
import { createHandlers } from './handlers';

/**
 * Starts the demo-mode service worker. Only requests under `baseUrl` (e.g.
 * '/demo-api/v1') are answered; everything else, including an API the user configured
 * in Settings, passes through untouched.
 */
export async function startDemoWorker(baseUrl: string): Promise<{
  worker: ReturnType<typeof setupWorker>;
  db: MockDb;
}> {
  const db = createMockDb();
  const worker = setupWorker(...createHandlers({ baseUrl, db }));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  return { worker, db };
}
