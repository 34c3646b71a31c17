import { randomUUID } from 'node:crypto';
import { FUND_TYPES } from '@jl/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  claimsOf,
  deposit,
  newPayer,
  sessionAt,
  setActivities,
  setProfile,
  transfersOf,
} from './activity-fixtures.ts';
import { registerPlayer } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { sandboxOf } from './pay-fixtures.ts';
import { NOON_SP, newPlayer } from './withdraw-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  // These tests move the clock by days between a player's calls; the idle end (30 min by default)
  // is tested in rg-session.test.ts.
  t = await createTestApp({ SESSION_IDLE_MINUTES: '525600' });
});
beforeEach(async () => {
  t.clock.set(NOON_SP);
  await setProfile(t, 'standard');
  await setActivities(t, {});
});
afterAll(async () => {
  if (t) {
    await sandboxOf(t).settle();
    await assertLedgerInvariants(t.database.db);
  }
  await t?.close();
});

const DAY = 86_400_000;
const list = (token?: string, lang?: string) => t.api('GET', '/activity/list', { token, lang });
const detail = (code: string, token?: string) => t.api('GET', '/activity/detail', { token, query: { code } });
const checkin = (token: string, key?: string) =>
  t.api('POST', '/activity/checkin', { token, headers: key ? { 'idempotency-key': key } : {} });
const receive = (token: string, code: string) =>
  t.api('POST', '/activity/receive', { token, body: { code } });
const wallet = async (token: string) => (await t.api('GET', '/wallet/info', { token })).data;

describe('GET /activity/list', () => {
  it('shows a visitor every activity with the configured amounts, in the asked language', async () => {
    const answer = await list(undefined, 'en');
    expect(answer.code).toBe(1);
    const codes = answer.data.list.map((a: { code: string }) => a.code);
    expect(codes).toEqual([
      'checkin',
      'red_envelope',
      'registration',
      'newcomer',
      'first_deposit',
      'recharge_reward',
      'daily_bonus',
      'cumulative_deposit',
      'invite',
      'download',
    ]);
    const registration = answer.data.list.find((a: { code: string }) => a.code === 'registration');
    expect(registration).toMatchObject({
      title: 'Registration bonus',
      fund_type: 20,
      allowed: true,
      legal: null,
    });
    // Money is Brazilian in every language (R$ 2,00), as CPFs and dates are.
    expect(registration.description).toMatch(/R\$\u00a02,00/);
    const pt = await list();
    expect(pt.data.list[2].description).toMatch(/R\$\s2,00/);
  });

  it('follows the configuration: a changed amount shows at once', async () => {
    await setActivities(t, { registrationBonus: { amount: '7.50' } });
    const answer = await list();
    expect(answer.data.list[2].description).toMatch(/R\$\s7,50/);
  });
});

describe('registration bonus (type 20) and the inviter spin', () => {
  it('offers the registration bonus to receive once, with its wagering, and gives the inviter one spin', async () => {
    const inviter = await registerPlayer(t);
    const before = await t.api('GET', '/activity/wheel', { token: inviter.token });
    expect(before.data.envelope).toBeNull();
    const friend = await registerPlayer(t, { invite_code: inviter.inviteCode });
    const friendId = BigInt(friend.memberId);
    // Nothing is credited without the player asking: a bonus adds wagering.
    expect(await transfersOf(t, friendId, FUND_TYPES.REGISTRATION_BONUS)).toHaveLength(0);
    let view = (await list(friend.token)).data.list.find((a: { code: string }) => a.code === 'registration');
    expect(view).toMatchObject({ state: 'claimable', reward: '2.00' });
    expect((await receive(friend.token, 'registration')).data).toMatchObject({
      amount: '2.00',
      fund_type: 20,
    });
    expect((await receive(friend.token, 'registration')).data.error).toBe('ACTIVITY_ALREADY_CLAIMED');
    const credits = await transfersOf(t, friendId, FUND_TYPES.REGISTRATION_BONUS);
    expect(credits).toHaveLength(1);
    expect(credits[0]!.wagerRequiredDelta).toBe(2_500n); // 12.5 × R$ 2,00
    expect(await wallet(friend.token)).toMatchObject({ locked: '2.00', wager_required: '25.00' });
    view = (await list(friend.token)).data.list.find((a: { code: string }) => a.code === 'registration');
    expect(view.state).toBe('claimed');
    // Replaying the registration events grants nothing more.
    await t.app.events.drain();
    const after = await t.api('GET', '/activity/wheel', { token: inviter.token });
    // The opening spin plus one for the invite.
    expect(after.data.spins).toBe(2);
  });
});

describe('daily check-in', () => {
  it('pays day 1, refuses a second claim the same São Paulo day, counts consecutive days and restarts after a gap', async () => {
    const player = await newPlayer(t, { withdrawPassword: false });
    const d0 = await detail('checkin', player.token);
    expect(d0.data.checkin).toMatchObject({ streak: 0, checked_today: false, next_day: 1 });
    expect(d0.data.checkin.days).toHaveLength(7);

    const first = await checkin(player.token);
    expect(first).toMatchObject({ code: 1, data: { amount: '0.50', streak: 1, fund_type: 30 } });
    const again = await checkin(player.token);
    expect(again).toMatchObject({ code: 0, data: { error: 'ACTIVITY_ALREADY_CLAIMED' } });

    // 23:59 São Paulo is still the same day (02:59 UTC next day).
    t.clock.set('2026-03-11T02:59:00.000Z');
    expect((await checkin(player.token)).data.error).toBe('ACTIVITY_ALREADY_CLAIMED');
    t.clock.set('2026-03-11T03:00:00.000Z');
    expect((await checkin(player.token)).data).toMatchObject({ amount: '0.80', streak: 2 });
    t.clock.set('2026-03-13T15:00:00.000Z'); // the 12th was missed
    expect((await checkin(player.token)).data).toMatchObject({ amount: '0.50', streak: 1 });
    const d1 = await detail('checkin', player.token);
    expect(d1.data.checkin).toMatchObject({ streak: 1, checked_today: true, next_day: 2 });
    expect(await transfersOf(t, player.memberId, 30)).toHaveLength(3);
    expect((await wallet(player.token)).wager_required).toBe('22.50'); // 12.5 × 1.80
  });

  it('pays the last reward from day 7 on', async () => {
    const player = await newPlayer(t, { withdrawPassword: false });
    const paid: string[] = [];
    for (let day = 0; day < 9; day++) {
      t.clock.set(new Date(Date.parse(NOON_SP) + day * DAY));
      paid.push((await checkin(await sessionAt(t, player.memberId))).data.amount);
    }
    expect(paid).toEqual(['0.50', '0.80', '1.00', '1.50', '2.00', '3.00', '5.00', '5.00', '5.00']);
  });

  it('pays once when claims race', async () => {
    const player = await newPlayer(t, { withdrawPassword: false });
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkin(player.token)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.data?.error === 'ACTIVITY_ALREADY_CLAIMED')).toHaveLength(5);
    expect(await transfersOf(t, player.memberId, 30)).toHaveLength(1);
  });

  it('answers a replay with the same Idempotency-Key with the first result', async () => {
    const player = await newPlayer(t, { withdrawPassword: false });
    const key = `checkin-${randomUUID()}`;
    const first = await checkin(player.token, key);
    const replay = await checkin(player.token, key);
    expect(replay).toMatchObject({ code: 1, data: first.data });
    expect(await transfersOf(t, player.memberId, 30)).toHaveLength(1);
  });

  it('needs a login', async () => {
    expect((await t.api('POST', '/activity/checkin')).code).toBe(409);
  });
});

describe('newcomer gift (type 21)', () => {
  it('needs a CPF, then pays the daily amount day by day for 10 days from registration', async () => {
    const bare = await newPlayer(t, { withdrawPassword: false });
    expect((await receive(bare.token, 'newcomer')).data.error).toBe('ACTIVITY_CPF_REQUIRED');

    const payer = await newPayer(t);
    expect((await receive(payer.token, 'newcomer')).data).toMatchObject({ amount: '1.00', fund_type: 21 });
    expect((await receive(payer.token, 'newcomer')).data.error).toBe('ACTIVITY_ALREADY_CLAIMED');
    t.clock.set(new Date(Date.parse(NOON_SP) + 9 * DAY)); // day 10
    const token = await sessionAt(t, payer.memberId);
    expect((await detail('newcomer', token)).data.newcomer).toMatchObject({ day: 10, days: 10 });
    expect((await receive(token, 'newcomer')).code).toBe(1);
    t.clock.set(new Date(Date.parse(NOON_SP) + 10 * DAY)); // day 11: over
    expect((await receive(token, 'newcomer')).data.error).toBe('ACTIVITY_NOTHING_TO_CLAIM');
    expect(await transfersOf(t, payer.memberId, 21)).toHaveLength(2);
  });
});

describe('deposit rewards', () => {
  it('offers the first-deposit reward (16) once and the recharge reward (14) per deposit, capped, credited on receipt', async () => {
    const payer = await newPayer(t);
    expect((await receive(payer.token, 'first_deposit')).data.error).toBe('ACTIVITY_NOTHING_TO_CLAIM');
    await deposit(t, payer, '100.00');
    // A deposit alone credits no bonus (and so adds no bonus wagering).
    expect(await transfersOf(t, payer.memberId, 16)).toHaveLength(0);
    expect((await wallet(payer.token)).wager_required).toBe('150.00');
    await deposit(t, payer, '50.00');
    expect((await receive(payer.token, 'first_deposit')).data).toMatchObject({
      amount: '10.00',
      fund_type: 16,
    });
    expect((await receive(payer.token, 'first_deposit')).data.error).toBe('ACTIVITY_ALREADY_CLAIMED');
    // Both deposits' recharge rewards in one receipt, one claim and one transfer each.
    expect((await receive(payer.token, 'recharge_reward')).data).toMatchObject({
      amount: '3.00',
      fund_type: 14,
    });
    expect((await receive(payer.token, 'recharge_reward')).data.error).toBe('ACTIVITY_NOTHING_TO_CLAIM');
    const first = await transfersOf(t, payer.memberId, 16);
    expect(first.map((x) => x.idempotencyKey)).toEqual([`activity:first_deposit:${payer.memberId}:once`]);
    expect(await transfersOf(t, payer.memberId, 14)).toHaveLength(2);
    const amounts = (await claimsOf(t, payer.memberId, 'recharge_reward')).map((c) => c.amountCents).sort();
    expect(amounts).toEqual([100n, 200n]);
    await deposit(t, payer, '10000.00'); // 2% = 200.00, capped at 100.00
    expect((await receive(payer.token, 'recharge_reward')).data.amount).toBe('100.00');
  });

  it('pays a deposit reward once when receipts race', async () => {
    const payer = await newPayer(t);
    await deposit(t, payer, '100.00');
    const answers = await Promise.all(Array.from({ length: 5 }, () => receive(payer.token, 'first_deposit')));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(await transfersOf(t, payer.memberId, 16)).toHaveLength(1);
  });

  it('releases the daily bonus over 5 days from the first recharge of the day only', async () => {
    const payer = await newPayer(t);
    await deposit(t, payer, '100.00'); // first of the day: 50% = R$ 50 over 5 days
    await deposit(t, payer, '500.00'); // second of the day: does not count
    const d = await detail('daily_bonus', payer.token);
    expect(d.data.daily_bonus).toMatchObject({ today: '10.00', upcoming: '40.00', days: 5 });
    expect((await receive(payer.token, 'daily_bonus')).data).toMatchObject({
      amount: '10.00',
      fund_type: 14,
    });
    expect((await receive(payer.token, 'daily_bonus')).data.error).toBe('ACTIVITY_ALREADY_CLAIMED');
    t.clock.set(new Date(Date.parse(NOON_SP) + 4 * DAY));
    expect((await receive(payer.token, 'daily_bonus')).data.amount).toBe('10.00');
    t.clock.set(new Date(Date.parse(NOON_SP) + 5 * DAY));
    expect((await receive(await sessionAt(t, payer.memberId), 'daily_bonus')).data.error).toBe(
      'ACTIVITY_NOTHING_TO_CLAIM',
    );
  });

  it('shows cumulative deposit progress x/100 and pays when reached', async () => {
    const payer = await newPayer(t);
    await deposit(t, payer, '60.00');
    let view = (await list(payer.token)).data.list.find(
      (a: { code: string }) => a.code === 'cumulative_deposit',
    );
    expect(view).toMatchObject({
      state: 'in_progress',
      progress: { current: '60.00', target: '100.00', percent: 60 },
    });
    expect((await receive(payer.token, 'cumulative_deposit')).data.error).toBe('ACTIVITY_NOTHING_TO_CLAIM');
    await deposit(t, payer, '40.00');
    view = (await list(payer.token)).data.list.find((a: { code: string }) => a.code === 'cumulative_deposit');
    expect(view.state).toBe('claimable');
    expect((await receive(payer.token, 'cumulative_deposit')).data).toMatchObject({ amount: '5.00' });
  });
});

describe('br-regulated', () => {
  it('lists only what the law allows and refuses the rest citing the article', async () => {
    await setProfile(t, 'br-regulated');
    const answer = await list();
    expect(answer.data.profile).toBe('br-regulated');
    expect(answer.data.list.map((a: { code: string }) => a.code)).toEqual(['download']);
    const player = await newPayer(t);
    const refused = await checkin(player.token);
    expect(refused).toMatchObject({ code: 0, data: { error: 'ACTIVITY_NOT_ALLOWED' } });
    expect(refused.msg).toContain('art. 42');
    expect((await t.api('POST', '/activity/wheel/spin', { token: player.token })).data.error).toBe(
      'ACTIVITY_NOT_ALLOWED',
    );
    // Deposit-conditional rewards cannot be received.
    await deposit(t, player, '100.00');
    for (const code of ['first_deposit', 'recharge_reward', 'daily_bonus', 'registration'])
      expect((await receive(player.token, code)).data.error).toBe('ACTIVITY_NOT_ALLOWED');
    expect(await transfersOf(t, player.memberId, 16)).toHaveLength(0);
    // An invited registration grants no spin.
    const inviter = await registerPlayer(t);
    await registerPlayer(t, { invite_code: inviter.inviteCode });
    const wheel = await t.api('GET', '/activity/wheel', { token: inviter.token });
    expect(wheel.data).toMatchObject({ allowed: false, spins: 0, envelope: null });
  });
});
