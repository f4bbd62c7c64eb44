import { afterAll, beforeAll } from 'vitest';
import { createFacility } from './fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

type TestServerOptions = Parameters<typeof startTestServer>[0];

/**
 * One test server for the whole test file, with one facility, closed after the file. `ready`
 * receives them before the first test, to keep in the file's own variables.
 */
export function useTestServer(
  ready: (started: { server: TestServer; facilityId: string }) => unknown,
  options?: TestServerOptions,
) {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
    await ready({ server, facilityId: (await createFacility(server.database.db)).id });
  }, 60_000);
  afterAll(() => server?.close());
}
