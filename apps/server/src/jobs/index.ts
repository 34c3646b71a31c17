/**
 * The jobs backbone: job definitions `{name, schedule, run}` in São Paulo time, each period taking
 * effect exactly once by its row in the database (docs/ARCHITECTURE.md "Jobs"). Modules define their
 * jobs with `app.jobs.define(...)` when they register.
 */

export type { JobContext, JobDefinition } from './job-types.ts';
export { jobsAdminRoutes } from './jobs-admin-routes.ts';
export { JOB_TIME_ZONE, type Schedule } from './schedule.ts';
export { type Jobs, jobsPlugin } from './scheduler.ts';
