import { playFairSlot } from '@jl/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeServerSeed, fundedPlayer } from './games-fixtures.ts';
import { createTestApp, TEST_DB_KIND, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { newPayer } from './pay-fixtures.ts';
import { netLoss, newSession, playRound, rgStatus, setLimit } from './rg-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  // The clock jumps by days between a player's calls here; the idle end has its own test file.
  t = await createTestApp({ SESSION_IDLE_MINUTES: '525600' });
  t.clock.set('2026-11-24T15:00:00.000Z'); // 12:00 in São Paulo
});
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
});

const HOUR = 3_600_000;
/** Messages with money use a no-break space after "R$" (Intl); compared here with a plain one. */
const plain = (text: string | undefined) => text?.replace(/\u00a0/g, ' ');
const order = async (token: string, amount: string, lang?: string) => {
  const answer = await t.api('POST', '/recharge/create', { token, body: { amount }, lang });
  return { ...answer, msg: plain(answer.msg)! };
};

async function player() {
  const payer = await newPayer(t);
  return payer;
}

async function gamer(cents = 100_00n) {
  const { memberId } = await fundedPlayer(t.database.db, cents);
  return { memberId, token: await newSession(t, memberId) };
}

describe('deposit limits (gross, rolling windows)', () => {
  it('allows a deposit exactly at the limit and refuses one centavo over, naming the limit and when it frees up', async () => {
    const p = await player();
    expect((await setLimit(t, p.token, 'deposit', '24h', '100.00')).code).toBe(1);
    expect((await order(p.token, '60.00')).code).toBe(1);
    const over = await order(p.token, '40.01');
    expect(over.code).toBe(0);
    expect(over.data).toMatchObject({ error: 'RG_DEPOSIT_LIMIT', field: 'amount' });
    // The first order leaves the 24 h window at 12:00 the next day (São Paulo); the charge still counts.
    expect(over.msg).toBe(
      'Limite de depósito de 24 horas (R$ 100,00): agora você pode depositar até R$ 40,00. Libera em 25/11/2026 12:00.',
    );
    const english = await order(p.token, '40.01', 'en');
    expect(english.msg).toContain('24 hours deposit limit');
    expect((await order(p.token, '40.00')).code).toBe(1);
    const status = await rgStatus(t, p.token);
    expect(status.data.limits[0]).toMatchObject({
      kind: 'deposit',
      period: '24h',
      amount: '100.00',
      used: '100.00',
    });
  });

  it('an amount above the limit itself says so without a time', async () => {
    const p = await player();
    await setLimit(t, p.token, 'deposit', '7d', '50.00');
    const over = await order(p.token, '50.01');
    expect(over.data.error).toBe('RG_DEPOSIT_LIMIT');
    expect(over.msg).toBe(
      'Este valor passa do seu limite de depósito de 7 dias (R$ 50,00). Agora você pode depositar até R$ 50,00.',
    );
  });

  it('applies the lowest of several periods', async () => {
    const p = await player();
    await setLimit(t, p.token, 'deposit', '24h', '500.00');
    await setLimit(t, p.token, 'deposit', '7d', '100.00');
    await setLimit(t, p.token, 'deposit', '30d', '300.00');
    const over = await order(p.token, '100.01');
    expect(over.data.error).toBe('RG_DEPOSIT_LIMIT');
    expect(over.msg).toBe(
      'Este valor passa do seu limite de depósito de 7 dias (R$ 100,00). Agora você pode depositar até R$ 100,00.',
    );
    expect((await order(p.token, '90.00')).code).toBe(1);
    const second = await order(p.token, '10.01');
    expect(second.msg).toContain('7 dias (R$ 100,00): agora você pode depositar até R$ 10,00');
    expect((await order(p.token, '10.00')).code).toBe(1);
    return;
  });

  it('expired charges stop counting; credited ones count for the whole window', async () => {
    const p = await player();
    await setLimit(t, p.token, 'deposit', '24h', '50.00');
    expect((await order(p.token, '50.00')).code).toBe(1);
    expect((await order(p.token, '10.00')).data.error).toBe('RG_DEPOSIT_LIMIT');
    t.clock.advance(31 * 60_000); // the unpaid charge expired
    expect((await order(p.token, '50.00')).code).toBe(1);
  });

  it('decreases at once; an increase or a removal waits 24 hours and can be cancelled', async () => {
    const p = await player();
    await setLimit(t, p.token, 'deposit', '24h', '100.00');
    const raised = await setLimit(t, p.token, 'deposit', '24h', '200.00');
    expect(raised.code).toBe(1);
    expect(raised.msg).toContain('agendada');
    const pending = raised.data.limits[0];
    expect(pending.amount).toBe('100.00');
    expect(pending.pending).toEqual({
      amount: '200.00',
      effective_at: new Date(t.clock.now.getTime() + 24 * HOUR).toISOString(),
    });
    expect((await order(p.token, '150.00')).data.error).toBe('RG_DEPOSIT_LIMIT');
    t.clock.advance(24 * HOUR - 1000);
    expect((await order(p.token, '150.00')).data.error).toBe('RG_DEPOSIT_LIMIT');
    t.clock.advance(1000);
    expect((await order(p.token, '150.00')).code).toBe(1);

    // Removal: pending, then cancelled — the limit stays.
    const removal = await setLimit(t, p.token, 'deposit', '24h', null);
    expect(removal.data.limits[0].pending).toMatchObject({ amount: null });
    const cancelled = await t.api('POST', '/rg/limits', {
      token: p.token,
      body: { kind: 'deposit', period: '24h', cancel: 'true' },
    });
    expect(cancelled.data.limits[0]).toMatchObject({ amount: '200.00', pending: null });
    // A decrease is at once and drops a pending increase.
    await setLimit(t, p.token, 'deposit', '24h', '300.00');
    const lowered = await setLimit(t, p.token, 'deposit', '24h', '20.00');
    expect(lowered.data.limits[0]).toMatchObject({ amount: '20.00', pending: null });
  });

  it('refuses invalid amounts and periods, naming the field', async () => {
    const p = await player();
    expect((await setLimit(t, p.token, 'deposit', 'round', '10.00')).data).toMatchObject({ field: 'period' });
    expect((await setLimit(t, p.token, 'deposit', '24h', '-1')).data).toMatchObject({ field: 'amount' });
    expect((await setLimit(t, p.token, 'session', 'session', '2')).data).toMatchObject({ field: 'amount' });
  });

  it('concurrent deposits against one limit: never past it', async () => {
    const p = await player();
    await setLimit(t, p.token, 'deposit', '24h', '100.00');
    const answers = await Promise.all(Array.from({ length: 6 }, () => order(p.token, '30.00')));
    const okCount = answers.filter((a) => a.code === 1).length;
    expect(okCount).toBe(3);
    expect(answers.filter((a) => a.data?.error === 'RG_DEPOSIT_LIMIT').length).toBe(3);
    expect((await rgStatus(t, p.token)).data.limits[0].used).toBe('90.00');
  });
});

describe('stake and loss limits (inside the round transaction)', () => {
  it('refuses a stake above the maximum stake per round, at the edge', async () => {
    const g = await gamer();
    await setLimit(t, g.token, 'stake', 'round', '1.00');
    expect((await playRound(t, g.token, '1.00')).code).toBe(1);
    const over = await playRound(t, g.token, '2.00');
    expect(over.data).toMatchObject({ error: 'RG_STAKE_LIMIT', field: 'bet' });
    expect(over.msg).toBe('Sua aposta máxima por rodada é R$ 1,00.');
  });

  it('a loss limit allows a stake that could reach it exactly and refuses one centavo over', async () => {
    const atEdge = await gamer();
    await setLimit(t, atEdge.token, 'loss', '24h', '1.00');
    expect((await playRound(t, atEdge.token, '1.00')).code).toBe(1);
    const over = await gamer();
    await setLimit(t, over.token, 'loss', '24h', '0.99');
    const refused = await playRound(t, over.token, '1.00');
    expect(refused.data).toMatchObject({ error: 'RG_LOSS_LIMIT', field: 'bet' });
    expect(refused.msg).toBe(
      'Esta aposta passa do seu limite de perdas de 24 horas (R$ 0,99). Agora você pode apostar até R$ 0,99.',
    );
  });

  it('counts losses net of wins and says when the limit frees up', async () => {
    const g = await gamer();
    await setLimit(t, g.token, 'loss', '7d', '1.50');
    // The rounds are chosen, not hoped for: a client seed (the player's own input to the provably fair
    // draw) whose first rounds at R$ 1,00 contain a win while the net loss is still under the limit,
    // then lose past it. The refusal's round is known in advance.
    const path = await lossPath(g.token, g.memberId, 100n, 150n);
    for (let i = 0; i < path.refusedAt; i++) {
      expect((await playRound(t, g.token, '1.00')).code).toBe(1);
    }
    expect(await netLoss(t.database.db, g.memberId)).toBe(path.netLossBefore);
    const refused = await playRound(t, g.token, '1.00');
    expect(refused.data).toMatchObject({ error: 'RG_LOSS_LIMIT', field: 'bet' });
    expect(refused.msg).toMatch(/Libera em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./);
    expect(await netLoss(t.database.db, g.memberId)).toBe(path.netLossBefore);
  });

  it('concurrent stakes against one loss limit never pass it', async () => {
    const g = await gamer();
    await setLimit(t, g.token, 'loss', '24h', '3.00');
    const answers = await Promise.all(Array.from({ length: 8 }, () => playRound(t, g.token, '1.00')));
    for (const a of answers) expect([1, 0]).toContain(a.code);
    expect(answers.filter((a) => a.code === 0).every((a) => a.data.error === 'RG_LOSS_LIMIT')).toBe(true);
    expect(await netLoss(t.database.db, g.memberId)).toBeLessThanOrEqual(300n);
  });

  it('a session time limit stops stakes once the session is that old', async () => {
    const g = await gamer();
    await setLimit(t, g.token, 'session', 'session', '30');
    t.clock.advance(30 * 60_000 - 1000);
    await t.api('POST', '/rg/reality-check', { token: g.token, body: { choice: 'continue' } });
    expect((await playRound(t, g.token)).code).toBe(1);
    t.clock.advance(1000);
    const over = await playRound(t, g.token);
    expect(over.data.error).toBe('RG_SESSION_LIMIT');
    expect(over.msg).toContain('30 minutos');
  });
});

describe('database', () => {
  it(`runs on ${TEST_DB_KIND}`, () => expect(['pglite', 'postgres']).toContain(TEST_DB_KIND));
});

/**
 * Picks a client seed whose rounds (at `bet`, nonce 0 on) win at least once and then lose until a
 * further stake could pass `limit`: returns the index of the first stake the limit must refuse and
 * the net loss before it. Computed with the same provably fair code the server plays with.
 */
async function lossPath(token: string, memberId: bigint, bet: bigint, limit: bigint) {
  expect((await t.api('GET', '/game/fairness', { token })).code).toBe(1);
  const serverSeed = await activeServerSeed(t.database.db, memberId);
  for (let attempt = 0; attempt < 1000; attempt++) {
    const clientSeed = `loss-path-${attempt}`;
    let loss = 0n;
    let won = false;
    for (let nonce = 0; nonce < 40; nonce++) {
      if (loss + bet > limit) {
        if (!won) break;
        expect(
          (await t.api('POST', '/game/fairness/client-seed', { token, body: { client_seed: clientSeed } }))
            .code,
        ).toBe(1);
        return { refusedAt: nonce, netLossBefore: loss };
      }
      const { round } = playFairSlot({
        serverSeed,
        clientSeed,
        nonce,
        gameCode: 'fruit-trio',
        betCents: bet,
      });
      if (round.totalWinCents > 0n && loss > 0n) won = true;
      loss += bet - round.totalWinCents;
    }
  }
  throw new Error('no client seed gives a loss path');
}
