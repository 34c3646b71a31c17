import { getSlotGame, isSlotGameCode } from '@jl/games';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** z for a two-sided 99% interval (the normal quantile 0.995). */
export const Z_99 = 2.5758293035489;

export type RtpSample = { rounds: number; stakeCents: bigint; winCents: bigint; stakeSquares: number };

/**
 * Observed RTP against the published one. Each round pays its bet × X, X with the game's published
 * mean (RTP) and variance σ² per unit bet; the observed RTP Σwin/Σbet then has mean RTP and standard
 * deviation σ·√(Σbet²)/Σbet (bets of any size). The alarm fires when the observed value leaves the 99%
 * interval RTP ± z·sd — about 1 false alarm in 100 checks of a fair game, which is why it is an alarm
 * for a person to look at and never an automatic action.
 */
export function rtpCheck(published: { rtp: number; standardDeviation: number }, sample: RtpSample) {
  if (sample.rounds === 0 || sample.stakeCents === 0n) {
    return { observed: null, low: null, high: null, alarm: false };
  }
  const stakes = Number(sample.stakeCents);
  const observed = Number(sample.winCents) / stakes;
  const sd = (published.standardDeviation * Math.sqrt(sample.stakeSquares)) / stakes;
  const low = published.rtp - Z_99 * sd;
  const high = published.rtp + Z_99 * sd;
  return { observed, low, high, alarm: observed < low || observed > high };
}

/** Every original slot with its rounds, stakes and wins, and the check above. */
export async function rtpReport(db: Executor) {
  const result = (await db.execute(sql`select game_code, count(*)::int as rounds, sum(bet)::text as stakes,
      sum(win)::text as wins, sum(bet::numeric * bet)::float8 as squares
    from game_rounds group by game_code`)) as unknown as {
    rows: { game_code: string; rounds: number; stakes: string; wins: string; squares: number }[];
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
    };
    return {
      code,
      version: info.version,
      rtp: info.rtp,
      standardDeviation: info.standardDeviation,
      sample,
      check: rtpCheck(info, sample),
    };
  });
}
