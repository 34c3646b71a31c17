import { sql } from 'drizzle-orm';
import { jobSummary } from './job-summary.ts';
import type { JobDefinition } from './job-types.ts';

/**
 * VACUUM (ANALYZE) of the embedded database, every day at 04:30 in São Paulo (docs/OPERATIONS.md
 * "The embedded database"). PGlite runs Postgres in single-user mode, where no autovacuum worker ever
 * starts: without this, the space of rows that updates leave behind (balances, seeds, job state) is
 * never reused and the planner's statistics are never gathered. PostgreSQL's own autovacuum does this
 * there, so the job is defined on the embedded database only. It holds the whole database while it
 * runs (about 0.1 s on a new database), hence a quiet hour and once a day. Running it twice is
 * harmless: a period cut short by a crash runs again.
 */
export const embeddedVacuumJob: JobDefinition = {
  name: 'embedded.vacuum',
  description: 'Vacuums and analyses the embedded database (PGlite runs no autovacuum)',
  schedule: { cron: '30 4 * * *' },
  mode: 'items',
  run: async (ctx) => {
    const started = performance.now();
    await ctx.db.execute(sql`vacuum (analyze)`);
    return jobSummary('vacuumed', { ms: Math.round(performance.now() - started) });
  },
};
