import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { audit, requireStaff } from '../admin/index.ts';
import { listGameReconciliations, reconcileTransferPlatforms } from './reconciliation-service.ts';

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

/** Staff: the transfer-platform reconciliation, its findings and a run on demand. */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
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
