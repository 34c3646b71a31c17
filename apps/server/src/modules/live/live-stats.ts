import { CRASH_EDGE_PERCENT } from '@jl/games';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { RtpSample } from '../../lib/rtp-sample.ts';
import { AUTO_MAX } from './live-bets.ts';
import { liveBets, liveRounds } from './live-schema.ts';

/**
 * The live games' bets for the back office's RTP page (assembled by `reports`): settled and cashed
 * bets make the observed RTP; refunded bets (a round that never finished) are counted apart, with
 * their stakes, and left out of it. Published: crash returns 1 − edge on any cash-out target; every
 * roulette bet returns 36/37. Largest payout per unit: roulette 36 (a straight number); crash the
 * largest auto cash-out (AUTO_MAX), or a larger manual cash-out seen (docs/GAMES.md "RTP monitor").
 */
const PUBLISHED: Record<string, { mean: number; max: number }> = {
  crash: { mean: 1 - CRASH_EDGE_PERCENT / 100, max: AUTO_MAX / 100 },
  roulette: { mean: 36 / 37, max: 36 },
};

export async function liveRtpSamples(db: Executor): Promise<RtpSample[]> {
  const rows = await db
    .select({
      game: liveRounds.game,
      refunded: sql<boolean>`${liveBets.status} = 'refunded'`,
      count: sql<number>`count(*)::int`,
      stakes: sql<string>`coalesce(sum(${liveBets.amount}), 0)::text`,
      wins: sql<string>`coalesce(sum(${liveBets.win}), 0)::text`,
      squares: sql<number>`coalesce(sum(${liveBets.amount}::numeric * ${liveBets.amount}), 0)::float8`,
      maxStake: sql<string>`coalesce(max(${liveBets.amount}), 0)::text`,
      maxCashout: sql<number>`coalesce(max(${liveBets.cashout}), 0)::int`,
    })
    .from(liveBets)
    .innerJoin(liveRounds, eq(liveRounds.id, liveBets.roundId))
    .where(inArray(liveBets.status, ['settled', 'cashed', 'refunded']))
    .groupBy(liveRounds.game, sql`${liveBets.status} = 'refunded'`);
  return Object.keys(PUBLISHED).map((game) => {
    const played = rows.find((r) => r.game === game && !r.refunded);
    const refunded = rows.find((r) => r.game === game && r.refunded);
    const published = PUBLISHED[game]!;
    return {
      family: 'live' as const,
      code: game,
      platform: null,
      version: `${game}-1`,
      unit: 'rtp' as const,
      rounds: played?.count ?? 0,
      stakes: BigInt(played?.stakes ?? 0),
      wins: BigInt(played?.wins ?? 0),
      stakeSquares: Number(played?.squares ?? 0),
      maxStake: BigInt(played?.maxStake ?? 0),
      published: { ...published, max: Math.max(published.max, (played?.maxCashout ?? 0) / 100) },
      refunded: { count: refunded?.count ?? 0, stakes: BigInt(refunded?.stakes ?? 0) },
      providerRtp: null,
    };
  });
}
