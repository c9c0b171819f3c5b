import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestServer } from '@mocks/node';
import type { MockDbOptions } from '@mocks/db';

export { TEST_API_BASE } from '@mocks/node';

/**
 * The mock API (the same msw handlers as the demo and the browser tests) for one test
 * file: listening for the whole file, unknown requests are errors, and handlers and
 * data are reset after each test.
 */
export function setupMockApi(options?: MockDbOptions) {
  const { server, db } = createTestServer(options);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    db.reset();
  });
  afterAll(() => server.close());
  return { server, db };
}
