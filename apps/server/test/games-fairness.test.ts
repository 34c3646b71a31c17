import { slotOutcomeOf } from '@jl/core';
import { hashServerSeed, verifyRound } from '@jl/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { cents, fundedPlayer } from './games-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await assertLedgerInvariants(db);
  await t.close();
});

describe('provably fair seeds', () => {
  it('shows a commitment, a client seed and nonce 0 before the first round; no previous seed yet', async () => {
    const { token } = await fundedPlayer(db, 0n);
    const answer = await t.api('GET', '/game/fairness', { token });
    expect(answer.code).toBe(1);
    expect(answer.data.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.data.client_seed).toMatch(/^[0-9a-f]{16}$/);
    expect(answer.data).toMatchObject({ nonce: 0, previous: null });
    // Asking again shows the same commitment.
    expect((await t.api('GET', '/game/fairness', { token })).data).toEqual(answer.data);
    expect((await t.api('GET', '/game/fairness', {})).code).toBe(409);
  });

  it('lets the player set the client seed, and refuses an empty, long or control-character seed', async () => {
    const { token } = await fundedPlayer(db, 0n);
    const set = await t.api('POST', '/game/fairness/client-seed', {
      token,
      body: { client_seed: 'Olá, sorte! 🍀' },
    });
    expect(set.code).toBe(1);
    expect(set.data.client_seed).toBe('Olá, sorte! 🍀');
    for (const bad of ['', 'x'.repeat(65)]) {
      const answer = await t.api('POST', '/game/fairness/client-seed', { token, body: { client_seed: bad } });
      expect(answer.data, JSON.stringify(bad)).toEqual({
        error: 'CLIENT_SEED_INVALID',
        field: 'client_seed',
      });
    }
    // Control characters are refused for every field of every endpoint before its own rules run.
    for (const bad of ['tab\there', 'a\u0000b', 'a\u202eb']) {
      const answer = await t.api('POST', '/game/fairness/client-seed', { token, body: { client_seed: bad } });
      expect(answer.data, JSON.stringify(bad)).toEqual({ error: 'INVALID_FIELD', field: 'client_seed' });
    }
  });

  it('reveals the old seed on rotation; the revealed seed matches its commitment and recomputes every round', async () => {
    const { token } = await fundedPlayer(db, 50_00n);
    const before = await t.api('GET', '/game/fairness', { token });
    const rounds = [];
    for (const [game, bet] of [
      ['fruit-trio', '0.50'],
      ['samba-spins', '0.20'],
      ['jungle-ways', '0.25'],
      ['samba-spins', '2.00'],
    ] as const) {
      const answer = await t.api('POST', `/originals/${game}/play`, { token, body: { bet } });
      expect(answer.code).toBe(1);
      expect(answer.data.fairness.server_seed_hash).toBe(before.data.server_seed_hash);
      rounds.push(answer.data);
    }
    const rotated = await t.api('POST', '/game/fairness/rotate', { token });
    expect(rotated.code).toBe(1);
    expect(rotated.data.nonce).toBe(0);
    expect(rotated.data.server_seed_hash).not.toBe(before.data.server_seed_hash);
    expect(rotated.data.client_seed).toBe(before.data.client_seed);
    const previous = rotated.data.previous;
    expect(previous).toMatchObject({
      server_seed_hash: before.data.server_seed_hash,
      client_seed: before.data.client_seed,
      last_nonce: 3,
    });
    expect(hashServerSeed(previous.server_seed)).toBe(before.data.server_seed_hash);

    for (const round of rounds) {
      const detail = await t.api('GET', '/game/round', { token, query: { round_id: round.round_id } });
      expect(detail.data.fairness.server_seed).toBe(previous.server_seed);
      const verified = verifyRound({
        serverSeed: detail.data.fairness.server_seed,
        serverSeedHash: detail.data.fairness.server_seed_hash,
        clientSeed: detail.data.fairness.client_seed,
        nonce: detail.data.fairness.nonce,
        gameCode: detail.data.game,
        betCents: cents(detail.data.bet),
      });
      expect(verified.hashMatches).toBe(true);
      expect(slotOutcomeOf(verified.round)).toEqual(detail.data.outcome);
      expect(verified.round.totalWinCents).toBe(cents(detail.data.win));
    }

    // The next round uses the new seed from nonce 0; the old seed is never used again.
    const next = await t.api('POST', '/originals/fruit-trio/play', { token, body: { bet: '0.50' } });
    expect(next.data.fairness).toMatchObject({ server_seed_hash: rotated.data.server_seed_hash, nonce: 0 });
    const current = await t.api('GET', '/game/fairness', { token });
    expect(current.data.previous.server_seed).toBe(previous.server_seed);
  });

  it('reports no last nonce for a seed rotated before any round', async () => {
    const { token } = await fundedPlayer(db, 0n);
    const rotated = await t.api('POST', '/game/fairness/rotate', { token });
    expect(rotated.data.previous.last_nonce).toBeNull();
  });
});
