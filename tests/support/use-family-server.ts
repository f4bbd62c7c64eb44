import type { TestClock } from './clock.ts';
import { familyClient } from './family-client.ts';
import type { TestServer } from './test-server.ts';
import { useTestServer } from './use-test-server.ts';

/** What the family tests (decision 0038) start from: the server, a facility of 14 trial days, the client. */
export type FamilyScene = { server: TestServer; facilityId: string; family: ReturnType<typeof familyClient> };

/**
 * The family tests' server on the file's clock, the scene handed to `ready` before the first test:
 * `let { server, family } = {} as FamilyScene; useFamilyServer(clock, (s) => ({ server, family } = s));`.
 */
export function useFamilyServer(clock: Pick<TestClock, 'now'>, ready: (scene: FamilyScene) => unknown) {
  useTestServer(({ server, facilityId }) => ready({ server, facilityId, family: familyClient(server) }), {
    now: clock.now,
    facility: { freeTrialDays: 14 },
  });
}
