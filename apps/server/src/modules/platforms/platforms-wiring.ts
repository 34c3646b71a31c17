import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { query } from '../../db/rows.ts';
import { type JobDefinition, jobSummary } from '../../jobs/index.ts';
import { type GameKey, seedExternalGames } from '../lobby/index.ts';
import { launchExternal } from './external-launch.ts';
import { reconcileTransferPlatforms } from './reconciliation-service.ts';

/**
 * At boot: the external platforms' games into the lobby's catalogue, and the lobby's ports filled:
 * how an external game opens, and the seamless bets still waiting for their provider.
 */
export async function wirePlatforms(app: FastifyInstance): Promise<void> {
  await seedExternalGames(app.db, app.gameProviders.values());
  app.lobby.launchExternal = launchExternal;
  app.lobby.openBets.push(countOpenSeamlessBets);
}

/** Seamless bets waiting for their provider (a win or a rollback), by platform and provider game. */
async function countOpenSeamlessBets(db: Executor): Promise<(game: GameKey) => number> {
  const rows = await query<{ platform: string; game_id: string; n: number }>(
    db,
    sql`select platform, game_id, count(*)::int as n from provider_transactions
        where action = 'bet' and status = 'open' and game_id is not null
        group by platform, game_id`,
  );
  const byGame = new Map(rows.map((r) => [`${r.platform}/${r.game_id}`, Number(r.n)]));
  return (game) =>
    game.providerGameId === null ? 0 : (byGame.get(`${game.platform}/${game.providerGameId}`) ?? 0);
}

/** The nightly reconciliation of the transfer platforms. */
export function platformsJobs(app: FastifyInstance): JobDefinition[] {
  return [
    {
      name: 'games.reconcile-transfer-platforms',
      description:
        'Settles transfer-platform moves a crash or a lost answer left pending and reports balance differences to staff',
      // Nightly, 03:30 São Paulo: few players are in a transfer platform then.
      schedule: { cron: '30 3 * * *' },
      // Each pending move settles once by its own row; the balance report is claimed per platform.
      mode: 'items',
      run: async (ctx) => {
        const summary = await reconcileTransferPlatforms(ctx.db, app.gameProviders.values(), ctx.now, {
          claim: ctx.claim,
        });
        const { confirmed, reverted, failed } = summary.settled;
        return jobSummary('transfersReconciled', {
          n: summary.platforms,
          confirmed,
          reverted,
          failed,
          differences: summary.mismatches,
        });
      },
    },
  ];
}
