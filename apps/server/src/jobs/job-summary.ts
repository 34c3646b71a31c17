import type { JobResultView } from '@jl/core';

/**
 * What one period of a job did, in a form the back office translates (`backoffice.jobs.results.<key>`
 * with the counts and the detail as values) instead of an English sentence. It is kept as JSON in the
 * period's row and the job's state (`summary`, `last_summary`), readable in logs and by SQL as well.
 */
export type JobSummary = JobResultView;

export function jobSummary(key: string, counts: Record<string, number> = {}, detail?: string): JobSummary {
  return detail === undefined ? { key, counts } : { key, counts, detail };
}

/** The stored text of a summary ('' when the run said nothing). */
export function encodeSummary(summary: JobSummary | undefined): string {
  return summary ? JSON.stringify(summary) : '';
}

/** A stored summary as staff see it; text from before summaries were structured is its own detail. */
export function decodeSummary(text: string | null): JobSummary | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<JobSummary>;
    if (typeof value.key === 'string' && typeof value.counts === 'object' && value.counts !== null)
      return jobSummary(value.key, value.counts, value.detail);
  } catch {
    // not JSON: an older plain-text summary
  }
  return jobSummary('text', {}, text);
}
