import { z } from 'zod';

/**
 * What a job's last period did: `key` names the sentence (`backoffice.jobs.results.<key>`), `counts`
 * its numbers, `detail` a day, week or cut-off it was for (`text`: a summary from before this form).
 */
export const jobResultView = z.object({
  key: z.string(),
  counts: z.record(z.string(), z.number()),
  detail: z.string().optional(),
});
export type JobResultView = z.infer<typeof jobResultView>;

/** `GET /api/v2/admin/jobs` (owner): every scheduled job with its state (docs/OPERATIONS.md "Jobs"). */
export const adminJob = z.object({
  name: z.string(),
  description: z.string(),
  /** "cron 0 1 * * * (America/Sao_Paulo)" or "every 60 s". */
  schedule: z.string(),
  /** Start of the newest period that took effect (ISO-8601 UTC). */
  last_period: z.string().nullable(),
  last_finished_at: z.string().nullable(),
  last_result: jobResultView.nullable(),
  next_run_at: z.string().nullable(),
  /** Seconds the job is behind its schedule (0 when on time). */
  lag_seconds: z.number().int(),
  /** Behind by more than the grace (60 s, or three scheduler ticks if longer): counted as failing. */
  overdue: z.boolean(),
  /** Consecutive failures of the current period, and all failures ever. */
  failures: z.number().int(),
  total_failures: z.string(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  /** While backing off after a failure: no attempt before this time. */
  retry_at: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJob>;

export const adminJobs = z.object({ list: z.array(adminJob) });
export const adminJobsQuery = z.strictObject({});
