import { setupServer } from 'msw/node';
import { createMockDb, type MockDb, type MockDbOptions } from './db';
import { createHandlers } from './handlers';

/** Base URL the unit tests point the API client at. */
export const TEST_API_BASE = 'https://api.test/v1';

/**
 * An msw server for unit tests, with its own db. Typical use:
 *   const { server, db } = createTestServer();
 *   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 *   afterEach(() => { server.resetHandlers(); db.reset(); });
 *   afterAll(() => server.close());
 */
export function createTestServer(options?: MockDbOptions): {
  server: ReturnType<typeof setupServer>;
  db: MockDb;
} {
  const db = createMockDb(options);
  const server = setupServer(...createHandlers({ baseUrl: TEST_API_BASE, db }));
  return { server, db };
}
