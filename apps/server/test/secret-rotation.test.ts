import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChains } from '../src/modules/live/index.ts';
import { activeServerSeed, fundedPlayer, recompute, storedServerSeed } from './games-fixtures.ts';
import { createTestApp, restartTestApp, TEST_APP_SECRET, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { nextCrashRound, sha256Hex } from './live-fixtures.ts';
import { newMember, newMobile, newPayer } from './pay-fixtures.ts';

/**
 * Rotating APP_SECRET (docs/OPERATIONS.md "Secrets"): the new secret goes in APP_SECRET and the old one
 * in APP_SECRET_PREVIOUS; at start every sealed seed is resealed under the new key, rounds and the live
 * chain go on with the same seeds, and a closed account's CPF pseudonym keyed by the old secret still
 * keeps its CPF out. Then the old secret can leave the seals (the pseudonyms still need it).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await assertLedgerInvariants(t.database.db);
  await t.close();
});

const keyIdOf = (stored: string) => stored.split(':')[2];

const bindRecharge = (token: string, cpf: string) =>
  t.api('POST', '/recharge/info', {
    token,
    body: {
      name: 'Nova Conta',
      cpf,
      mobile: newMobile(),
      email: `nova${randomBytes(4).toString('hex')}@exemplo.com.br`,
    },
  });

describe('APP_SECRET rotation', () => {
  it('reseals seeds under the new secret, keeps every draw and the chain, and the old CPF pseudonyms match', async () => {
    const player = await fundedPlayer(t.database.db, 10_00n);
    expect(
      (await t.api('POST', '/originals/fruit-trio/play', { token: player.token, body: { bet: '0.50' } }))
        .code,
    ).toBe(1);
    const seed = await activeServerSeed(t.database.db, player.memberId);
    const oldKey = keyIdOf(await storedServerSeed(t.database.db, player.memberId));
    const firstCrash = await nextCrashRound(t);
    const excluded = await newPayer(t);
    expect(
      (await t.api('POST', '/rg/exclude', { token: excluded.token, body: { period: 'permanent' } })).code,
    ).toBe(1);
    expect((await t.api('POST', '/user/close', { token: excluded.token })).code).toBe(1);

    const newSecret = randomBytes(32).toString('base64url');
    t = await restartTestApp(t, { APP_SECRET: newSecret, APP_SECRET_PREVIOUS: TEST_APP_SECRET });

    const stored = await storedServerSeed(t.database.db, player.memberId);
    expect(keyIdOf(stored)).not.toBe(oldKey);
    expect(await activeServerSeed(t.database.db, player.memberId)).toBe(seed);
    const [chain] = await t.database.db.select().from(liveChains).where(eq(liveChains.game, 'crash'));
    expect(keyIdOf(chain!.seed)).toBe(keyIdOf(stored));
    const secondCrash = await nextCrashRound(t);
    expect(sha256Hex(secondCrash.hash)).toBe(firstCrash.hash);
    const other = await newMember(t);
    expect((await bindRecharge(other.token, excluded.cpf)).data.error).toBe('RG_CPF_BLOCKED');

    // The old secret leaves: the seeds, all resealed, still play, with the same seed (nonce 1).
    t = await restartTestApp(t, { APP_SECRET: newSecret });
    const fairness = await t.api('GET', '/game/fairness', { token: player.token });
    const round = await t.api('POST', '/originals/fruit-trio/play', {
      token: player.token,
      body: { bet: '0.50' },
    });
    expect(round.code).toBe(1);
    const expected = recompute({
      serverSeed: seed,
      clientSeed: fairness.data.client_seed,
      nonce: 1,
      game: 'fruit-trio',
      bet: '0.50',
    });
    expect(round.data.outcome.spins.map((s: { win: string }) => s.win)).toEqual(
      expected.spins.map((s) => s.win),
    );
    expect(sha256Hex((await nextCrashRound(t)).hash)).toBe(secondCrash.hash);
  });

  it('refuses an earlier secret shorter than 32 characters at boot', async () => {
    await expect(
      restartTestApp(t, { APP_SECRET: 'n'.repeat(40), APP_SECRET_PREVIOUS: 'short' }),
    ).rejects.toThrow(/APP_SECRET_PREVIOUS/);
  });
});
