import { describe, expect, it } from 'vitest';
import { duePeriods, latestPeriod, nextPeriod } from './schedule.ts';

const at = (iso: string) => new Date(iso);

describe('job schedules', () => {
  it('reads cron expressions in São Paulo time (01:00 there is 04:00 UTC)', () => {
    expect(latestPeriod({ cron: '0 1 * * *' }, at('2026-11-24T05:00:00Z'))?.toISOString()).toBe(
      '2026-11-24T04:00:00.000Z',
    );
    expect(latestPeriod({ cron: '0 1 * * *' }, at('2026-11-24T03:59:59Z'))?.toISOString()).toBe(
      '2026-11-23T04:00:00.000Z',
    );
  });

  it('counts a period as due at its very start', () => {
    expect(latestPeriod({ cron: '0 1 * * *' }, at('2026-11-24T04:00:00Z'))?.toISOString()).toBe(
      '2026-11-24T04:00:00.000Z',
    );
    expect(latestPeriod({ everySeconds: 60 }, at('2026-11-24T04:01:00Z'))?.toISOString()).toBe(
      '2026-11-24T04:01:00.000Z',
    );
  });

  it('runs Monday jobs on São Paulo Mondays', () => {
    // 2026-11-23 is a Monday; 00:05 in São Paulo is 03:05 UTC.
    expect(nextPeriod({ cron: '5 0 * * 1' }, at('2026-11-20T00:00:00Z'))?.toISOString()).toBe(
      '2026-11-23T03:05:00.000Z',
    );
  });

  it('gives only the newest period on a first run', () => {
    expect(duePeriods({ cron: '0 1 * * *' }, null, at('2026-11-24T12:00:00Z'), 7).due.map(String)).toEqual([
      String(at('2026-11-24T04:00:00Z')),
    ]);
  });

  it('catches up missed periods oldest first', () => {
    const { due, skipped } = duePeriods(
      { cron: '0 1 * * *' },
      at('2026-11-21T04:00:00Z'),
      at('2026-11-24T12:00:00Z'),
      7,
    );
    expect(due.map((d) => d.toISOString())).toEqual([
      '2026-11-22T04:00:00.000Z',
      '2026-11-23T04:00:00.000Z',
      '2026-11-24T04:00:00.000Z',
    ]);
    expect(skipped).toBe(0);
  });

  it('keeps the newest periods when more than the limit were missed', () => {
    const { due, skipped } = duePeriods(
      { everySeconds: 60 },
      at('2026-11-24T00:00:00Z'),
      at('2026-11-24T01:00:30Z'),
      2,
    );
    expect(due.map((d) => d.toISOString())).toEqual(['2026-11-24T00:59:00.000Z', '2026-11-24T01:00:00.000Z']);
    expect(skipped).toBe(58);
  });

  it('has nothing due before the next period', () => {
    expect(
      duePeriods({ everySeconds: 60 }, at('2026-11-24T00:00:00Z'), at('2026-11-24T00:00:59Z'), 5).due,
    ).toEqual([]);
  });
});
