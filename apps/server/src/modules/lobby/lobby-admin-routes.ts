import { staffLobbyApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { audit, requireStaff } from '../admin/index.ts';
import { forgetSettings, replaceSettingsSection } from '../config/index.ts';
import { listGamesForStaff, switchMaintenance } from './games-maintenance.ts';
import { dropGameCache } from './lobby-service.ts';

/** Staff: the all-games status and every platform and game with its flags and open bets. */
export const gamesStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = requireStaff(['owner']);

  app.route(
    fromDescriptor(staffLobbyApi.games, {
      onRequest: owner,
      tags: ['admin'],
      summary: 'The all-games status and every platform and game with its flags and open seamless bets',
      handler: async () => ok(await listGamesForStaff(app.db, app.lobby.openBets)),
    }),
  );

  app.route(
    fromDescriptor(staffLobbyApi.status, {
      onRequest: owner,
      tags: ['admin'],
      summary: 'Sets the all-games status of /game/checkGameStatus (1: every game in maintenance), audited',
      handler: async (request) => {
        const { status, reason } = request.body;
        await app.db.transaction(async (tx) => {
          const before = (await replaceSettingsSection(tx, 'games', { status })) as
            | { status?: number }
            | undefined;
          await audit(tx, {
            staffId: request.staff!.id,
            action: 'games.status',
            targetType: 'games',
            targetId: 'all',
            detail: { reason, changes: [{ path: 'status', before: before?.status ?? 0, after: status }] },
            ip: request.ip,
            at: app.now(),
          });
        });
        forgetSettings(app.db);
        return ok({ status });
      },
    }),
  );
};

/** Staff: one game or a whole platform in maintenance or back, audited. */
export const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = requireStaff(['owner']);

  for (const target of ['game', 'platform'] as const) {
    app.route(
      fromDescriptor(target === 'game' ? staffLobbyApi.gameMaintenance : staffLobbyApi.platformMaintenance, {
        onRequest: owner,
        tags: ['admin'],
        summary:
          target === 'game'
            ? 'Puts one game in maintenance (new rounds refused) or back, audited'
            : 'Puts a whole platform in maintenance (new rounds and bets refused) or back, audited',
        handler: async (request) => {
          const { code } = request.params;
          const { maintenance, reason } = request.body;
          const openBets = await app.db.transaction(async (tx) => {
            const { before, openBets } = await switchMaintenance(
              tx,
              app.lobby.openBets,
              target,
              code,
              maintenance,
            );
            await audit(tx, {
              staffId: request.staff!.id,
              action: `games.${target}.maintenance`,
              targetType: target,
              targetId: code,
              detail: { reason, changes: [{ path: 'maintenance', before, after: maintenance }], openBets },
              ip: request.ip,
              at: app.now(),
            });
            return openBets;
          });
          dropGameCache(app.db);
          return ok({ code, maintenance, open_bets: openBets });
        },
      }),
    );
  }
};
