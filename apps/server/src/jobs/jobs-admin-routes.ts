import { staffJobsApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor } from '../lib/described-route.ts';
import { ok } from '../lib/envelope.ts';
import { requireStaff } from '../modules/admin/index.ts';
import { decodeSummary } from './job-summary.ts';

/** `GET /admin/jobs` (owner): every job's schedule, last period and result, next run, lag and failures. */
export const jobsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    fromDescriptor(staffJobsApi.jobs, {
      onRequest: requireStaff(['owner']),
      tags: ['admin'],
      summary: 'Scheduled jobs and their state',
      handler: async () => {
        const views = await app.jobs.views();
        return ok({
          list: views.map((v) => ({
            name: v.name,
            description: v.description,
            schedule: v.schedule,
            last_period: v.lastPeriod,
            last_finished_at: v.lastFinishedAt,
            last_result: decodeSummary(v.lastSummary),
            next_run_at: v.nextRunAt,
            lag_seconds: v.lagSeconds,
            overdue: v.overdue,
            failures: v.failures,
            total_failures: v.totalFailures,
            last_error: v.lastError,
            last_error_at: v.lastErrorAt,
            retry_at: v.retryAt,
          })),
        });
      },
    }),
  );
};
