/** Noon in Tokyo on a Wednesday: far from any day, week, month or 19:00 boundary. */
export const TEST_NOW = new Date('2026-06-10T03:00:00Z');

export const dayMs = 86_400_000;

/**
 * A clock fixed at `start` until the test moves it. Hand `clock.now` to the test server (and to
 * anything else that takes `now`) and compute the test's own dates from it, so that no test reads
 * the real date.
 */
export function testClock(start: Date = TEST_NOW) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    /** `days` whole days before (negative: after) the clock's present. */
    daysAgo: (days: number) => new Date(current - days * dayMs),
    advance(ms: number) {
      current += ms;
    },
    set(at: Date) {
      current = at.getTime();
    },
  };
}

export type TestClock = ReturnType<typeof testClock>;
