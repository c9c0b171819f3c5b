import { registerTransport, type Transport } from '@/api/transport';
import { demoBaseUrl } from '@/model/profiles';

let answerer: Promise<Transport> | null = null;

/**
 * Makes the built-in demo API answer requests to its base URL (`/demo-api/v1` of this
 * site) inside the page. The mock data and handlers load on the first demo request (or
 * as a page that shows data starts to load, see `prepareTransport`), not with the page:
 * a dashboard pointed at a real API never downloads them, and a page without data (the
 * checkouts home) renders without them.
 */
export function installDemoApi(): () => void {
  const base = demoBaseUrl();
  const load = () =>
    (answerer ??= import('@mocks/in-page')
      .then(({ createDemoApi }) => createDemoApi(base))
      .catch((error: unknown) => {
        answerer = null; // a failed chunk load is tried again on the next request
        throw error;
      }));
  const uninstall = registerTransport(
    `${base}/`,
    async (request) => (await load())(request),
    // A failure here is left to the first request, which loads again.
    () => void load().catch(() => {}),
  );
  return () => {
    uninstall();
    answerer = null;
  };
}
