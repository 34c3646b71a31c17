/**
 * The test-only clock (TEST_CLOCK=true; refused at boot in production): the wall clock plus an offset
 * that the deployed-product suite moves forward through `POST /api/v2/dev/clock`, so scheduled effects
 * (a reward at 01:00 tomorrow, a 48-hour expiry, Monday's salary) happen in seconds while timers,
 * locks and the database run for real. It only moves forward: time never goes back in a deployment.
 */
export type TestClock = {
  now(): Date;
  /** Moves the clock to `to` (ignored when `to` is not later) and answers the new time. */
  moveTo(to: Date): Date;
  advance(ms: number): Date;
};

export function createTestClock(wall: () => number = Date.now): TestClock {
  let offset = 0;
  const now = () => new Date(wall() + offset);
  return {
    now,
    moveTo(to) {
      const ahead = to.getTime() - now().getTime();
      if (ahead > 0) offset += ahead;
      return now();
    },
    advance(ms) {
      if (ms > 0) offset += ms;
      return now();
    },
  };
}
