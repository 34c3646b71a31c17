import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../jobs/index.ts';
import { seedExternalGames } from './lobby-service.ts';
import { reconcileTransferPlatforms } from './reconciliation-service.ts';
import { resealSeeds } from './rounds-repository.ts';

/** At boot: the external platforms' games into the catalogue, active seeds under the current key. */
export async function wireGames(app: FastifyInstance): Promise<void> {
  await seedExternalGames(app.db, app.gameProviders.values());
  // Active seeds stored plain (before sealing existed) or under an earlier APP_SECRET (lib/seal.ts).
  const resealed = await resealSeeds(app.db);
  if (resealed > 0) app.log.info({ resealed }, 'resealed active server seeds under the current APP_SECRET');
}

/** The nightly reconciliation of the transfer platforms. */
export function gamesJobs(app: FastifyInstance): JobDefinition[] {
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
        return `${summary.platforms} platforms: ${confirmed} confirmed, ${reverted} reverted, ${failed} failed, ${summary.mismatches} differences`;
      },
    },
  ];
}
