import { type SlotOutcome, slotOutcomeOf } from '@jl/core/contracts/games.ts';
import { parseDecimal } from '@jl/core/money/cents.ts';
import { getSlotGame, hashServerSeed, isSlotGameCode, verifyRound } from '@jl/games';
import type { RoundDetail } from './api/games-api.ts';

/**
 * Verification in the browser (docs/GAMES.md "1. The guarantee"): the round is recomputed from its revealed
 * seeds with the very code the server runs (`verifyRound` of @jl/games), and compared with what the server
 * stored. Nothing here asks the server whether the round is fair.
 */

export type Verification =
  | { status: 'verified'; outcome: SlotOutcome }
  | { status: 'mismatch'; outcome: SlotOutcome | null; hashMatches: boolean; outcomeMatches: boolean }
  | { status: 'pending' }
  | { status: 'version'; played: string; current: string };

/** JSON with sorted keys: the stored outcome comes back from jsonb with its keys reordered. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

export function currentVersion(game: string): string | null {
  return isSlotGameCode(game) ? getSlotGame(game).info.version : null;
}

export type RecomputeInput = {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  game: string;
  bet: string;
};

/** The outcome those seeds give (throws a RangeError naming a bad input). */
export function recompute(input: RecomputeInput): { outcome: SlotOutcome; serverSeedHash: string } {
  const betCents = parseDecimal(input.bet);
  if (betCents === null) throw new RangeError('bet');
  const result = verifyRound({
    serverSeed: input.serverSeed.trim().toLowerCase(),
    clientSeed: input.clientSeed,
    nonce: input.nonce,
    gameCode: input.game,
    betCents,
  });
  return { outcome: slotOutcomeOf(result.round), serverSeedHash: result.serverSeedHash };
}

export function verifyStoredRound(round: RoundDetail): Verification {
  const serverSeed = round.fairness.server_seed;
  if (!serverSeed) return { status: 'pending' };
  const current = currentVersion(round.game);
  if (current !== round.version) return { status: 'version', played: round.version, current: current ?? '—' };
  let hashMatches = false;
  try {
    hashMatches = hashServerSeed(serverSeed) === round.fairness.server_seed_hash;
    const { outcome } = recompute({
      serverSeed,
      clientSeed: round.fairness.client_seed,
      nonce: round.fairness.nonce,
      game: round.game,
      bet: round.bet,
    });
    const outcomeMatches = canonical(outcome) === canonical(round.outcome) && outcome.total_win === round.win;
    return hashMatches && outcomeMatches
      ? { status: 'verified', outcome }
      : { status: 'mismatch', outcome, hashMatches, outcomeMatches };
  } catch {
    return { status: 'mismatch', outcome: null, hashMatches, outcomeMatches: false };
  }
}
