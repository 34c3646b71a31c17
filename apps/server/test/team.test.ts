import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { JobContext } from '../src/jobs/index.ts';
import { createStaff } from '../src/modules/admin/index.ts';
import { findInviter, listLevel1, listLevel2 } from '../src/modules/team/index.ts';
import { splitShareJob } from '../src/modules/team/team-jobs.ts';
import { getWallet } from '../src/modules/wallet/index.ts';
import { createTestApp, TEST_DB_KIND, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { sandboxOf } from './pay-fixtures.ts';
import { bearer, signInStaff } from './staff-fixtures.ts';
import { deposit, join, setProfile, setTeamSettings, sp, type TeamPlayer, tok } from './team-fixtures.ts';
import { bet, giveCash } from './withdraw-fixtures.ts';

let t: TestApp;
let a: TeamPlayer;
let b: TeamPlayer;
let c: TeamPlayer;
let d: TeamPlayer;

const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
const teamBonus = async (p: TeamPlayer) => (await getWallet(t.database.db, p.memberId)).teamBonus;
const transfersWithKey = async (prefix: string) =>
  Number(
    (
      await rows(
        sql`select count(*)::int as n from ledger_transfers where idempotency_key like ${`${prefix}%`}`,
      )
    )[0]?.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(sp('2026-03-02T12:00:00')); // a Monday
  await createStaff(t.database.db, {
    username: 'support',
    email: 'support@jogolimpo.local',
    password: 'support-pass-123',
    role: 'finance',
  });
});

/** A finance staff member (releases are finance's), signed in with both factors (password + TOTP). */
async function staffAuth() {
  return bearer(await signInStaff(t, 'support', 'support-pass-123'));
}

afterAll(async () => {
  if (t) {
    await sandboxOf(t).settle();
    await assertLedgerInvariants(t.database.db);
  }
  await t?.close();
});

describe('the API', () => {
  it('is in the OpenAPI document at the issue’s paths and refuses anonymous calls with 409', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/team/info',
      '/team/members',
      '/team/income',
      '/team/agent',
      '/team/salary/receive',
      '/team/bonus/withdraw',
      '/team/invite',
      '/team/chest/open',
      '/admin/team/referrals',
    ])
      expect(doc.paths[path], path).toBeDefined();
    expect((await t.api('GET', '/team/info')).code).toBe(409);
    expect((await t.api('POST', '/team/bonus/withdraw', { body: { amount: '1.00' } })).code).toBe(409);
    expect((await t.api('GET', '/admin/team/referrals')).code).toBe(409);
  });
});

describe('the tree', () => {
  it('is built from real registrations: three generations, two levels each', async () => {
    a = await join(t);
    b = await join(t, a.inviteCode);
    c = await join(t, b.inviteCode);
    d = await join(t, c.inviteCode);
    expect(await findInviter(t.database.db, b.memberId)).toBe(a.memberId);
    expect(await listLevel1(t.database.db, a.memberId)).toEqual([b.memberId]);
    expect(await listLevel2(t.database.db, a.memberId)).toEqual([c.memberId]);
    expect(await listLevel2(t.database.db, b.memberId)).toEqual([d.memberId]);
    const info = await t.api('GET', '/team/info', { token: await tok(t, a) });
    expect(info.data).toMatchObject({ level1_count: 1, level2_count: 1, invite_code: a.inviteCode });
    expect(info.data.invite_link).toContain(`?regKey=${a.inviteCode}`);
    expect(info.data.qr_image).toMatch(/^data:image\/svg\+xml;base64,/);
    const l2 = await t.api('GET', '/team/members', { token: await tok(t, a), query: { level: '2' } });
    expect(l2.data.total).toBe(1);
    expect(l2.data.list[0].name).not.toContain(c.phone.slice(-8, -4));
  });
});

describe('profit share (type 4)', () => {
  it('credits level 1 and level 2 once per deposit, however often the webhook is replayed', async () => {
    await deposit(t, c, '100.00', 3);
    // Agent level 0: 1% to level 1 (B), 0.5% to level 2 (A).
    expect(await teamBonus(b)).toBe(100n);
    expect(await teamBonus(a)).toBe(50n);
    expect(await transfersWithKey('team:4:')).toBe(2);
    const income = await t.api('GET', '/team/income', { token: await tok(t, b) });
    expect(income.data.list).toHaveLength(1);
    expect(income.data.list[0]).toMatchObject({ type: 4, amount: '1.00', status: 'pending', level: 1 });
    expect(income.data.pending_amount).toBe('1.00');
    const members = await t.api('GET', '/team/members', { token: await tok(t, b), query: { level: '1' } });
    expect(members.data.list[0]).toMatchObject({ first_deposit: true, contribution: '1.00' });
  });

  it('holds commissions for the holding period, then moves them to the wallet with wagering', async () => {
    await setTeamSettings(t, { withdrawMin: '0.50' });
    const early = await t.api('POST', '/team/bonus/withdraw', {
      token: await tok(t, b),
      body: { amount: '1.00' },
    });
    expect(early).toMatchObject({ code: 0, data: { error: 'TEAM_LINK_FAILED' } });
    t.clock.advance(73 * 3_600_000);
    const below = await t.api('POST', '/team/bonus/withdraw', {
      token: await tok(t, b),
      body: { amount: '0.10' },
    });
    expect(below.data.error).toBe('TEAM_LINK_FAILED');
    // Two moves of the whole available amount race with different keys: one moves it, one is refused.
    const keys = [randomUUID(), randomUUID()];
    const token = await tok(t, b);
    const raced = await Promise.all(
      keys.map((k) =>
        t.api('POST', '/team/bonus/withdraw', {
          token,
          body: { amount: '1.00' },
          headers: { 'idempotency-key': k },
        }),
      ),
    );
    expect(raced.map((r) => r.code).sort()).toEqual([0, 1]);
    const moved = raced.find((r) => r.code === 1)!;
    const key = keys[raced.indexOf(moved)]!;
    expect(raced.find((r) => r.code === 0)!.data.error).toBe('TEAM_LINK_FAILED');
    expect(moved).toMatchObject({
      code: 1,
      data: { amount: '1.00', available: '0.00', wager_added: '1.00' },
    });
    const replay = await t.api('POST', '/team/bonus/withdraw', {
      token: await tok(t, b),
      body: { amount: '1.00' },
      headers: { 'idempotency-key': key },
    });
    expect(replay).toMatchObject({ code: 1, data: { amount: '1.00' } }); // the first answer, not a refusal
    expect(await transfersWithKey(`teamout:${b.memberId}:`)).toBe(1);
    const wallet = await getWallet(t.database.db, b.memberId);
    expect(wallet.teamBonus).toBe(0n);
    expect(wallet.locked).toBe(100n);
    expect(wallet.wagerRequired).toBe(100n);
  });
});

describe('split share (type 23)', () => {
  it('pays the previous day once per agent, across a crash between items and concurrent runs', async () => {
    t.clock.set(sp('2026-03-10T15:00:00'));
    await t.app.jobs.runDue(); // first run of each job: sets its cursor
    await bet(t, c.memberId, 5000n); // R$ 50 of valid bets by C (B level 1, A level 2)
    await giveCash(t, d.memberId, 10000n);
    await bet(t, d.memberId, 10000n); // R$ 100 by D (C level 1, B level 2)
    t.clock.set(sp('2026-03-11T00:20:00'));
    // A crash between items: the first agent's item commits, then the process dies.
    let claims = 0;
    const crashing: JobContext = {
      db: t.database.db,
      period: sp('2026-03-11T00:15:00'),
      periodKey: sp('2026-03-11T00:15:00').toISOString(),
      now: () => t.clock.now,
      log: { info() {}, warn() {}, error() {} },
      claim: async (tx, item) => {
        claims += 1;
        if (claims > 1) throw new Error('killed');
        const inserted = await tx.execute(
          sql`insert into job_claims (job, period, item, claimed_at)
              values ('team.split_share', ${sp('2026-03-11T00:15:00').toISOString()}, ${item}, now())
              on conflict do nothing returning item`,
        );
        return (inserted as unknown as { rows: unknown[] }).rows.length > 0;
      },
    };
    await expect((splitShareJob.run as (ctx: JobContext) => Promise<unknown>)(crashing)).rejects.toThrow(
      'killed',
    );
    const second =
      TEST_DB_KIND === 'postgres'
        ? await buildApp({ config: t.config, database: t.database, now: () => t.clock.now })
        : null;
    await Promise.all([t.app.jobs.runDue(), second?.jobs.runDue()]);
    await t.app.jobs.runDue();
    await second?.close();
    // B: 0.10% of C's 50 = 0.05, plus 0.05% of D's 100 = 0.05; A: 0.05% of 50 = 0.02 (floored); C: 0.10 of 100.
    expect(await transfersWithKey('team:23:')).toBe(3);
    const split = await rows(
      sql`select beneficiary_id::text as b, sum(amount_cents)::int as s from team_commissions where code = 23 group by 1 order by 1`,
    );
    expect(split).toEqual([
      { b: String(a.memberId), s: 2 },
      { b: String(b.memberId), s: 10 },
      { b: String(c.memberId), s: 10 },
    ]);
  });
});

describe('invite rewards and chests', () => {
  it('pays a valid invite at 01:00 the next day, once, and opens the first chest once', async () => {
    t.clock.set(sp('2026-03-12T10:00:00'));
    await deposit(t, b, '50.00'); // B: CPF bound, first deposit R$ 50 → A's valid invite, tier R$ 10
    const before = await t.api('GET', '/team/invite', { token: await tok(t, a) });
    expect(before.data).toMatchObject({ valid_invites: 1, rewards_due: 1, rewards_pending: '10.00' });
    t.clock.set(sp('2026-03-12T23:00:00'));
    await t.app.jobs.runDue();
    expect(await transfersWithKey(`team:28:${a.memberId}:`)).toBe(0);
    t.clock.set(sp('2026-03-13T01:00:30'));
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(await transfersWithKey(`team:28:${a.memberId}:`)).toBe(1);
    const after = await t.api('GET', '/team/invite', { token: await tok(t, a) });
    expect(after.data).toMatchObject({ rewards_paid: '10.00', rewards_due: 0 });
    expect(after.data.chests[0]).toMatchObject({ chest: 1, invites_needed: 1, state: 'openable' });
    expect(after.data.chests[1].state).toBe('locked');
    const [first, twin] = await Promise.all([
      t.api('POST', '/team/chest/open', { token: await tok(t, a), body: { chest: 1 } }),
      t.api('POST', '/team/chest/open', { token: await tok(t, a), body: { chest: 1 } }),
    ]);
    expect([first.code, twin.code].sort()).toEqual([0, 1]);
    const locked = await t.api('POST', '/team/chest/open', { token: await tok(t, a), body: { chest: 2 } });
    expect(locked.data.error).toBe('TEAM_CHEST_LOCKED');
    expect(await transfersWithKey(`team:3:${a.memberId}:`)).toBe(1);
  });
});

describe('agents and weekly salary (type 5)', () => {
  it('counts active subordinates inside the São Paulo week only and pays the salary once, on Mondays', async () => {
    await setTeamSettings(t, {
      withdrawMin: '0.50',
      agentLevels: [
        {
          level: 0,
          activeNeeded: 0,
          shareRate1: '1.00',
          shareRate2: '0.50',
          splitRate1: '0.10',
          splitRate2: '0.05',
          salary: '0.00',
        },
        {
          level: 1,
          activeNeeded: 2,
          shareRate1: '2.00',
          shareRate2: '1.00',
          splitRate1: '0.20',
          splitRate2: '0.10',
          salary: '10.00',
        },
      ],
    });
    t.clock.set(sp('2026-03-16T09:00:00')); // Monday
    const x = await join(t);
    const e = await join(t, x.inviteCode);
    const f = await join(t, x.inviteCode);
    const g = await join(t, x.inviteCode);
    await deposit(t, e, '100.00');
    await deposit(t, f, '100.00');
    for (const at of ['2026-03-16T10:00:00', '2026-03-18T10:00:00', '2026-03-22T23:59:00']) {
      t.clock.set(sp(at));
      await bet(t, e.memberId, 100n); // E: 3 days in the week (the last one Sunday 23:59)
    }
    for (const at of ['2026-03-16T11:00:00', '2026-03-18T11:00:00', '2026-03-23T00:00:00']) {
      t.clock.set(sp(at));
      await bet(t, f.memberId, 100n); // F: 2 days in the week (Monday 00:00 is the next week)
    }
    t.clock.set(sp('2026-03-17T10:00:00'));
    for (const amount of ['20.00', '20.00']) await deposit(t, g, amount);
    t.clock.set(sp('2026-03-21T10:00:00'));
    await deposit(t, g, '20.00'); // G: recharged 3 times
    t.clock.set(sp('2026-03-23T00:11:00'));
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const agent = await t.api('GET', '/team/agent', { token: await tok(t, x) });
    expect(agent.data.last).toMatchObject({ week_start: '2026-03-16', active: 2, level: 1, salary: '10.00' });
    expect(agent.data.salary_status).toBe('claimable');
    t.clock.set(sp('2026-03-24T10:00:00')); // Tuesday
    const tuesday = await t.api('POST', '/team/salary/receive', { token: await tok(t, x) });
    expect(tuesday.data.error).toBe('TEAM_SALARY_NOT_MONDAY');
    t.clock.set(sp('2026-03-30T10:00:00')); // next Monday: the week before (23–29) has no salary
    expect((await t.api('POST', '/team/salary/receive', { token: await tok(t, x) })).data.error).toBe(
      'TEAM_SALARY_NONE',
    );
    t.clock.set(sp('2026-03-23T23:59:00')); // back on the Monday it opened
    const [one, two] = await Promise.all([
      t.api('POST', '/team/salary/receive', { token: await tok(t, x) }),
      t.api('POST', '/team/salary/receive', { token: await tok(t, x) }),
    ]);
    expect([one.code, two.code].sort()).toEqual([0, 1]);
    expect(await transfersWithKey(`team:5:${x.memberId}:`)).toBe(1);
    expect(await teamBonus(x)).toBeGreaterThanOrEqual(1000n);
    // The level in force this week raises the profit-share rate to 2%.
    const before = await teamBonus(x);
    await deposit(t, e, '50.00');
    expect((await teamBonus(x)) - before).toBe(100n);
  });
});

describe('fraud screen', () => {
  it('flags a referral sharing the inviter’s device and IP: it earns nothing until staff clear it', async () => {
    t.clock.set(sp('2026-04-01T10:00:00'));
    const owner = await join(t, undefined, 'Same-Phone/1');
    const twin = await join(t, owner.inviteCode, 'Same-Phone/1');
    await deposit(t, twin, '100.00');
    expect(await teamBonus(owner)).toBe(0n);
    const income = await t.api('GET', '/team/income', { token: owner.token });
    expect(income.data.list[0]).toMatchObject({ status: 'withheld', amount: '1.00' });
    expect(income.data.list[0].reason).toBeTruthy();
    const auth = await staffAuth();
    const flagged = await t.api('GET', '/admin/team/referrals', { headers: auth });
    expect(flagged.data.list.map((r: { member_id: string }) => r.member_id)).toContain(String(twin.memberId));
    const cleared = await t.api('POST', `/admin/team/referrals/${twin.memberId}/clear`, {
      headers: auth,
      body: { note: 'Same household, checked by phone' },
    });
    expect(cleared).toMatchObject({ code: 1, data: { status: 'cleared', credited: '1.00' } });
    expect(await teamBonus(owner)).toBe(100n);
    const again = await t.api('POST', `/admin/team/referrals/${twin.memberId}/clear`, {
      headers: auth,
      body: { note: 'again' },
    });
    expect(again.data.error).toBe('TEAM_REFERRAL_STATE');
    const audited = await rows(
      sql`select count(*)::int as n from staff_audit_log where action = 'team.referral.clear'`,
    );
    expect(audited[0]?.n).toBe(1);
  });
  it('flags a referral whose recharge mobile is the inviter’s phone; rejected, its commissions are void', async () => {
    const owner = await join(t);
    const cousin = await join(t, owner.inviteCode);
    await deposit(t, cousin, '100.00', 1, 'Carla Dias', owner.phone);
    expect(await teamBonus(owner)).toBe(0n);
    const auth = await staffAuth();
    const flagged = await t.api('GET', '/admin/team/referrals', { headers: auth });
    const row = flagged.data.list.find((r: { member_id: string }) => r.member_id === String(cousin.memberId));
    expect(row).toMatchObject({ status: 'flagged', reasons: ['phone'], withheld: '1.00' });
    const rejected = await t.api('POST', `/admin/team/referrals/${cousin.memberId}/reject`, {
      headers: auth,
      body: { note: 'Same phone as the inviter' },
    });
    expect(rejected).toMatchObject({ code: 1, data: { status: 'rejected', credited: '0.00' } });
    await deposit(t, cousin, '100.00');
    expect(await teamBonus(owner)).toBe(0n);
    const income = await t.api('GET', '/team/income', { token: await tok(t, owner) });
    expect(income.data).toMatchObject({ total: 0, total_amount: '0.00' });
    const invite = await t.api('GET', '/team/invite', { token: await tok(t, owner) });
    expect(invite.data.valid_invites).toBe(0);
  });
});

describe('br-regulated', () => {
  it('keeps the tree and the link but refuses every money endpoint and pays nothing', async () => {
    await setProfile(t, 'br-regulated');
    const info = await t.api('GET', '/team/info', { token: await tok(t, a), lang: 'en' });
    expect(info.data).toMatchObject({ cash: 'br_regulated', level1_count: 1 });
    for (const [path, body] of [
      ['/team/bonus/withdraw', { amount: '1.00' }],
      ['/team/salary/receive', undefined],
      ['/team/chest/open', { chest: 2 }],
    ] as const) {
      const answer = await t.api('POST', path, { token: await tok(t, a), body, lang: 'en' });
      expect(answer.data.error, path).toBe('TEAM_CASH_DISABLED');
      expect(answer.msg).toContain('Portaria');
    }
    const before = await teamBonus(b);
    await deposit(t, c, '100.00');
    expect(await teamBonus(b)).toBe(before);
    await setProfile(t, 'standard');
  });
});
