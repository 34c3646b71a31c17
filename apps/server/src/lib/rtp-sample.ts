import type { BoundedGame } from '@jl/games';

/**
 * What a module reports of one game for the back office's RTP page (docs/GAMES.md "RTP monitor"): its
 * rounds and the sums the interval needs, and the game's published return when it has one. Each module
 * computes it from its own tables and exports it through its index.ts; `reports` assembles the page.
 * Amounts in centavos; for the wheel a "stake" is one spin (1) and a "win" the centavos it added.
 */
export type RtpSample = {
  family: 'original' | 'live' | 'wheel' | 'external';
  code: string;
  /** External games: their platform. */
  platform: string | null;
  /** The game version, the wheel table's hash. */
  version: string;
  /** `rtp`: return per unit staked; `per_spin`: centavos per spin (the wheel). */
  unit: 'rtp' | 'per_spin';
  rounds: number;
  stakes: bigint;
  wins: bigint;
  stakeSquares: number;
  maxStake: bigint;
  /** The published return and bound (null: none published — observed only, no interval). */
  published: BoundedGame | null;
  /** External games: the RTP their platform publishes in the catalogue (no bound: compared, no interval). */
  providerRtp: number | null;
  /** Bets refunded (live rounds that never finished): outside the RTP, counted apart. */
  refunded: { count: number; stakes: bigint } | null;
};
