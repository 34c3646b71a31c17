import { describe, expect, it } from 'vitest';
import { createFairRng } from '../fair/fair-rng.ts';
import { hashServerSeed } from '../fair/seeds.ts';
import { createSeededRng } from '../rng/seeded.ts';
import { playFairSlot, playSlot, validateSlotBet, verifyRound } from './play.ts';
import { SLOT_GAME_CODES } from './registry.ts';

const seeds = {
  serverSeed: 'aacaa93c8ee8c6a78b1272ef462a9bea36bcf0ba80231360da08a960f4f54fea',
  clientSeed: 'player-seed',
};

describe('validateSlotBet', () => {
  it('accepts bets that split into whole-centavo coins within the limits', () => {
    expect(validateSlotBet('samba-spins', 200n)).toEqual({ ok: true, coinCents: 10n });
    expect(validateSlotBet('fruit-trio', 50n)).toEqual({ ok: true, coinCents: 10n });
  });

  it('refuses bets below the minimum, above the maximum or not a multiple of the coin divisor', () => {
    expect(validateSlotBet('samba-spins', 0n)).toEqual({ ok: false, reason: 'BET_BELOW_MIN' });
    expect(validateSlotBet('samba-spins', -20n)).toEqual({ ok: false, reason: 'BET_BELOW_MIN' });
    expect(validateSlotBet('samba-spins', 20_020n)).toEqual({ ok: false, reason: 'BET_ABOVE_MAX' });
    expect(validateSlotBet('samba-spins', 210n)).toEqual({
      ok: false,
      reason: 'BET_NOT_MULTIPLE_OF_COIN_DIVISOR',
    });
    expect(validateSlotBet('jungle-ways', 30n)).toEqual({
      ok: false,
      reason: 'BET_NOT_MULTIPLE_OF_COIN_DIVISOR',
    });
  });

  it('refuses an unknown game', () => {
    expect(() => validateSlotBet('roleta-russa', 100n)).toThrow(RangeError);
  });
});

describe('playSlot', () => {
  it('refuses to play a refused bet', () => {
    expect(() => playSlot('fruit-trio', createSeededRng(1), 51n)).toThrow('BET_NOT_MULTIPLE_OF_COIN_DIVISOR');
  });

  it('pays exactly coinCents × units, the sum of every spin', () => {
    for (const code of SLOT_GAME_CODES) {
      const rng = createSeededRng(7);
      for (let i = 0; i < 2_000; i++) {
        const round = playSlot(code, rng, 1_000n);
        expect(round.totalWinCents).toBe(round.coinCents * BigInt(round.totalWinUnits));
        expect(round.totalWinCents).toBe(round.spins.reduce((sum, s) => sum + s.winCents, 0n));
      }
    }
  });
});

describe('provably-fair rounds', () => {
  it('draw the paid spin first, one stop per reel from left to right', () => {
    const { round } = playFairSlot({ ...seeds, nonce: 1, gameCode: 'samba-spins', betCents: 200n });
    const rng = createFairRng({ ...seeds, nonce: 1 });
    expect(round.spins[0]?.stops).toEqual([0, 1, 2, 3, 4].map(() => rng.int(32)));
  });

  // Reference vectors, reproduced independently by the Python verifier in docs/GAMES.md.
  it('reproduce the published reference rounds', () => {
    const play = (gameCode: string, nonce: number, betCents: bigint) =>
      playFairSlot({ ...seeds, nonce, gameCode, betCents });
    expect(play('fruit-trio', 1, 100n).round.spins.map((s) => s.stops)).toEqual([[12, 15, 2]]);
    expect(play('jungle-ways', 1, 250n).round).toMatchObject({ totalWinUnits: 12, totalWinCents: 120n });
    expect(play('jungle-ways', 1, 250n).round.spins[0]?.stops).toEqual([28, 10, 12, 30, 29]);

    const respin = play('fruit-trio', 8, 100n);
    expect(respin.round.feature).toEqual({ kind: 'respin', reel: 1 });
    expect(respin.round.spins.map((s) => s.stops)).toEqual([
      [16, 6, 0],
      [19, 6, 3],
    ]);
    expect(respin.uint32Draws).toBe(5);
    expect(respin.round.totalWinCents).toBe(40n);

    const free = play('samba-spins', 6, 200n);
    expect(free.round.feature).toEqual({ kind: 'free-spins', awarded: 10, retriggers: 0, multiplier: 3 });
    expect(free.round.spins[0]?.stops).toEqual([30, 17, 3, 6, 22]);
    expect(free.round.spins[10]?.stops).toEqual([6, 26, 3, 28, 13]);
    expect(free.round.spins.map((s) => s.winUnits)).toEqual([40, 45, 24, 0, 0, 45, 168, 0, 24, 0, 0]);
    expect(free.round.totalWinCents).toBe(3_460n);
    expect(free.uint32Draws).toBe(55);
  });

  it('depend only on the seeds: the bet scales the win and changes nothing else', () => {
    const small = playFairSlot({ ...seeds, nonce: 6, gameCode: 'samba-spins', betCents: 20n }).round;
    const large = playFairSlot({ ...seeds, nonce: 6, gameCode: 'samba-spins', betCents: 20_000n }).round;
    expect(large.spins.map((s) => s.window)).toEqual(small.spins.map((s) => s.window));
    expect(large.totalWinUnits).toBe(small.totalWinUnits);
    expect(large.totalWinCents).toBe(small.totalWinCents * 1_000n);
  });

  it('are recomputed identically by verifyRound, which checks the commitment', () => {
    const input = { ...seeds, nonce: 8, gameCode: 'fruit-trio', betCents: 100n };
    const played = playFairSlot(input);
    const hash = hashServerSeed(seeds.serverSeed);
    expect(verifyRound({ ...input, serverSeedHash: hash })).toEqual({ ...played, hashMatches: true });
    expect(verifyRound({ ...input, serverSeedHash: hash.toUpperCase() }).hashMatches).toBe(true);
    expect(verifyRound({ ...input, serverSeedHash: '00'.repeat(32) }).hashMatches).toBe(false);
    expect(verifyRound(input).hashMatches).toBeNull();
  });

  it('change with the nonce and the client seed', () => {
    const stops = (nonce: number, clientSeed = seeds.clientSeed) =>
      playFairSlot({ ...seeds, clientSeed, nonce, gameCode: 'jungle-ways', betCents: 25n }).round.spins[0]
        ?.stops;
    expect(stops(1)).not.toEqual(stops(2));
    expect(stops(1)).not.toEqual(stops(1, 'another-seed'));
  });
});
