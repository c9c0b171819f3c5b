import { createHash } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import type { AdvanceAction, FaultRule, RequestLogEntry } from '../mocks/db';
import type { TransactionInput } from '../src/api/schemas';
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
  /** Moves live data on; resolves with the record added or changed (null when none). */
  advance(checkoutCode: string, action: AdvanceAction): Promise<TransactionInput | null>;
}

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${MOCK_ORIGIN}/__control${path}`, {
    method,
    // The control API refuses requests without it (web pages cannot send it unasked).
    headers: {
      'X-Mock-Control': '1',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
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
  advance: async (checkoutCode, action) => {
    const answer = (await control(
      'POST',
      `/checkouts/${encodeURIComponent(checkoutCode)}/advance`,
      { action },
    )) as { record: TransactionInput | null };
    return answer.record;
  },
};

/**
 * Settings as the dashboard stores them (version 2: with the identity's storage scope).
 * A fixed scope per app ID, so a reload keeps the test's recent and pinned checkouts.
 */
export function storedSettings(baseUrl: string, appId: string): string {
  const scope = createHash('sha256').update(appId).digest('hex').slice(0, 16);
  return JSON.stringify({ version: 2, value: { baseUrl, appId, remember: false, scope } });
}

/** Points the dashboard at the mock server, as a user would by saving Settings. */
export async function connectToMockApi(page: Page, appId = TEST_APP_ID) {
  await page.addInitScript(
    (value) => window.sessionStorage.setItem('checkout-dashboard.settings', value),
    storedSettings(MOCK_API_URL, appId),
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
