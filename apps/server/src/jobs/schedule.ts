import { Cron } from 'croner';

/** São Paulo wall-clock for every cron schedule (UTC−3, no daylight saving since 2019). */
export const JOB_TIME_ZONE = 'America/Sao_Paulo';

/** A cron expression in São Paulo time ("0 1 * * *" = 01:00 every day) or a fixed interval. */
export type Schedule = { cron: string } | { everySeconds: number };

export type Due = {
  /** Period starts that are due and newer than the cursor, oldest first (at most `limit`). */
  due: Date[];
  /** Older due periods dropped because more than `limit` were missed. */
  skipped: number;
};

const MAX_SCAN = 100_000;

function cronOf(expression: string): Cron {
  return new Cron(expression, { timezone: JOB_TIME_ZONE, paused: true });
}

/** Throws when the schedule is malformed (checked when a job is defined). */
export function assertSchedule(schedule: Schedule): void {
  if ('cron' in schedule) cronOf(schedule.cron);
  else if (!(Number.isInteger(schedule.everySeconds) && schedule.everySeconds > 0))
    throw new Error(`invalid interval ${schedule.everySeconds}`);
}

/** The newest period start at or before `at`. */
export function latestPeriod(schedule: Schedule, at: Date): Date | null {
  if ('everySeconds' in schedule) {
    const ms = schedule.everySeconds * 1000;
    return new Date(Math.floor(at.getTime() / ms) * ms);
  }
  return cronOf(schedule.cron).previousRuns(1, new Date(at.getTime() + 1))[0] ?? null;
}

/** The first period start strictly after `after`. */
export function nextPeriod(schedule: Schedule, after: Date): Date | null {
  if ('everySeconds' in schedule) {
    const ms = schedule.everySeconds * 1000;
    return new Date((Math.floor(after.getTime() / ms) + 1) * ms);
  }
  return cronOf(schedule.cron).nextRun(after);
}

/**
 * The periods due at `now` after the cursor `after` (exclusive). With no cursor (a job's first run)
 * only the newest due period. When more than `limit` were missed, the newest `limit` are kept.
 */
export function duePeriods(schedule: Schedule, after: Date | null, now: Date, limit: number): Due {
  const newest = latestPeriod(schedule, now);
  if (!newest) return { due: [], skipped: 0 };
  if (!after) return { due: [newest], skipped: 0 };
  const due: Date[] = [];
  let skipped = 0;
  for (let at = nextPeriod(schedule, after), i = 0; at && at <= now && i < MAX_SCAN; i += 1) {
    due.push(at);
    if (due.length > limit) {
      due.shift();
      skipped += 1;
    }
    at = nextPeriod(schedule, at);
  }
  return { due, skipped };
}
