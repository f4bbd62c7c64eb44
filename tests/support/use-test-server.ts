import { afterAll, beforeAll } from 'vitest';
import { createFacility } from './fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

type TestServerOptions = Parameters<typeof startTestServer>[0] & {
  /** How long starting (with `ready`) may take; 60 s by default. */
  timeout?: number;
  /** The facility's own settings (its trial days, its price), where the file needs them. */
  facility?: Parameters<typeof createFacility>[1];
};

/**
 * The one way a test file starts a server: one test server for the file (or the describe block
 * it is called in), with one facility, closed after it. `ready` receives them before the first
 * test, to keep in the file's own variables.
 */
export function useTestServer(
  ready: (started: { server: TestServer; facilityId: string }) => unknown,
  { timeout = 60_000, facility, ...options }: TestServerOptions = {},
) {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
    await ready({ server, facilityId: (await createFacility(server.database.db, facility)).id });
  }, timeout);
  afterAll(() => server?.close());
}
