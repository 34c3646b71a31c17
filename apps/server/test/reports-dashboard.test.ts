import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../src/modules/admin/index.ts';
import { fundedPlayer } from './games-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { newOrder, newPayer, pixPaying, postWebhook } from './pay-fixtures.ts';
import { bearer, signInStaff } from './staff-fixtures.ts';

let t: TestApp;
let token = '';
/** Finance: the revenue figures are for finance and owners (marketing gets the counts only). */
let financeToken = '';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date());
  await createStaff(t.database.db, {
    username: 'mkt',
    email: 'mkt@x.dev',
    password: 'mkt-pass-123',
    role: 'marketing',
  });
  token = await signInStaff(t, 'mkt', 'mkt-pass-123');
  await createStaff(t.database.db, {
    username: 'fin',
    email: 'fin@x.dev',
    password: 'fin-pass-123',
    role: 'finance',
  });
  financeToken = await signInStaff(t, 'fin', 'fin-pass-123');
});
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
});

const dashboard = async () => {
  const answer = await t.api('GET', '/admin/reports/dashboard', { headers: bearer(financeToken) });
  expect(answer.code).toBe(1);
  return answer.data;
};

describe('GET /admin/reports/dashboard', () => {
  it('answers 30 São Paulo days ending today, all zero on an empty book', async () => {
    const data = await dashboard();
    expect(data.days).toHaveLength(30);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(t.clock.now);
    expect(data.days.at(-1).day).toBe(today);
    expect(data.days.at(-1)).toMatchObject({ deposits: '0.00', ggr: '0.00', rounds: 0 });
  });

  it('counts today’s deposits, first deposits, registrations, rounds, GGR and NGR from the books', async () => {
    const before = (await dashboard()).days.at(-1);
    // Two players deposit through Pix (one twice: one first deposit each).
    const payers = [await newPayer(t, 'Ana Souza'), await newPayer(t, 'Bruno Lima')];
    for (const [payer, amount] of [
      [payers[0]!, '50.00'],
      [payers[0]!, '20.00'],
      [payers[1]!, '35.50'],
    ] as const) {
      const order = await newOrder(t, payer, amount);
      expect((await postWebhook(t, pixPaying(t, order, payer))).code).toBe(1);
    }
    // A third player plays ten rounds.
    const gambler = await fundedPlayer(t.database.db, 100_00n);
    for (let i = 0; i < 10; i++) {
      const round = await t.api('POST', '/originals/fruit-trio/play', {
        token: gambler.token,
        body: { bet: '1.00' },
      });
      expect(round.code).toBe(1);
    }
    const sums = (await t.database.db.execute(
      sql`select coalesce(sum(bet - win), 0)::text as ggr, count(*)::int as n from game_rounds`,
    )) as unknown as { rows: { ggr: string; n: number }[] };
    const today = (await dashboard()).days.at(-1);
    expect(today.deposits).toBe('105.50');
    expect(today.first_deposits - before.first_deposits).toBe(2);
    expect(today.registrations - before.registrations).toBe(3);
    expect(today.rounds).toBe(sums.rows[0]!.n);
    expect(today.active_players).toBe(1);
    const ggrCents = BigInt(sums.rows[0]!.ggr);
    const sign = ggrCents < 0n ? '-' : '';
    const abs = ggrCents < 0n ? -ggrCents : ggrCents;
    expect(today.ggr).toBe(`${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`);
    // Bonus cost is what the expense accounts paid today; NGR is GGR minus it.
    const ngr = Math.round(Number(today.ggr) * 100) - Math.round(Number(today.bonus_cost) * 100);
    expect(Math.round(Number(today.ngr) * 100)).toBe(ngr);
  });

  it('exposes business gauges on /metrics from the database', async () => {
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
    expect(value('jl_deposits_credited')).toBe(3);
    expect(value('jl_deposits_credited_brl')).toBe(105.5);
    expect(value('jl_rounds')).toBe(10);
    expect(value('jl_payouts_sent')).toBe(0);
    expect(value('jl_adjustments_pending')).toBe(0);
  });

  it('reports observed RTP per game from the same rounds, inside or outside its 99% interval', async () => {
    await createStaff(t.database.db, {
      username: 'own',
      email: 'own@x.dev',
      password: 'own-pass-123',
      role: 'owner',
    });
    const owner = bearer(await signInStaff(t, 'own', 'own-pass-123'));
    const answer = await t.api('GET', '/admin/games/rtp', { headers: owner });
    const fruit = answer.data.list.find((g: { code: string }) => g.code === 'fruit-trio');
    expect(fruit).toMatchObject({ rounds: 10, stakes: '10.00' });
    expect(fruit.observed).toBeCloseTo(Number(fruit.wins) / 10, 12);
    expect(fruit.low).toBeLessThan(fruit.rtp);
    expect(fruit.high).toBeGreaterThan(fruit.rtp);
    expect(fruit.alarm).toBe(fruit.observed < fruit.low || fruit.observed > fruit.high);
    const unplayed = answer.data.list.find((g: { code: string }) => g.code === 'jungle-ways');
    expect(unplayed).toMatchObject({ rounds: 0, observed: null, alarm: false });

    // The page of every game, assembled by reports from each module's own read function.
    const all = await t.api('GET', '/admin/reports/rtp', { headers: owner });
    expect(all.code, all.msg).toBe(1);
    expect(all.data.confidence).toBe(0.99);
    type Row = { family: string; code: string; low: number | null; refunded: unknown; unit: string };
    const rows = all.data.list as Row[];
    const of = (family: string, code: string) => rows.find((r) => r.family === family && r.code === code);
    expect(of('original', 'fruit-trio')).toMatchObject({ rounds: 10, stakes: '10.00', unit: 'rtp' });
    expect(of('original', 'fruit-trio')!.low).toBeGreaterThanOrEqual(0);
    expect(of('live', 'crash')).toMatchObject({ expected: 0.99, refunded: { count: 0, stakes: '0.00' } });
    expect(of('live', 'roulette')).toMatchObject({ expected: 36 / 37, max: 36 });
    const wheel = of('wheel', 'red_envelope');
    expect(wheel).toMatchObject({ unit: 'per_spin', expected: 290, max: 5000 });
    for (const r of rows) if (r.low !== null) expect(r.low).toBeGreaterThanOrEqual(0);
    const marketing = await t.api('GET', '/admin/reports/rtp', { headers: bearer(token) });
    expect(marketing.code).not.toBe(1);
  });

  it('counts the pending work: withdrawals under review and Pix received but not credited', async () => {
    const data = await dashboard();
    expect(data.pending).toEqual({
      withdrawals_to_review: 0,
      payments_not_credited: 0,
      adjustments_to_approve: 0,
      tickets_open: 0,
      tickets_waiting: 0,
      referrals_flagged: 0,
      kyc_to_review: 0,
      jobs_failing: 0,
    });
    const payer = await newPayer(t, 'Carla Dias');
    const order = await newOrder(t, payer, '40.00');
    await postWebhook(t, pixPaying(t, order, payer, { amount: '39.00' }));
    expect((await dashboard()).pending.payments_not_credited).toBe(1);
    await t.api('POST', '/service/tickets', {
      token: payer.token,
      body: { subject: 'Pix', message: 'Paguei 39' },
    });
    expect((await dashboard()).pending).toMatchObject({ tickets_open: 1, tickets_waiting: 1 });
    // A flagged referral, a failing job and an overdue one are counted too (rows as the screen and the
    // scheduler write them). Overdue: a job whose last period is an hour old — a stopped scheduler.
    await t.database.db.execute(
      sql`insert into job_state (job, failures, last_error) values ('privacy.access-logs', 2, 'boom')`,
    );
    const hourAgo = new Date(t.clock.now.getTime() - 3_600_000).toISOString();
    await t.database.db.execute(
      sql`insert into job_state (job, last_period) values ('events.deliver', ${hourAgo})
          on conflict (job) do update set last_period = excluded.last_period, failures = 0`,
    );
    await t.database.db.execute(
      sql`update team_referrals set status = 'flagged', flagged_at = now() where member_id = ${String(payer.memberId)}::bigint`,
    );
    const pending = (await dashboard()).pending;
    expect(pending.jobs_failing).toBe(2);
    expect(pending.referrals_flagged).toBe(
      Number(
        (
          (await t.database.db.execute(
            sql`select count(*)::int as n from team_referrals where status = 'flagged'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      ),
    );
  });
});
