import { DEMO_API_PATH } from './settings-store';

let started: Promise<void> | null = null;

/**
 * Starts the msw service worker that answers the built-in demo API. Loaded on demand,
 * so a dashboard pointed at a real API never downloads the mock data. Its handlers
 * match only the demo base URL; every other request passes through untouched.
 */
export function ensureDemoWorker(): Promise<void> {
  if (started) return started;
  started = import('@mocks/browser')
    .then(({ startDemoWorker }) =>
      startDemoWorker(new URL(DEMO_API_PATH, window.location.origin).href),
    )
    .then(() => undefined)
    .catch((error: unknown) => {
      started = null;
      throw error;
    });
  return started;
}
