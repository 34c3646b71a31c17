import type { AccessLogPurge } from '../../db/retention.ts';
import { type JobDefinition, jobSummary } from '../../jobs/index.ts';
import { staffAccessLogs } from '../admin/index.ts';
import { playerAccessLogs } from '../auth/index.ts';
import { visitAccessLogs } from '../tracking/index.ts';
import { heldAt } from './holds-service.ts';

const DAY_MS = 86_400_000;

/** Rows per transaction: short transactions (the embedded database is held by each one). */
export const ACCESS_LOG_BATCH = 1_000;

/** Every module's access-log data, in the order the job purges it. */
export const ACCESS_LOGS: readonly AccessLogPurge[] = [
  ...playerAccessLogs,
  ...staffAccessLogs,
  ...visitAccessLogs,
];

/**
 * `privacy.access-logs`, every day at 04:45 in São Paulo: the IP addresses and user agents older than
 * ACCESS_LOG_RETENTION_DAYS are erased (docs/COMPLIANCE.md "Access logs"). The cut-off is the period's
 * start minus the retention, so a period run again after a crash erases the same rows; each batch is
 * its own transaction and matches only rows that still hold data, so a run cut short by a kill loses
 * nothing and repeats nothing when the period runs again. A player's rows are kept while a hold on
 * them is in force at the period's start (`heldAt`); the first period after it ends erases them.
 */
export function accessLogsJob(retentionDays: number, batch = ACCESS_LOG_BATCH): JobDefinition {
  return {
    name: 'privacy.access-logs',
    description: `Erases IP addresses and user agents older than ${retentionDays} days (ACCESS_LOG_RETENTION_DAYS)`,
    schedule: { cron: '45 4 * * *' },
    mode: 'items',
    run: async (ctx) => {
      const before = new Date(ctx.period.getTime() - retentionDays * DAY_MS);
      const keep = heldAt(ctx.period);
      // Each log's count under its own name (for operators reading the row), and `n` their sum.
      const counts: Record<string, number> = { n: 0 };
      for (const log of ACCESS_LOGS) {
        let total = 0;
        for (;;) {
          const n = await ctx.db.transaction((tx) => log.purge(tx, before, batch, keep));
          total += n;
          if (n < batch) break;
        }
        counts[log.what.replace(/\s+/g, '_')] = total;
        counts.n = (counts.n ?? 0) + total;
      }
      return jobSummary('accessLogsErased', counts, before.toISOString());
    },
  };
}
