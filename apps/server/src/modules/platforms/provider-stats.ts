import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { RtpSample } from '../../lib/rtp-sample.ts';
import { listPublishedRtps } from '../lobby/index.ts';
import { providerTransactions } from './platforms-schema.ts';

/**
 * External platforms' games for the back office's RTP page (assembled by `reports`), from the seamless
 * callbacks: stakes are the bets not rolled back, wins the wins, per platform and provider game id.
 * A platform publishes no bound on a game's payout, so there is no interval: the observed RTP is shown
 * beside the RTP the catalogue publishes for the game, when it has one (docs/GAMES.md "RTP monitor").
 */
export async function providerRtpSamples(db: Executor): Promise<RtpSample[]> {
  const game = sql<string>`coalesce(${providerTransactions.gameId}, '')`;
  const [bets, wins, catalogue] = await Promise.all([
    db
      .select({
        platform: providerTransactions.platform,
        game,
        count: sql<number>`count(*)::int`,
        stakes: sql<string>`sum(${providerTransactions.amount})::text`,
        squares: sql<number>`sum(${providerTransactions.amount}::numeric * ${providerTransactions.amount})::float8`,
        maxStake: sql<string>`max(${providerTransactions.amount})::text`,
      })
      .from(providerTransactions)
      .where(and(eq(providerTransactions.action, 'bet'), ne(providerTransactions.status, 'rolled_back')))
      .groupBy(providerTransactions.platform, game),
    db
      .select({
        platform: providerTransactions.platform,
        game,
        wins: sql<string>`sum(${providerTransactions.amount})::text`,
      })
      .from(providerTransactions)
      .where(eq(providerTransactions.action, 'win'))
      .groupBy(providerTransactions.platform, game),
    listPublishedRtps(db),
  ]);
  return bets.map((b) => {
    const listed = catalogue.find((c) => c.platform === b.platform && c.providerGameId === b.game);
    const won = wins.find((w) => w.platform === b.platform && w.game === b.game);
    const stated = listed?.publishedRtp ? Number(listed.publishedRtp) / 100 : null;
    return {
      family: 'external' as const,
      code: listed?.code ?? b.game,
      platform: b.platform,
      version: b.game,
      unit: 'rtp' as const,
      rounds: b.count,
      stakes: BigInt(b.stakes),
      wins: BigInt(won?.wins ?? 0),
      stakeSquares: Number(b.squares),
      maxStake: BigInt(b.maxStake),
      published: null,
      refunded: null,
      providerRtp: stated !== null && Number.isFinite(stated) ? stated : null,
    };
  });
}
