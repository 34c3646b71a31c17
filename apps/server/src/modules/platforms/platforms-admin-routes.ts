import { staffPlatformsApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvExport } from '../../lib/csv-export.ts';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { audit, requireStaff } from '../admin/index.ts';
import { listGameReconciliations, reconcileTransferPlatforms } from './reconciliation-service.ts';

/** Who may read and run the transfer-platform reconciliation. */
const RECONCILE_ROLES = ['owner', 'finance'] as const;

/** Staff: the transfer-platform reconciliation, its findings and a run on demand. */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    fromDescriptor(staffPlatformsApi.reconciliation, {
      ...csvExport('reconciliation'),
      onRequest: requireStaff([...RECONCILE_ROLES]),
      tags: ['admin'],
      summary: 'Transfer-platform reconciliation findings (settled moves, balance differences), newest first',
      handler: async (request) =>
        ok(await listGameReconciliations(app.db, request.query.page, request.query.size)),
    }),
  );

  app.route(
    fromDescriptor(staffPlatformsApi.reconcile, {
      onRequest: requireStaff([...RECONCILE_ROLES]),
      tags: ['admin'],
      summary: 'Runs the transfer-platform reconciliation now (it also runs nightly as a job)',
      handler: async (request) => {
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
    }),
  );
};
