import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, type Player, registerPlayer, sandboxDeposit } from './players.ts';
import {
  clockedProduct,
  freshDataDir,
  type JobRow,
  LONG_SESSIONS,
  type Product,
  printedOwner,
  Staff,
  startProduct,
  until,
} from './product.ts';
import { addDays, mondayOf, spAt, spDay } from './sao-paulo.ts';

/**
 * The team's scheduled money as players see it, in accelerated time (docs/OPERATIONS.md "The test clock"):
 * the invite reward paid at 01:00 São Paulo the day after the invitee's first deposit, once; and the Monday
 * salary of a qualifying agent, computed once and received once by a deployment of two processes on one
 * PostgreSQL, one of them killed right after the clock passed Monday 00:10.
 */

// Moving the clock by days must not end the players' sessions (the 30-minute idle rule is not tested
// here); a token older than a day is still replaced (its successor comes in a response header this
// client does not keep), so players sign in again after a move of a day or more.
const phone = () => `Mozilla/5.0 (Linux; Android 14; SM-A${randomUUID().slice(0, 8)}) Mobile`;

type Income = {
  list: { type: number; amount: string; status: string; from: string | null }[];
  total: number;
};

const income = async (product: Product, player: Player, type: number): Promise<Income> =>
  (
    await product.call('/team/income', {
      method: 'GET',
      body: { type, page: 1, size: 50 },
      token: player.token,
    })
  ).data;
const teamBonus = async (product: Product, player: Player): Promise<string> =>
  (await product.call('/wallet/info', { token: player.token })).data.team_bonus;
const cents = (decimal: string) => Math.round(Number(decimal) * 100);

const jobOf = async (staff: Staff, name: string): Promise<JobRow> => {
  const list = (await staff.call('/admin/jobs')).data.list as JobRow[];
  const job = list.find((j) => j.name === name);
  if (!job) throw new Error(`no job ${name}`);
  return job;
};
/** Waits until the job's newest period that took effect is `period`. */
const jobRan = (staff: Staff, name: string, period: Date) =>
  until(
    `${name} to run its period ${period.toISOString()}`,
    async () => {
      const job = await jobOf(staff, name);
      return job.last_period && new Date(job.last_period).getTime() === period.getTime() ? job : null;
    },
    30_000,
    300,
  );
/** The process's ticks of one job so far (jl_job_runs_total, every result). */
async function ticksOf(product: Product, job: string): Promise<number> {
  let n = 0;
  for (const [key, value] of await product.metrics())
    if (key.startsWith('jl_job_runs_total{') && key.includes(`job="${job}"`)) n += value;
  return n;
}
/** Waits until the process has ticked the job twice more: a tick that began after now has ended. */
async function tickedAgain(product: Product, job: string): Promise<void> {
  const before = await ticksOf(product, job);
  await until(
    `${product.name} to tick ${job} again`,
    async () => (await ticksOf(product, job)) >= before + 2,
  );
}

describe('the invite reward, at 01:00 São Paulo the day after the first deposit', () => {
  let product: Product;
  let staff: Staff;
  beforeAll(async () => {
    ({ product, staff } = await clockedProduct('team-invite', 4720, LONG_SESSIONS));
  });
  afterAll(async () => product?.stop());

  it('pays each valid invite once, at the first 01:00 after the day of its first deposit', async () => {
    // Day D, 10:00 São Paulo: the inviter and three invitees, each on their own phone.
    const day = addDays(spDay(await product.now()), 1);
    await product.moveTo(spAt(day, '10:00'));
    const inviter = await registerPlayer(product, { device: phone() });
    const code = (await product.call('/team/info', { token: inviter.token })).data.invite_code as string;
    expect(code).toBeTruthy();
    const invite = () => registerPlayer(product, { inviteCode: code, device: phone() });
    const fifty = await invite();
    const ten = await invite();
    await sandboxDeposit(product, fifty, '50.00'); // tier ≥ 50 → R$ 10,00
    await sandboxDeposit(product, ten, '10.00'); // below the lowest tier (R$ 20,00): not a valid invite

    const inviteState = async () => (await product.call('/team/invite', { token: inviter.token })).data;
    expect(await inviteState()).toMatchObject({
      invites: 2,
      valid_invites: 1,
      rewards_due: 1,
      rewards_pending: '10.00',
      rewards_paid: '0.00',
    });

    // D+1 00:59: the scheduler has run the night's earlier job (split share, 00:15) and ticked the
    // invite reward again since; nothing is paid before 01:00.
    await product.moveTo(spAt(addDays(day, 1), '00:59'));
    await logIn(product, inviter);
    await jobRan(staff, 'team.split_share', spAt(addDays(day, 1), '00:15'));
    await tickedAgain(product, 'team.invite_reward');
    expect((await income(product, inviter, 28)).total).toBe(0);
    expect((await inviteState()).rewards_paid).toBe('0.00');

    // A first deposit after midnight is paid the night after, not at this 01:00.
    const late = await invite();
    await sandboxDeposit(product, late, '100.00'); // tier ≥ 100 → R$ 20,00
    const beforeFirst = await teamBonus(product, inviter);

    // D+1 01:00: the reward of D's deposit, once.
    await product.moveTo(spAt(addDays(day, 1), '01:00:30'));
    await logIn(product, inviter);
    const first = await until(
      'the invite reward of day D',
      async () => {
        const found = await income(product, inviter, 28);
        return found.total > 0 ? found : null;
      },
      30_000,
      300,
    );
    await jobRan(staff, 'team.invite_reward', spAt(addDays(day, 1), '01:00'));
    await tickedAgain(product, 'team.invite_reward');
    expect((await income(product, inviter, 28)).list).toEqual([
      expect.objectContaining({ type: 28, amount: '10.00', status: 'pending' }),
    ]);
    expect(first.list[0]!.from).toBeTruthy();
    expect(cents(await teamBonus(product, inviter))).toBe(cents(beforeFirst) + 1000);
    expect(await inviteState()).toMatchObject({
      valid_invites: 2,
      rewards_paid: '10.00',
      rewards_due: 1,
      rewards_pending: '20.00',
    });

    // D+2 01:00: the late invite's reward; the first one is not paid again.
    await product.moveTo(spAt(addDays(day, 2), '01:00:30'));
    await logIn(product, inviter);
    await jobRan(staff, 'team.invite_reward', spAt(addDays(day, 2), '01:00'));
    await tickedAgain(product, 'team.invite_reward');
    const both = await income(product, inviter, 28);
    expect(both.list.map((i) => i.amount).sort()).toEqual(['10.00', '20.00']);
    expect(cents(await teamBonus(product, inviter))).toBe(cents(beforeFirst) + 3000);
    expect(await inviteState()).toMatchObject({
      rewards_paid: '30.00',
      rewards_due: 0,
      rewards_pending: '0.00',
    });

    // D+3 01:00: nothing more.
    await product.moveTo(spAt(addDays(day, 3), '01:00:30'));
    await logIn(product, inviter);
    await jobRan(staff, 'team.invite_reward', spAt(addDays(day, 3), '01:00'));
    await tickedAgain(product, 'team.invite_reward');
    expect((await income(product, inviter, 28)).total).toBe(2);
    expect(cents(await teamBonus(product, inviter))).toBe(cents(beforeFirst) + 3000);
    expect((await jobOf(staff, 'team.invite_reward')).failures).toBe(0);
  });
});

describe('the Monday salary, one deployment of two processes on PostgreSQL', () => {
  const admin = 'postgres://postgres@127.0.0.1:5432/test';
  const database = `jl_effects_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let a: Product;
  let b: Product;
  let staff: Staff;

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${database}`);
    await client.end();
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
      APP_SECRET: 'effects-team-deployment-secret-0123456789',
      PIX_WEBHOOK_SECRET: 'effects-team-webhook-secret',
      TEST_CLOCK: 'true',
      JOBS_TICK_SECONDS: '1',
      ...LONG_SESSIONS,
    };
    a = await startProduct('salary-a', { ...env, PORT: '4722', DATA_DIR: freshDataDir() });
    b = await startProduct('salary-b', { ...env, PORT: '4723', DATA_DIR: freshDataDir() });
    // SEED_DEMO unset: still an owner, printed by the first start only.
    const owner = await printedOwner(a);
    expect(b.output()).not.toMatch(/Staff owner/);
    staff = new Staff(a, owner.login, owner.password);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`drop database if exists ${database} with (force)`);
    await client.end();
  });

  /** Both processes to the same instant (each has its own test clock). */
  const moveBoth = async (to: Date) => {
    await a.moveTo(to);
    await b.moveTo(to);
  };

  it('pays the salary of a qualifying week once, on either process, also when one is killed at 00:10', async () => {
    // A week W (Monday to Sunday, São Paulo): the agent's three invitees recharge three times each
    // (the default rule for an active subordinate; level 1 needs three, salary R$ 10,00).
    const later = Math.max((await a.now()).getTime(), (await b.now()).getTime());
    const week1 = mondayOf(addDays(spDay(new Date(later)), 7));
    await moveBoth(spAt(addDays(week1, 1), '12:00'));
    const agent = await registerPlayer(a, { device: phone() });
    const code = (await a.call('/team/info', { token: agent.token })).data.invite_code as string;
    const subordinates: Player[] = [];
    for (const on of [a, b, a])
      subordinates.push(await registerPlayer(on, { inviteCode: code, device: phone() }));
    const rechargeEach = async () => {
      for (const [i, s] of subordinates.entries())
        for (let n = 0; n < 3; n++) await sandboxDeposit(i % 2 === 0 ? a : b, s, '20.00');
    };
    await rechargeEach();
    const agentView = async (on: Product) => (await on.call('/team/agent', { token: agent.token })).data;
    // The per-day stats follow each deposit's event just after its commit.
    const thisWeek = await until('the three to count as active this week', async () => {
      const view = await agentView(b);
      return view.current.active === 3 ? view : null;
    });
    expect(thisWeek).toMatchObject({
      current: { week_start: week1, salary: '10.00' },
      salary_status: 'wait',
    });

    // Monday 00:10 of the next week, on both clocks: the job computes last week once, whichever
    // process runs it; the agent receives the salary once, however many times they ask, on either.
    const week2 = addDays(week1, 7);
    await moveBoth(spAt(week2, '00:10:30'));
    await logIn(b, agent);
    await jobRan(staff, 'team.agent_week', spAt(week2, '00:10'));
    for (const on of [a, b])
      expect(await agentView(on)).toMatchObject({
        last: { week_start: week1, active: 3, level: 1, salary: '10.00' },
        salary_status: 'claimable',
      });
    await receivedOnce(agent, week1);

    // Week W+1: the same three are active again. Monday 00:10: process A dies (SIGKILL) half a tick
    // after its clock passed 00:10 (before, during or after its run of the period: the outcome must
    // not depend on which), B's clock passes it; A starts again and is brought to the same time.
    await moveBoth(spAt(addDays(week2, 2), '15:00'));
    for (const s of subordinates) await logIn(b, s);
    await rechargeEach();
    const week3 = addDays(week2, 7);
    await a.moveTo(spAt(week3, '00:10:01'));
    await new Promise((r) => setTimeout(r, 500));
    await a.stop('SIGKILL');
    await b.moveTo(spAt(week3, '00:10:01'));
    await a.start();
    await a.moveTo(await b.now());
    await logIn(b, agent);
    await jobRan(staff, 'team.agent_week', spAt(week3, '00:10'));
    for (const on of [a, b])
      expect(await agentView(on)).toMatchObject({
        last: { week_start: week2, active: 3, level: 1, salary: '10.00' },
        salary_status: 'claimable',
      });
    await receivedOnce(agent, week2);
    expect((await income(a, agent, 5)).list.map((i) => i.amount)).toEqual(['10.00', '10.00']);
    const job = await jobOf(staff, 'team.agent_week');
    expect(job.failures).toBe(0);

    /** The salary of the week, asked for on both processes at once and again: credited once. */
    async function receivedOnce(who: Player, week: string) {
      const before = await teamBonus(b, who);
      const salaries = (await income(b, who, 5)).total;
      const answers = await Promise.all(
        [a, b, a, b].map((on) => on.call('/team/salary/receive', { token: who.token, body: {} })),
      );
      const paid = answers.filter((x) => x.code === 1);
      expect(paid.map((x) => x.data)).toEqual([{ amount: '10.00', week_start: week }]);
      for (const refused of answers.filter((x) => x.code !== 1))
        expect(refused.data?.error).toBe('TEAM_SALARY_NONE');
      const again = await b.call('/team/salary/receive', { token: who.token, body: {} });
      expect(again.data?.error).toBe('TEAM_SALARY_NONE');
      for (const on of [a, b]) {
        expect((await agentView(on)).salary_status).toBe('received');
        expect(cents(await teamBonus(on, who))).toBe(cents(before) + 1000);
        const found = await income(on, who, 5);
        expect(found.total).toBe(salaries + 1);
        expect(found.list[0]).toMatchObject({ type: 5, amount: '10.00', status: 'released' });
      }
    }
  });
});
