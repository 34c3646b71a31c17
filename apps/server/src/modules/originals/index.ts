/**
 * The originals: the in-house provably-fair games. A round is one transaction (stake and win through
 * the wallet, the round row), seeds and nonces prove it, the round history shows it, the home top-10
 * tables and the RTP monitor are computed from the rounds. Other modules use only what is exported here.
 */
import type { FastifyInstance } from 'fastify';
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { originalsAdminRoutes } from './originals-admin-routes.ts';
import { fairnessRoutes, playRoutes } from './originals-routes.ts';
import * as schema from './originals-schema.ts';
import { resealSeeds } from './rounds-repository.ts';

export { getFairness, rotateSeed, setClientSeed, takeFairNonce } from './fairness-service.ts';
export { gameRounds, gameSeeds } from './originals-schema.ts';
export { type PlayInput, playOriginal } from './play-service.ts';
export { findRevealedServerSeeds, type SeedRow } from './rounds-repository.ts';
export { originalsRtpSamples } from './rtp-monitor.ts';
export { maskPlayer, TOP_WINDOWS } from './top-service.ts';

/** At boot: active seeds stored plain (before sealing existed) or under an earlier APP_SECRET (lib/seal.ts). */
async function wireOriginals(app: FastifyInstance): Promise<void> {
  const resealed = await resealSeeds(app.db);
  if (resealed > 0) app.log.info({ resealed }, 'resealed active server seeds under the current APP_SECRET');
}

export const originalsModule = defineModule({
  name: 'originals',
  purpose:
    'The provably-fair originals: rounds, seeds and nonces, round history, the top-10 tables, the RTP monitor',
  routes: [playRoutes, fairnessRoutes],
  staffRoutes: [originalsAdminRoutes],
  wire: wireOriginals,
  tables: tablesOf(schema),
});
