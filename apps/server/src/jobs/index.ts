/**
 * The jobs backbone: job definitions `{name, schedule, run}` in São Paulo time, each period taking
 * effect exactly once by its row in the database (docs/ARCHITECTURE.md "Jobs"). Modules declare their
 * jobs in their manifest; `modules.ts` defines them.
 */
import { defineModule, tablesOf } from '../lib/server-module.ts';
import { embeddedVacuumJob } from './embedded-vacuum.ts';
import { jobsAdminRoutes } from './jobs-admin-routes.ts';
import * as schema from './jobs-schema.ts';

export { type JobSummary, jobSummary } from './job-summary.ts';
export type { JobContext, JobDefinition } from './job-types.ts';
export { JOB_TIME_ZONE, type Schedule } from './schedule.ts';
export { type Jobs, jobsPlugin } from './scheduler.ts';

export const jobsModule = defineModule({
  name: 'jobs',
  purpose: 'The scheduler: each period of each job takes effect once; staff see every job and its last run',
  staffRoutes: [jobsAdminRoutes],
  jobs: (app) => (app.database.kind === 'pglite' ? [embeddedVacuumJob] : []),
  tables: tablesOf(schema),
});
