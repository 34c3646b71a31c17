import { adminGamesRtp, adminPageQuery, adminPlayerParams, adminPlayerRounds, toDecimal } from '@jl/core';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireStaff } from '../admin/index.ts';
import { gameRounds } from './originals-schema.ts';
import { rtpReport } from './rtp-monitor.ts';

/** Staff: the RTP monitor and a player's rounds with their proof. */
export const originalsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/games/rtp',
    {
      onRequest: requireStaff(['owner']),
      schema: {
        tags: ['admin'],
        summary:
          'Observed RTP per original game against its published RTP, with the 99% interval and an alarm',
        response: { 200: envelopeOf(adminGamesRtp) },
      },
    },
    async () =>
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
  );

  app.get(
    '/admin/players/:id/rounds',
    {
      onRequest: requireStaff(['support', 'finance']),
      schema: {
        tags: ['admin'],
        summary: 'A player’s rounds, newest first, with seed hash, client seed and nonce (the proof)',
        params: adminPlayerParams,
        querystring: adminPageQuery,
        response: { 200: envelopeOf(adminPlayerRounds) },
      },
    },
    async (request) => {
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
  );
};
