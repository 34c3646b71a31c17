import { segmentsOf, wheelOdds } from '@jl/games';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { RtpSample } from '../../lib/rtp-sample.ts';
import { activitySpins } from './activity-schema.ts';
import { listWheelHistory } from './wheel-tables.ts';

/**
 * The wheel's spins for the back office's RTP page (assembled by `reports`), per table version: the
 * observed centavos per spin against the table's exact expected value, with its exact standard
 * deviation and its largest segment as the bound (docs/GAMES.md "RTP monitor").
 */
export async function wheelRtpSamples(db: Executor): Promise<RtpSample[]> {
  const [rows, history] = await Promise.all([
    db
      .select({
        version: activitySpins.tableVersion,
        table: sql<['cash' | 'diamond', number, number][]>`min(${activitySpins.wheel}::text)::jsonb`,
        count: sql<number>`count(*)::int`,
        wins: sql<string>`sum(${activitySpins.amountCents})::text`,
      })
      .from(activitySpins)
      .groupBy(activitySpins.tableVersion),
    listWheelHistory(db),
  ]);
  const versions = [...new Set([...history.map((h) => h.version), ...rows.map((r) => r.version)])];
  return versions.map((version) => {
    const row = rows.find((r) => r.version === version);
    const tuples = history.find((h) => h.version === version)?.tuples ?? row?.table ?? [];
    const segments = segmentsOf(tuples);
    const odds = wheelOdds({ version, segments });
    const mean = Number(odds.expectedCents.num) / Number(odds.expectedCents.den);
    const square = odds.segments.reduce(
      (sum, s) =>
        sum +
        (s.segment.kind === 'cash' ? s.segment.cents ** 2 : 0) *
          (Number(s.probability.num) / Number(s.probability.den)),
      0,
    );
    const max = Math.max(0, ...segments.map((s) => (s.kind === 'cash' ? s.cents : 0)));
    const count = row?.count ?? 0;
    return {
      family: 'wheel' as const,
      code: 'red_envelope',
      platform: null,
      version,
      unit: 'per_spin' as const,
      rounds: count,
      stakes: BigInt(count),
      wins: BigInt(row?.wins ?? 0),
      stakeSquares: count,
      maxStake: count > 0 ? 1n : 0n,
      published: { mean, max, standardDeviation: Math.sqrt(Math.max(0, square - mean * mean)) },
      refunded: null,
      providerRtp: null,
    };
  });
}
