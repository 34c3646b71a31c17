import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMemberTotals, sumDailyStats } from '../src/modules/stats/index.ts';
import { fundedPlayer } from './games-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { newOrder, newPayer, pixPaying, postWebhook } from './pay-fixtures.ts';
import { newSession } from './rg-fixtures.ts';
import { assertStatsMatchRecount } from './stats-recount.ts';

let t: TestApp;
beforeAll(async () => {
  // Deposits on different days by one player's session; the idle end is tested in rg-session.test.ts.
  t = await createTestApp({ SESSION_IDLE_MINUTES: '525600' });
});
afterAll(async () => {
  if (t) {
    await assertLedgerInvariants(t.database.db);
    await assertStatsMatchRecount(t.database.db);
  }
  await t?.close();
});

const play = (token: string, bet = '1.00') =>
  t.api('POST', '/originals/fruit-trio/play', { token, body: { bet } });

describe('per-player stats', () => {
  it('counts deposits by the São Paulo day they were paid, the first one once, under webhook replays', async () => {
    t.clock.set('2026-11-24T02:30:00Z'); // 23:30 on the 23rd in São Paulo
    const payer = await newPayer(t);
    const first = await newOrder(t, payer, '30.00');
    const body = pixPaying(t, first, payer);
    await Promise.all([postWebhook(t, body), postWebhook(t, body), postWebhook(t, body)]);
    t.clock.set('2026-11-24T03:30:00Z'); // 00:30 on the 24th
    const second = await newOrder(t, payer, '20.00');
    await postWebhook(t, pixPaying(t, second, payer));
    await t.app.events.drain();
    const totals = await getMemberTotals(t.database.db, payer.memberId);
    expect(totals).toMatchObject({ rechargeCount: 2, rechargeCents: 5000n, firstDepositCents: 3000n });
    expect(await sumDailyStats(t.database.db, payer.memberId, '2026-11-23', '2026-11-23')).toMatchObject({
      rechargeCount: 1,
      rechargeCents: 3000n,
    });
    expect(await sumDailyStats(t.database.db, payer.memberId, '2026-11-24', '2026-11-24')).toMatchObject({
      rechargeCount: 1,
      rechargeCents: 2000n,
    });
  });

  it('equals a recount from the rounds and the ledger after concurrent rounds of several players', async () => {
    t.clock.set('2026-11-25T15:00:00Z');
    const funded = await Promise.all([1, 2, 3].map(() => fundedPlayer(t.database.db, 50_000n)));
    // Sessions opened at the test clock (a session older than an hour would owe its reality check first).
    const players = await Promise.all(
      funded.map(async (p) => ({ ...p, token: await newSession(t, p.memberId) })),
    );
    const answers = await Promise.all(
      players.flatMap((p) => Array.from({ length: 15 }, () => play(p.token))),
    );
    expect(answers.every((a) => a.code === 1)).toBe(true);
    await t.app.events.drain();
    for (const p of players) {
      const totals = await getMemberTotals(t.database.db, p.memberId);
      expect(totals.rounds).toBe(15n);
      expect(totals.validBetCents).toBe(1500n);
      const day = await sumDailyStats(t.database.db, p.memberId, '2026-11-25', '2026-11-25');
      expect(day).toMatchObject({ rounds: 15, daysPlayed: 1, validBetCents: 1500n });
    }
    await assertStatsMatchRecount(t.database.db);
  });
});
