import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../jobs/index.ts';
import { requestContext } from '../../lib/request-context.ts';
import { closureContext } from '../closure/index.ts';
import { listOpenBeneficiaries } from '../rg/index.ts';
import { ensureCase, listUnfinishedCases } from './barred-repository.ts';
import type { BarredCaseRow } from './barred-schema.ts';
import { cancelOpenBets, closeFlagged, returnBalance, type StepContext } from './barred-steps.ts';

/** Cases looked at per run. */
const BATCH = 200;

/** Every job looks at the open cases (opening those the registry flagged since) and does its step. */
function stepJob(
  app: FastifyInstance,
  job: { name: string; everySeconds: number; description: string; did: string },
  step: (ctx: StepContext, row: BarredCaseRow) => Promise<boolean>,
): JobDefinition {
  return {
    name: job.name,
    description: job.description,
    schedule: { everySeconds: job.everySeconds },
    // Each step is idempotent by its case row (and pays out after commit): not one transaction.
    mode: 'items',
    run: async ({ db, now }) => {
      const at = now();
      for (const flagged of await listOpenBeneficiaries(db, BATCH))
        await ensureCase(db, flagged.memberId, flagged.flaggedAt, at);
      const ctx: StepContext = { ...requestContext(app), now, closure: { ...closureContext(app), now } };
      let done = 0;
      for (const row of await listUnfinishedCases(db, BATCH)) if (await step(ctx, row)) done += 1;
      return `${done} ${job.did}`;
    },
  };
}

/**
 * The way out of a flagged Bolsa Família / BPC beneficiary (IN SPA/MF 22/2025), one job per step; the
 * dates come from the flag (rg's beneficiaryScheduleOf), so a job that runs late does its step late,
 * never early, and a restart resumes where the case rows say.
 */
export function barredJobs(app: FastifyInstance): JobDefinition[] {
  return [
    stepJob(
      app,
      {
        name: 'barred.cancel-bets',
        everySeconds: 30,
        description: "Cancels and refunds a flagged beneficiary's open live bets",
        did: 'cases had their open bets refunded',
      },
      cancelOpenBets,
    ),
    stepJob(
      app,
      {
        name: 'barred.return-balance',
        everySeconds: 60,
        description:
          "Returns by Pix what a flagged beneficiary did not withdraw in the 2-day window, to the player's registered account",
        did: 'balances returned',
      },
      returnBalance,
    ),
    stepJob(
      app,
      {
        name: 'barred.close-accounts',
        everySeconds: 60,
        description: "Closes a flagged beneficiary's account on day 3, once the returned balance is paid",
        did: 'accounts closed',
      },
      closeFlagged,
    ),
  ];
}
