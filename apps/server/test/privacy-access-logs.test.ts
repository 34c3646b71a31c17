import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, registerPlayer } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { createStaffSession } from './staff-fixtures.ts';

/**
 * `privacy.access-logs` (docs/COMPLIANCE.md "Access logs"): IP addresses and user agents older than
 * ACCESS_LOG_RETENTION_DAYS (365 by default) are erased from player and staff sessions, SMS codes,
 * landing visits and the sign-in failure counters (their keys name an address); the rows themselves, and everything newer, stay.
 */
const JOB = 'privacy.access-logs';
let t: TestApp;

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>): Promise<Row[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

async function accessData(memberId: string) {
  return {
    sessions: await rows(sql`select ip, user_agent, member_id::text, created_at is not null as dated
      from sessions where member_id = ${memberId}`),
    visits: await rows(sql`select ip, user_agent, code from visits where code = ${`uv-${memberId}`}`),
  };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('erasing access logs after the retention', () => {
  let old: string;
  let recent: string;

  it('erases what is older than 365 days, everywhere, and keeps the rows and what is newer', async () => {
    // A year and a bit ago: a player registers (SMS code, session), a landing visit, a failed login
    // by IP and phone, a staff member signs in.
    t.clock.set('2025-01-10T15:00:00.000Z');
    const a = await registerPlayer(t);
    old = a.memberId;
    await t.api('GET', '/activity/uv', { query: { code: `uv-${old}` } });
    await loginAs(t, a.phone.replace(/\D/g, ''), 'not-the-password');
    await createStaffSession(t, 'support');
    // The day before the run: another player, well inside the retention.
    t.clock.set('2026-01-11T15:00:00.000Z');
    const b = await registerPlayer(t);
    recent = b.memberId;
    await t.api('GET', '/activity/uv', { query: { code: `uv-${recent}` } });
    await loginAs(t, b.phone.replace(/\D/g, ''), 'not-the-password');

    const before = await accessData(old);
    expect(before.sessions).toEqual([
      { ip: '127.0.0.1', user_agent: 'lightMyRequest', member_id: old, dated: true },
    ]);
    expect(before.visits).toEqual([{ ip: '127.0.0.1', user_agent: 'lightMyRequest', code: `uv-${old}` }]);
    expect(await rows(sql`select key from auth_counters where key like 'login:ip:%'`)).not.toEqual([]);
    const counters = (year: string) =>
      rows(
        sql`select count(*)::int as n from auth_counters where extract(year from last_failure_at) = ${Number(year)}`,
      );
    // The failed logins' pair, name and address counters (lib/login-throttle.ts), one set each year.
    expect((await counters('2025'))[0]?.n).toBeGreaterThanOrEqual(3);
    expect((await counters('2026'))[0]?.n).toBeGreaterThanOrEqual(3);

    // 05:00 in São Paulo on 2026-01-12: the 04:45 period; its cut-off is 365 days before it.
    t.clock.set('2026-01-12T08:00:00.000Z');
    expect((await t.app.jobs.runDue())[JOB]).toMatchObject({ result: 'ok', periods: 1 });
    const [period] = await rows(sql`select period, summary from job_periods where job = ${JOB}`);
    expect(period?.period).toBe('2026-01-12T07:45:00.000Z');
    expect(period?.summary).toMatch(
      /^before 2025-01-12T07:45:00\.000Z: 1 player sessions, \d+ SMS codes, \d+ login counters, 1 staff sessions, 1 visits$/,
    );

    const after = await accessData(old);
    expect(after.sessions).toEqual([{ ip: null, user_agent: null, member_id: old, dated: true }]);
    expect(after.visits).toEqual([{ ip: null, user_agent: null, code: `uv-${old}` }]);
    expect(
      await rows(
        sql`select count(*)::int as n from sms_codes where created_at < '2026-01-01' and ip is not null`,
      ),
    ).toEqual([{ n: 0 }]);
    expect(
      await rows(
        sql`select count(*)::int as n from staff_sessions where ip is not null or user_agent is not null`,
      ),
    ).toEqual([{ n: 0 }]);
    expect(await counters('2025')).toEqual([{ n: 0 }]);
    expect((await counters('2026'))[0]?.n).toBeGreaterThanOrEqual(3);

    // The newer player's data is untouched.
    const kept = await accessData(recent);
    expect(kept.sessions).toEqual([
      { ip: '127.0.0.1', user_agent: 'lightMyRequest', member_id: recent, dated: true },
    ]);
    expect(kept.visits).toEqual([{ ip: '127.0.0.1', user_agent: 'lightMyRequest', code: `uv-${recent}` }]);
    expect(
      await rows(
        sql`select count(*)::int as n from sms_codes where created_at > '2026-01-01' and ip is not null`,
      ),
    ).toEqual([{ n: 1 }]);
  });

  it('runs a period again after a crash cut it short, erasing nothing twice and nothing new', async () => {
    // A process killed during the period: its completion and the cursor were never written.
    await t.database.db.execute(sql`delete from job_periods where job = ${JOB}`);
    await t.database.db.execute(sql`delete from job_state where job = ${JOB}`);
    expect((await t.app.jobs.runDue())[JOB]).toMatchObject({ result: 'ok', periods: 1 });
    const periods = await rows(sql`select summary from job_periods where job = ${JOB}`);
    expect(periods).toEqual([
      {
        summary:
          'before 2025-01-12T07:45:00.000Z: 0 player sessions, 0 SMS codes, 0 login counters, 0 staff sessions, 0 visits',
      },
    ]);
    expect((await accessData(recent)).sessions[0]).toMatchObject({ ip: '127.0.0.1' });
  });

  it('erases in batches until nothing past the retention is left', async () => {
    // 2 500 sessions last used 400 days before the next period: three batches of 1 000.
    await t.database.db.execute(sql`
      insert into sessions (member_id, token_hash, ip, user_agent, created_at, last_seen_at, expires_at)
      select ${recent}, 'batch-' || g, '10.1.' || (g / 250) || '.' || (g % 250), 'Mozilla/5.0 (Linux; Android 14)',
        '2024-12-08T12:00:00Z', '2024-12-08T12:00:00Z', '2025-01-07T12:00:00Z'
      from generate_series(1, 2500) g`);
    t.clock.set('2026-01-13T08:00:00.000Z');
    expect((await t.app.jobs.runDue())[JOB]).toMatchObject({ result: 'ok', periods: 1 });
    const [summary] = await rows(
      sql`select summary from job_periods where job = ${JOB} and period = '2026-01-13T07:45:00.000Z'`,
    );
    expect(summary?.summary).toMatch(/: 2500 player sessions,/);
    expect(
      await rows(
        sql`select count(*)::int as n from sessions where token_hash like 'batch-%' and (ip is not null or user_agent is not null)`,
      ),
    ).toEqual([{ n: 0 }]);
  });
});
