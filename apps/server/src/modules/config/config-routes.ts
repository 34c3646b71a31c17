import { gameStatus, killConfig, siteConfig } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { getGameStatus, getSiteConfig, getVipLevels } from './config-service.ts';

/** The spec's public launch calls (§7): site configuration, VIP rules and the game status. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config/index',
    {
      schema: {
        tags: ['config'],
        summary: 'Public site configuration',
        response: { 200: envelopeOf(siteConfig) },
      },
    },
    async () => ok(await getSiteConfig(app.db)),
  );

  app.get(
    '/activity/killconfig',
    {
      schema: {
        tags: ['config'],
        summary: 'VIP level rules (data.vip_lvl). Rules only: no game outcome is ever configurable.',
        response: { 200: envelopeOf(killConfig) },
      },
    },
    async () => ok({ vip_lvl: await getVipLevels(app.db) }),
  );

  app.get(
    '/game/checkGameStatus',
    {
      schema: {
        tags: ['games'],
        summary: 'Operator game status: 0 open, 1 maintenance for all games',
        response: { 200: envelopeOf(gameStatus) },
      },
    },
    async () => ok({ status: await getGameStatus(app.db) }),
  );
};
