import type { FastifyInstance } from 'fastify';
import { type JobDefinition, jobSummary } from '../../jobs/index.ts';
import { checkRegistry } from './rg-registry.ts';
import { listDueForRecheck, listEndedBlocks, recordAction, updateState } from './rg-repository.ts';
import { DAY_MS } from './rg-rules.ts';

/** Every player's CPF is asked again after this many days (IN SPA/MF, DOU 10/11/2025). */
export const REGISTRY_RECHECK_DAYS = 15;
/** Players re-checked per run (hourly), so that a large base spreads over the day. */
const RECHECK_BATCH = 500;

/** The responsible-gaming jobs; the registry's re-check asks the app's self-exclusion registry. */
export function rgJobs(app: FastifyInstance): JobDefinition[] {
  return [
    {
      name: 'rg.end-blocks',
      description: 'Ends cool-offs and self-exclusions whose time has passed',
      schedule: { everySeconds: 60 },
      run: async ({ tx, now }) => {
        const at = now();
        const ended = await listEndedBlocks(tx, at);
        for (const block of ended) {
          await updateState(tx, block.memberId, {
            blockKind: null,
            blockPeriod: null,
            blockStartedAt: null,
            blockUntil: null,
            updatedAt: at,
          });
          await recordAction(
            tx,
            block.memberId,
            `${block.kind}.end`,
            { until: block.until?.toISOString() },
            at,
          );
        }
        return jobSummary('blocksEnded', { n: ended.length });
      },
    },
    {
      name: 'rg.registry-recheck',
      description: `Asks the central self-exclusion registry again for CPFs last checked ${REGISTRY_RECHECK_DAYS} days ago or more, or not answered`,
      schedule: { cron: '20 * * * *' },
      mode: 'items',
      run: async (ctx) => {
        const before = new Date(ctx.now().getTime() - REGISTRY_RECHECK_DAYS * DAY_MS);
        const due = await listDueForRecheck(ctx.db, before, RECHECK_BATCH);
        const registry = { db: ctx.db, registry: app.selfExclusion, now: ctx.now, log: app.log };
        let checked = 0;
        for (const row of due) {
          const fresh = await ctx.db.transaction((tx) => ctx.claim(tx, row.member_id));
          if (!fresh) continue;
          await checkRegistry(registry, BigInt(row.member_id), row.cpf, 'recheck');
          checked += 1;
        }
        return jobSummary('cpfsChecked', { n: checked });
      },
    },
  ];
}
