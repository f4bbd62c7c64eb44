import { afterAll } from 'vitest';
import { type ParentsDay, twoParentsDay } from './two-parents.ts';
import { useTestServer } from './use-test-server.ts';

/**
 * The file's server with the pipeline and the two-parents day set up before the first test, its
 * folder removed after the last. The object is filled in then, so the tests read it as `day.…`.
 */
export function useTwoParentsDay(): ParentsDay {
  const day = {} as ParentsDay;
  useTestServer(
    async (started) => {
      Object.assign(day, await twoParentsDay(started.server));
    },
    { pipeline: true, timeout: 120_000 },
  );
  afterAll(() => day.close?.());
  return day;
}
