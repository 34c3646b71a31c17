import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema.ts';
import { updateSettingsSection } from '../src/modules/config/index.ts';
import { levelFor } from '../src/modules/vip/index.ts';
import { getWallet, refundStake } from '../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { newOrder, newPayer, pixPaying, postWebhook } from './pay-fixtures.ts';
import { bet, giveCash, NOON_SP, newPlayer, setRecharge } from './withdraw-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOON_SP);
});
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
});

const info = (token: string, lang?: string) => t.api('GET', '/vip/info', { token, lang });
const receive = (token: string, level: number | string) =>
  t.api('POST', '/vip/receive', { token, body: { level: String(level) } });

async function storedLevel(memberId: bigint): Promise<number> {
  const [row] = await t.database.db
    .select({ level: members.vipLevel })
    .from(members)
    .where(eq(members.id, memberId));
  return row!.level;
}

describe('levelFor', () => {
  const rules = [0, 1, 2].map((level) => ({
    level,
    recharge: `${level * 100}.00`,
    bet: `${level * 1000}.00`,
    reward: '0.00',
    withdrawTimesPerDay: 0,
    withdrawMax: '0.00',
    withdrawFeeBps: 0,
    maxGameBalance: null,
  }));
  it('needs both the recharge and the bets of a level', () => {
    expect(levelFor(rules, 0n, 0n)).toBe(0);
    expect(levelFor(rules, 10_000n, 99_999n)).toBe(0);
    expect(levelFor(rules, 9_999n, 100_000n)).toBe(0);
    expect(levelFor(rules, 10_000n, 100_000n)).toBe(1);
    expect(levelFor(rules, 1_000_000n, 200_000n)).toBe(2);
  });
});

describe('GET /vip/info', () => {
  it('starts at VIP0 with real progress toward VIP1 and the whole table', async () => {
    const player = await newPlayer(t, { withdrawPassword: false });
    const answer = await info(player.token);
    expect(answer.code).toBe(1);
    expect(answer.data).toMatchObject({
      level: 0,
      recharge_total: '0.00',
      bet_total: '0.00',
      min_withdraw_level: 2,
      rewards_enabled: true,
      claimable_total: '0.00',
      next: {
        level: 1,
        recharge: '20.00',
        bet: '200.00',
        recharge_percent: 0,
        bet_percent: 0,
        recharge_remaining: '20.00',
      },
    });
    expect(answer.data.levels).toHaveLength(11);
    expect(answer.data.levels[2]).toMatchObject({
      level: 2,
      withdraw_times_per_day: 3,
      withdraw_max: '1000.00',
      withdraw_fee_bps: 200,
      reached: false,
      reward_status: 'locked',
    });
    expect(answer.data.levels[10].max_game_balance).toBeNull();
    expect((await t.api('GET', '/vip/info', {})).code).toBe(409);
  });

  it('counts credited Pix deposits and valid bets (refunded rounds excluded), and raises the stored level', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer, '20.00');
    expect((await postWebhook(t, pixPaying(t, order, payer))).code).toBe(1);
    let answer = await info(payer.token);
    expect(answer.data).toMatchObject({ level: 0, recharge_total: '20.00', next: { recharge_percent: 100 } });
    await giveCash(t, payer.memberId, 30_000n);
    await bet(t, payer.memberId, 15_000n);
    // A cancelled round does not count.
    const roundId = randomUUID();
    await bet(t, payer.memberId, 10_000n, roundId);
    answer = await info(payer.token);
    expect(answer.data).toMatchObject({ level: 1, bet_total: '250.00', next: { level: 2 } });
    expect(answer.data.levels[1]).toMatchObject({ reached: true, reward_status: 'claimable' });
    expect(await storedLevel(payer.memberId)).toBe(1);
    await t.database.db.transaction((tx) =>
      refundStake(tx, { memberId: payer.memberId, platform: 'originals', roundId }),
    );
    await t.app.events.drain();
    answer = await info(payer.token);
    // The refunded stake no longer counts, and the level reached stays.
    expect(answer.data).toMatchObject({ level: 1, bet_total: '150.00', next: { level: 2, bet_percent: 15 } });
  });

  it('never lowers a level', async () => {
    const player = await newPlayer(t, { withdrawPassword: false });
    await t.database.db.update(members).set({ vipLevel: 3 }).where(eq(members.id, player.memberId));
    const answer = await info(player.token);
    expect(answer.data.level).toBe(3);
    expect(answer.data.levels.filter((l: { reached: boolean }) => l.reached)).toHaveLength(4);
    expect(await storedLevel(player.memberId)).toBe(3);
  });
});

describe('POST /vip/receive', () => {
  async function vip2Player() {
    const player = await newPlayer(t, { withdrawPassword: false });
    await giveCash(t, player.memberId, 100_000n);
    await bet(t, player.memberId, 100_000n);
    await setRecharge(t, player.memberId, 10_000n);
    return player;
  }

  it('pays each reached level once (type 6 "grade", into locked, with its wagering)', async () => {
    const player = await vip2Player();
    const before = await info(player.token);
    expect(before.data).toMatchObject({ level: 2, claimable_total: '6.00' });
    const first = await receive(player.token, 2);
    expect(first).toMatchObject({ code: 1, msg: 'Recebido com sucesso', data: { level: 2, amount: '5.00' } });
    expect(first.data.info.levels[2].reward_status).toBe('received');
    const wallet = await getWallet(t.database.db, player.memberId);
    expect(wallet.locked).toBe(500n);
    expect(wallet.wagerRequired).toBe(6_250n); // 12.5 × R$ 5
    const again = await receive(player.token, 2);
    expect(again).toMatchObject({ code: 0, data: { error: 'VIP_REWARD_RECEIVED' } });
    expect((await receive(player.token, 1)).data.amount).toBe('1.00');
    const log = await t.api('GET', '/fund/log', { token: player.token, query: { type: '6' } });
    expect(log.data.total).toBe(2);
  });

  it('pays once when receives race', async () => {
    const player = await vip2Player();
    const answers = await Promise.all(Array.from({ length: 6 }, () => receive(player.token, 2)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.data?.error === 'VIP_REWARD_RECEIVED')).toHaveLength(5);
    expect((await getWallet(t.database.db, player.memberId)).locked).toBe(500n);
  });

  it('refuses a level not reached, a level without reward and a bad level', async () => {
    const player = await vip2Player();
    const notReached = await receive(player.token, 3);
    expect(notReached).toMatchObject({
      code: 0,
      msg: 'Você ainda não alcançou o VIP 3',
      data: { error: 'VIP_LEVEL_NOT_REACHED' },
    });
    await setRecharge(t, player.memberId, 10_000n);
    const noReward = await receive(player.token, 0);
    expect(noReward).toMatchObject({ code: 0, data: { field: 'level' } });
    expect((await receive(player.token, 'x')).data.field).toBe('level');
    expect((await receive(player.token, 99)).data.error).toBe('VIP_LEVEL_NOT_REACHED');
  });

  it('is switched off under the br-regulated profile (bonus-type rewards)', async () => {
    const player = await vip2Player();
    const { getSiteConfig } = await import('../src/modules/config/index.ts');
    const compliance = (await getSiteConfig(t.database.db)).compliance;
    await updateSettingsSection(t.database.db, 'compliance', { ...compliance, profile: 'br-regulated' });
    try {
      const answer = await receive(player.token, 2);
      expect(answer).toMatchObject({ code: 0, data: { error: 'FEATURE_DISABLED' } });
      const view = await info(player.token);
      expect(view.data).toMatchObject({ rewards_enabled: false, claimable_total: '0.00' });
      expect(view.data.levels[2].reward_status).toBe('disabled');
    } finally {
      await updateSettingsSection(t.database.db, 'compliance', compliance);
    }
  });
});
