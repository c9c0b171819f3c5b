import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/browser';
import { NGINX_PORT, NGINX_RUNTIME_DIR } from './e2e/hosting';

const MOCK_PORT = Number(process.env.MOCK_API_PORT ?? 8787);
const PREVIEW_PORT = Number(process.env.PREVIEW_PORT ?? 4173);

/**
 * Browser tests run the production build (`vite preview`, built by `npm run build`
 * before this) against the standalone mock API over real HTTP; the same build also
 * behind nginx (`npm run serve`, e2e/served-by-nginx.spec.ts), its /api/ proxy
 * forwarding to the mock. Tests share the mock
 * server's state, so they run one at a time; each starts from a reset mock.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PREVIEW_PORT}`,
    trace: 'retain-on-failure',
    // The app's service worker (vite.config.ts) would answer the build's files and pages
    // itself, out of sight of page.route; specs that test it allow it
    // (e2e/opens-offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `npx tsx mocks/server.ts --port ${MOCK_PORT}`,
      url: `http://127.0.0.1:${MOCK_PORT}/__control/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `npx vite preview --host 127.0.0.1 --port ${PREVIEW_PORT} --strictPort`,
      url: `http://127.0.0.1:${PREVIEW_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: 'npx tsx scripts/serve.ts',
      url: `http://127.0.0.1:${NGINX_PORT}/healthz`,
      env: {
        PORT: String(NGINX_PORT),
        API_PROXY_TARGET: `http://127.0.0.1:${MOCK_PORT}/v1`,
        NGINX_RUNTIME_DIR,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
