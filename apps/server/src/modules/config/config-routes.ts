import { configApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { getGameStatus, getSiteConfig, getVipLevels } from './config-service.ts';

/** The spec's public launch calls (§7): site configuration, VIP rules and the game status. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    fromDescriptor(configApi.index, {
      tags: ['config'],
      summary: 'Public site configuration',
      handler: async () => ok(await getSiteConfig(app.db)),
    }),
  );

  app.route(
    fromDescriptor(configApi.killConfig, {
      tags: ['config'],
      summary: 'VIP level rules (data.vip_lvl). Rules only: no game outcome is ever configurable.',
      handler: async () => ok({ vip_lvl: await getVipLevels(app.db) }),
    }),
  );

  app.route(
    fromDescriptor(configApi.gameStatus, {
      tags: ['games'],
      summary: 'Operator game status: 0 open, 1 maintenance for all games',
      handler: async () => ok({ status: await getGameStatus(app.db) }),
    }),
  );
};
