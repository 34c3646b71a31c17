import { getSlotGame, isSlotGameCode, rtpBoundCheck } from '@jl/games';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { RtpSample as GameRtpSample } from '../../lib/rtp-sample.ts';

export type RtpSample = {
  rounds: number;
  stakeCents: bigint;
  winCents: bigint;
  stakeSquares: number;
  maxStakeCents: bigint;
};

type SlotPublished = { rtp: number; standardDeviation: number; maxWinMultiple: number };

/**
 * Observed RTP against the published one. Each round pays its bet × X, X in [0, max win multiple]
 * with the game's published mean (RTP) and standard deviation σ per unit bet. The 99% interval is
 * Bernstein's for bounded payouts (`rtpInterval` in @jl/games, formula in docs/GAMES.md "RTP monitor:
 * the interval"), clamped to [0, max]: it never goes below zero and holds at any number of rounds. The
 * alarm fires when the observed value leaves it — at most 1 false alarm in 100 checks of a fair game,
 * which is why it is an alarm for a person to look at and never an automatic action.
 */
export function rtpCheck(published: SlotPublished, sample: RtpSample) {
  return rtpBoundCheck(
    { mean: published.rtp, max: published.maxWinMultiple, standardDeviation: published.standardDeviation },
    {
      stakes: Number(sample.stakeCents),
      stakeSquares: sample.stakeSquares,
      maxStake: Number(sample.maxStakeCents),
      wins: Number(sample.winCents),
    },
  );
}

/** Every original slot with its rounds, stakes and wins, and the check above. */
export async function rtpReport(db: Executor) {
  const result = (await db.execute(sql`select game_code, count(*)::int as rounds, sum(bet)::text as stakes,
      sum(win)::text as wins, sum(bet::numeric * bet)::float8 as squares, max(bet)::text as max_stake
    from game_rounds group by game_code`)) as unknown as {
    rows: {
      game_code: string;
      rounds: number;
      stakes: string;
      wins: string;
      squares: number;
      max_stake: string;
    }[];
  };
  const byCode = new Map(result.rows.map((r) => [r.game_code, r]));
  const codes = [...new Set([...byCode.keys(), 'fruit-trio', 'samba-spins', 'jungle-ways'])].filter(
    isSlotGameCode,
  );
  return codes.map((code) => {
    const info = getSlotGame(code).info;
    const row = byCode.get(code);
    const sample: RtpSample = {
      rounds: row?.rounds ?? 0,
      stakeCents: BigInt(row?.stakes ?? 0),
      winCents: BigInt(row?.wins ?? 0),
      stakeSquares: Number(row?.squares ?? 0),
      maxStakeCents: BigInt(row?.max_stake ?? 0),
    };
    return {
      code,
      version: info.version,
      rtp: info.rtp,
      standardDeviation: info.standardDeviation,
      maxWinMultiple: info.maxWinMultiple,
      sample,
      check: rtpCheck(info, sample),
    };
  });
}

/** The originals' rounds for the back office's RTP page (assembled by `reports`). */
export async function originalsRtpSamples(db: Executor): Promise<GameRtpSample[]> {
  return (await rtpReport(db)).map((g) => ({
    family: 'original',
    code: g.code,
    platform: null,
    version: g.version,
    unit: 'rtp',
    rounds: g.sample.rounds,
    stakes: g.sample.stakeCents,
    wins: g.sample.winCents,
    stakeSquares: g.sample.stakeSquares,
    maxStake: g.sample.maxStakeCents,
    published: { mean: g.rtp, max: g.maxWinMultiple, standardDeviation: g.standardDeviation },
    refunded: null,
    providerRtp: null,
  }));
}
