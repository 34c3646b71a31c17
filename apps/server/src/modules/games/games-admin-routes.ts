import {
  adminGameCodeParams,
  adminGameFlagResult,
  adminGameMaintenanceBody,
  adminGameStatusBody,
  adminGamesRtp,
  adminGamesStatus,
  adminPageQuery,
  adminPlayerParams,
  adminPlayerRounds,
  gameStatus,
  toDecimal,
} from '@jl/core';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { audit, requireStaff } from '../admin/index.ts';
import { forgetSettings, replaceSettingsSection } from '../config/index.ts';
import { listGamesForStaff, switchMaintenance } from './games-maintenance.ts';
import { gameRounds } from './games-schema.ts';
import { dropGameCache } from './lobby-service.ts';
import { listGameReconciliations, reconcileTransferPlatforms } from './reconciliation-service.ts';
import { rtpReport } from './rtp-monitor.ts';

/** Who may read and run the transfer-platform reconciliation. */
const RECONCILE_ROLES = ['owner', 'finance'] as const;

const pageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

const reconciliationPage = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      run_at: z.string(),
      platform: z.string(),
      member_id: z.string().nullable(),
      /** balance_mismatch, transfer_confirmed, transfer_reverted or transfer_failed. */
      kind: z.string(),
      ours: z.string().nullable(),
      theirs: z.string().nullable(),
      transfer_id: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

const reconciliationSummary = z.object({
  platforms: z.number().int(),
  settled: z.object({ confirmed: z.number().int(), reverted: z.number().int(), failed: z.number().int() }),
  mismatches: z.number().int(),
});

/** Staff endpoints of the games module: RTP monitor, a player's rounds with their proof, and the transfer-platform reconciliation. */
export const gamesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = requireStaff(['owner']);

  app.get(
    '/admin/games',
    {
      onRequest: owner,
      schema: {
        tags: ['admin'],
        summary: 'The all-games status and every platform and game with its flags and open seamless bets',
        response: { 200: envelopeOf(adminGamesStatus) },
      },
    },
    async () => ok(await listGamesForStaff(app.db)),
  );

  app.post(
    '/admin/games/status',
    {
      onRequest: owner,
      schema: {
        tags: ['admin'],
        summary: 'Sets the all-games status of /game/checkGameStatus (1: every game in maintenance), audited',
        body: adminGameStatusBody,
        response: { 200: envelopeOf(gameStatus) },
      },
    },
    async (request) => {
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
  );

  for (const target of ['game', 'platform'] as const) {
    app.post(
      target === 'game' ? '/admin/games/:code/maintenance' : '/admin/games/platforms/:code/maintenance',
      {
        onRequest: owner,
        schema: {
          tags: ['admin'],
          summary:
            target === 'game'
              ? 'Puts one game in maintenance (new rounds refused) or back, audited'
              : 'Puts a whole platform in maintenance (new rounds and bets refused) or back, audited',
          params: adminGameCodeParams,
          body: adminGameMaintenanceBody,
          response: { 200: envelopeOf(adminGameFlagResult) },
        },
      },
      async (request) => {
        const { code } = request.params;
        const { maintenance, reason } = request.body;
        const openBets = await app.db.transaction(async (tx) => {
          const { before, openBets } = await switchMaintenance(tx, target, code, maintenance);
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
    );
  }

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

  app.get(
    '/admin/games/reconciliation',
    {
      onRequest: requireStaff([...RECONCILE_ROLES]),
      schema: {
        tags: ['admin'],
        summary:
          'Transfer-platform reconciliation findings (settled moves, balance differences), newest first',
        querystring: pageQuery,
        response: { 200: envelopeOf(reconciliationPage) },
      },
    },
    async (request) => ok(await listGameReconciliations(app.db, request.query.page, request.query.size)),
  );

  app.post(
    '/admin/games/reconciliation/run',
    {
      onRequest: requireStaff([...RECONCILE_ROLES]),
      schema: {
        tags: ['admin'],
        summary: 'Runs the transfer-platform reconciliation now (it also runs nightly as a job)',
        response: { 200: envelopeOf(reconciliationSummary) },
      },
    },
    async (request) => {
      const summary = await reconcileTransferPlatforms(app.db, app.gameProviders.values(), () => app.now());
      await audit(app.db, {
        staffId: request.staff!.id,
        action: 'games.reconciliation.run',
        detail: summary,
        ip: request.ip,
        at: app.now(),
      });
      return ok(summary);
    },
  );
};
