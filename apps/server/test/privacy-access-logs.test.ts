import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, registerPlayer } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { bearer, createStaffSession } from './staff-fixtures.ts';

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
    expect(JSON.parse(period?.summary as string)).toMatchObject({
      key: 'accessLogsErased',
      detail: '2025-01-12T07:45:00.000Z',
      counts: { player_sessions: 1, staff_sessions: 1, visits: 1 },
    });

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
    expect(periods.map((p) => JSON.parse(p.summary as string))).toEqual([
      {
        key: 'accessLogsErased',
        counts: { n: 0, player_sessions: 0, SMS_codes: 0, login_counters: 0, staff_sessions: 0, visits: 0 },
        detail: '2025-01-12T07:45:00.000Z',
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
    expect(JSON.parse(summary?.summary as string).counts.player_sessions).toBe(2500);
    expect(
      await rows(
        sql`select count(*)::int as n from sessions where token_hash like 'batch-%' and (ip is not null or user_agent is not null)`,
      ),
    ).toEqual([{ n: 0 }]);
  });
});

describe('a hold on one player’s access logs (Marco Civil art. 15 §2)', () => {
  const holdsOf = (token: string, memberId: string) =>
    t.api('GET', `/admin/players/${memberId}/access-log-holds`, { headers: bearer(token) });
  const hold = (token: string, memberId: string, body: Record<string, unknown>, lang?: string) =>
    t.api('POST', `/admin/players/${memberId}/access-log-holds`, {
      headers: bearer(token),
      body,
      form: false,
      lang,
    });
  const release = (token: string, holdId: string, reason: string) =>
    t.api('POST', `/admin/access-log-holds/${holdId}/release`, {
      headers: bearer(token),
      body: { reason },
      form: false,
    });
  const ipsOf = async (memberId: string) => ({
    sessions: (await rows(sql`select ip from sessions where member_id = ${memberId}`)).map((r) => r.ip),
    sms: (
      await rows(
        sql`select c.ip from sms_codes c join members m on m.phone = c.phone where m.id = ${memberId}`,
      )
    ).map((r) => r.ip),
  });

  it('owners only; a bad request is named by field and writes nothing', async () => {
    t.clock.set('2026-02-01T15:00:00.000Z');
    const p = await registerPlayer(t);
    for (const role of ['finance', 'support', 'marketing'] as const) {
      const other = await createStaffSession(t, role);
      expect((await holdsOf(other, p.memberId)).data.error).toBe('STAFF_FORBIDDEN');
      expect(
        (await hold(other, p.memberId, { authority: 'PF', reference: 'Ofício 1', days: 60 })).data.error,
      ).toBe('STAFF_FORBIDDEN');
    }
    const owner = await createStaffSession(t, 'owner');
    const good = { authority: 'Polícia Federal — DRCC/SP', reference: 'Ofício 123/2026', days: 60 };
    for (const [field, value] of [
      ['authority', ''],
      ['authority', 'a\u202eb c'],
      ['reference', 'x'.repeat(121)],
      ['days', 0],
      ['days', 1826],
      ['days', 2.5],
    ] as const) {
      const refused = await hold(owner, p.memberId, { ...good, [field]: value }, 'en');
      expect(refused.data, `${field}=${value}`).toMatchObject({ field });
    }
    expect((await hold(owner, '999999999', good)).data.error).toBe('NOT_FOUND');
    expect((await holdsOf(owner, p.memberId)).data).toEqual({ list: [] });
  });

  it('keeps the held player’s sessions and SMS codes past the retention while the hold is in force', async () => {
    // Two players registered 400 days before the run; an authority asks to hold one of them.
    t.clock.set('2025-01-20T15:00:00.000Z');
    const held = await registerPlayer(t);
    const other = await registerPlayer(t);
    t.clock.set('2026-02-20T15:00:00.000Z');
    let owner = await createStaffSession(t, 'owner');
    const placed = await hold(owner, held.memberId, {
      authority: 'Ministério Público de São Paulo',
      reference: 'Requisição 77/2026',
      days: 60,
    });
    expect(placed.code, JSON.stringify(placed)).toBe(1);
    expect(placed.data.list).toEqual([
      expect.objectContaining({
        authority: 'Ministério Público de São Paulo',
        reference: 'Requisição 77/2026',
        held_until: '2026-04-21T15:00:00.000Z',
        released_at: null,
        in_force: true,
      }),
    ]);
    const audited = await rows(
      sql`select detail from staff_audit_log where action = 'privacy.hold' and target_id = ${held.memberId}`,
    );
    expect(audited).toHaveLength(1);

    t.clock.set('2026-02-21T08:00:00.000Z');
    expect((await t.app.jobs.runDue())[JOB]).toMatchObject({ result: 'ok' });
    expect(await ipsOf(held.memberId)).toEqual({ sessions: ['127.0.0.1'], sms: ['127.0.0.1'] });
    expect(await ipsOf(other.memberId)).toEqual({ sessions: [null], sms: [null] });

    // Released early (the court refused the order): the next period erases the held rows. (A day
    // later: the staff session idled out, so the owner signs in again.)
    const holdId = placed.data.list[0].id as string;
    owner = await createStaffSession(t, 'owner');
    const released = await release(owner, holdId, 'Pedido judicial indeferido');
    expect(released.data.list[0]).toMatchObject({
      in_force: false,
      release_reason: 'Pedido judicial indeferido',
    });
    const again = await release(owner, holdId, 'de novo');
    expect(again.data.list[0].release_reason).toBe('Pedido judicial indeferido');
    expect(
      await rows(
        sql`select 1 from staff_audit_log where action = 'privacy.release' and target_id = ${held.memberId}`,
      ),
    ).toHaveLength(1);
    t.clock.set('2026-02-22T08:00:00.000Z');
    expect((await t.app.jobs.runDue())[JOB]).toMatchObject({ result: 'ok' });
    expect(await ipsOf(held.memberId)).toEqual({ sessions: [null], sms: [null] });
  });

  it('a hold that reaches its end stops keeping the rows at the next period', async () => {
    t.clock.set('2025-03-01T15:00:00.000Z');
    const held = await registerPlayer(t);
    t.clock.set('2026-03-02T15:00:00.000Z');
    const owner = await createStaffSession(t, 'owner');
    const placed = await hold(owner, held.memberId, {
      authority: 'Polícia Civil — RJ',
      reference: 'IP 9/2026',
      days: 1,
    });
    expect(placed.code).toBe(1);
    // The 04:45 period of 03-03 starts before the hold ends (15:00 UTC that day): still kept.
    t.clock.set('2026-03-03T08:00:00.000Z');
    await t.app.jobs.runDue();
    expect((await ipsOf(held.memberId)).sessions).toEqual(['127.0.0.1']);
    t.clock.set('2026-03-04T08:00:00.000Z');
    await t.app.jobs.runDue();
    expect((await ipsOf(held.memberId)).sessions).toEqual([null]);
    const later = await createStaffSession(t, 'owner');
    expect((await holdsOf(later, held.memberId)).data.list[0]).toMatchObject({
      in_force: false,
      released_at: null,
    });
  });
});
