import { test as base, expect, type Page } from '@playwright/test';
import type { AdvanceAction, FaultRule, RequestLogEntry } from '../mocks/db';
import { TEST_APP_ID } from '../mocks/data';

export const MOCK_ORIGIN = `http://127.0.0.1:${process.env.MOCK_API_PORT ?? 8787}`;
export const MOCK_API_URL = `${MOCK_ORIGIN}/v1`;
export { TEST_APP_ID };

export interface MockApiControl {
  url: string;
  reset(): Promise<void>;
  requests(): Promise<RequestLogEntry[]>;
  clearRequests(): Promise<void>;
  addFault(rule: FaultRule): Promise<void>;
  clearFaults(): Promise<void>;
  advance(checkoutCode: string, action: AdvanceAction): Promise<void>;
}

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${MOCK_ORIGIN}/__control${path}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`mock control ${method} ${path}: HTTP ${response.status}`);
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

const mockApi: MockApiControl = {
  url: MOCK_API_URL,
  reset: async () => void (await control('POST', '/reset')),
  requests: async () => {
    const answer = (await control('GET', '/requests')) as
      RequestLogEntry[] | { requests: RequestLogEntry[] };
    return Array.isArray(answer) ? answer : answer.requests;
  },
  clearRequests: async () => void (await control('DELETE', '/requests')),
  addFault: async (rule) => void (await control('POST', '/faults', rule)),
  clearFaults: async () => void (await control('DELETE', '/faults')),
  advance: async (checkoutCode, action) =>
    void (await control('POST', `/checkouts/${encodeURIComponent(checkoutCode)}/advance`, {
      action,
    })),
};

/** Points the dashboard at the mock server, as a user would by saving Settings. */
export async function connectToMockApi(page: Page, appId = TEST_APP_ID) {
  await page.addInitScript(
    ({ baseUrl, appId: id }) => {
      window.sessionStorage.setItem(
        'checkout-dashboard.settings',
        JSON.stringify({ baseUrl, appId: id, remember: false }),
      );
    },
    { baseUrl: MOCK_API_URL, appId },
  );
}

interface Fixtures {
  mockApi: MockApiControl;
  /** Set to false (test.use({ connected: false })) to start with no settings. */
  connected: boolean;
  /** Console errors and uncaught page errors seen during the test. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  connected: [true, { option: true }],
  mockApi: [
    async ({}, use) => {
      await mockApi.reset();
      await use(mockApi);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await use(errors);
    },
    { auto: true },
  ],
  page: async ({ page, connected }, use) => {
    if (connected) await connectToMockApi(page);
    await use(page);
  },
});

export { expect };
