import { slotOutcomeOf } from '@jl/core/contracts/games.ts';
import { hashServerSeed, playFairSlot } from '@jl/games';
import { describe, expect, it } from 'vitest';
import type { RoundDetail } from './api/games-api.ts';
import { fromCents, percent } from './format.ts';
import { canonical, verifyStoredRound } from './verify.ts';

const serverSeed = 'aacaa93c8ee8c6a78b1272ef462a9bea36bcf0ba80231360da08a960f4f54fea';

function storedRound(nonce: number, overrides: Partial<RoundDetail> = {}): RoundDetail {
  const { round } = playFairSlot({
    serverSeed,
    clientSeed: 'olá',
    nonce,
    gameCode: 'samba-spins',
    betCents: 200n,
  });
  // What the server answers: the outcome went through jsonb, which reorders object keys.
  const outcome = JSON.parse(canonical(slotOutcomeOf(round)));
  return {
    round_id: '1',
    game: 'samba-spins',
    game_name: 'Giro do Samba',
    version: round.version,
    bet: '2.00',
    win: fromCents(round.totalWinCents),
    balance_before: '10.00',
    balance_after: fromCents(1000n - 200n + round.totalWinCents),
    outcome,
    fairness: {
      server_seed_hash: hashServerSeed(serverSeed),
      client_seed: 'olá',
      nonce,
      server_seed: serverSeed,
    },
    created_at: '2026-11-22T00:00:00.000Z',
    ...overrides,
  };
}

describe('verifyStoredRound', () => {
  it('says verified when the browser recomputes exactly the stored outcome', () => {
    for (const nonce of [0, 1, 2, 3, 17])
      expect(verifyStoredRound(storedRound(nonce)).status).toBe('verified');
  });

  it('waits for the seed to be revealed', () => {
    const round = storedRound(0);
    expect(verifyStoredRound({ ...round, fairness: { ...round.fairness, server_seed: null } }).status).toBe(
      'pending',
    );
  });

  it('refuses a changed outcome, a changed win and a seed that does not match its commitment', () => {
    const round = storedRound(4);
    const spin = round.outcome.spins[0]!;
    const window = spin.window.map((reel) => [...reel]);
    window[0]![0] = window[0]![0] === 'ace' ? 'king' : 'ace';
    const tampered = {
      ...round,
      outcome: { ...round.outcome, spins: [{ ...spin, window }, ...round.outcome.spins.slice(1)] },
    };
    expect(verifyStoredRound(tampered).status).toBe('mismatch');
    expect(verifyStoredRound({ ...round, win: '999.00' }).status).toBe('mismatch');
    const otherHash = { ...round, fairness: { ...round.fairness, server_seed_hash: '0'.repeat(64) } };
    expect(verifyStoredRound(otherHash)).toMatchObject({ status: 'mismatch', hashMatches: false });
  });

  it('does not recompute a round of another game version', () => {
    expect(verifyStoredRound(storedRound(0, { version: '0.9.0' }))).toMatchObject({
      status: 'version',
      played: '0.9.0',
    });
  });
});

describe('percent', () => {
  it('shows the exact figure with all its decimals in the player’s number format', () => {
    expect(percent('96.4975')).toBe('96,4975%');
    expect(percent('96.47')).toBe('96,47%');
    expect(percent('15')).toBe('15%');
  });
});
