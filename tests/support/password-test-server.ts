// The setup password-init and password-reset share.
import { createFacility } from './fixtures.ts';
import { passwordTestClient } from './password-client.ts';
import type { TestServer } from './test-server.ts';
import { useTestServer } from './use-test-server.ts';

export type PasswordTestClient = ReturnType<typeof passwordTestClient>;

/**
 * A test server whose clock the file moves (codes expire after 30 minutes), with a password client
 * for a facility of its own. `ready` receives them before the first test, as in useTestServer.
 */
export function usePasswordTestServer(
  ready: (started: { server: TestServer; client: PasswordTestClient }) => void,
) {
  let clock = new Date();
  useTestServer(
    async ({ server }) => {
      ready({ server, client: passwordTestClient(server, (await createFacility(server.database.db)).id) });
    },
    { now: () => clock },
  );
  return {
    /** Moves the server's clock on. */
    later(minutes: number) {
      clock = new Date(clock.getTime() + minutes * 60_000);
    },
  };
}
