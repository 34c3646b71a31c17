import { type DashboardDay, type StaffRole, staffReportsApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvExport } from '../../lib/csv-export.ts';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { ANY_STAFF, requireStaff, seesRevenue } from '../admin/index.ts';
import { registerBusinessMetrics } from './business-metrics.ts';
import { dashboardDays, overduePayouts, pendingWork } from './reports-repository.ts';
import { rtpReport } from './rtp-report.ts';
import { summaryReport } from './summary-report.ts';

/** A day without its revenue figures, for the roles that may not see them. */
const withoutRevenue = ({ deposits, withdrawals, ggr, bonus_cost, ngr, ...counts }: DashboardDay) => counts;

/** The roles the withdrawal queue admits (GET /admin/withdrawals) see the overdue payouts too. */
const seesWithdrawals = (role: StaffRole) => role !== 'marketing';

/**
 * The dashboard's figures, for every staff role (aggregates only: no player data); the revenue
 * figures for finance and owners only.
 */
export const reportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBusinessMetrics(app);
  app.route(
    fromDescriptor(staffReportsApi.dashboard, {
      onRequest: requireStaff(ANY_STAFF),
      tags: ['admin'],
      summary:
        '30 São Paulo days of deposits, withdrawals, GGR, bonus cost, NGR, players and rounds; pending work',
      handler: async (request) => {
        const role = request.staff!.role;
        const [days, pending, jobs, overdue] = await Promise.all([
          dashboardDays(app.db, app.now(), 30),
          pendingWork(app.db, app.now()),
          app.jobs.views(),
          seesWithdrawals(role) ? overduePayouts(app.db, app.now()) : null,
        ]);
        // A job that is late is as much an alarm as one that fails: a stopped scheduler fails nothing.
        const jobsFailing = jobs.filter((j) => j.failures > 0 || j.overdue).length;
        const shown = seesRevenue(role) ? days : days.map(withoutRevenue);
        return ok({
          days: shown,
          pending: { ...pending, jobs_failing: jobsFailing },
          payouts_overdue: overdue,
        });
      },
    }),
  );

  app.route(
    fromDescriptor(staffReportsApi.rtp, {
      onRequest: requireStaff(['owner']),
      tags: ['admin'],
      summary:
        'Observed RTP of every game (originals, live, the wheel per table version, external platforms) against the published one, with a 99% bound that never goes below zero',
      handler: async () => ok(await rtpReport(app.db)),
    }),
  );

  app.route(
    fromDescriptor(staffReportsApi.summary, {
      onRequest: requireStaff(['owner', 'finance']),
      ...csvExport('summary', (data) => [...(data.list as []), { key: 'total', ...(data.totals as object) }]),
      tags: ['admin'],
      summary:
        'Bets, wins, GGR, bonuses, commissions, adjustments, NGR, deposits, withdrawals and the GGR tax base by São Paulo day, week or month, or by game, provider or platform (finance, owner; format=csv)',
      handler: async (request) => ok(await summaryReport(app.db, request.query)),
    }),
  );
};
