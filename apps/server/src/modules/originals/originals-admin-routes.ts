import { staffOriginalsApi, toDecimal } from '@jl/core';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { requireStaff } from '../admin/index.ts';
import { gameRounds } from './originals-schema.ts';
import { rtpReport } from './rtp-monitor.ts';

/** Staff: the RTP monitor and a player's rounds with their proof. */
export const originalsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    fromDescriptor(staffOriginalsApi.rtp, {
      onRequest: requireStaff(['owner']),
      tags: ['admin'],
      summary: 'Observed RTP per original game against its published RTP, with the 99% interval and an alarm',
      handler: async () =>
        ok({
          list: (await rtpReport(app.db)).map((g) => ({
            code: g.code,
            version: g.version,
            rounds: g.sample.rounds,
            stakes: toDecimal(g.sample.stakeCents),
            wins: toDecimal(g.sample.winCents),
            rtp: g.rtp,
            standard_deviation: g.standardDeviation,
            ...g.check,
          })),
        }),
    }),
  );

  app.route(
    fromDescriptor(staffOriginalsApi.rounds, {
      onRequest: requireStaff(['support', 'finance']),
      tags: ['admin'],
      summary: 'A player’s rounds, newest first, with seed hash, client seed and nonce (the proof)',
      handler: async (request) => {
        const { page, size } = request.query;
        const where = eq(gameRounds.memberId, BigInt(request.params.id));
        const [rows, [total]] = await Promise.all([
          app.db
            .select()
            .from(gameRounds)
            .where(where)
            .orderBy(desc(gameRounds.id))
            .limit(size)
            .offset((page - 1) * size),
          app.db.select({ n: count() }).from(gameRounds).where(where),
        ]);
        return ok({
          list: rows.map((r) => ({
            id: String(r.id),
            game: r.gameCode,
            bet: toDecimal(r.bet),
            win: toDecimal(r.win),
            nonce: String(r.nonce),
            server_seed_hash: r.serverSeedHash,
            client_seed: r.clientSeed,
            created_at: r.createdAt.toISOString(),
          })),
          total: Number(total?.n ?? 0),
          page,
          size,
        });
      },
    }),
  );
};
