import type { Executor } from '../../db/client.ts';
import { redactRegistrationEvents } from '../../events/index.ts';
import { type JobDefinition, jobSummary } from '../../jobs/index.ts';
import { minimiseMember } from '../auth/index.ts';
import { minimisePaymentData } from '../payments/index.ts';
import { minimiseRgData } from '../rg/index.ts';
import { minimiseTeamData } from '../team/index.ts';
import { minimiseWithdrawData } from '../withdraw/index.ts';
import {
  eraseExpiredIdentities,
  listDueMinimisations,
  lockPendingMinimisation,
  markMinimised,
} from './closure-repository.ts';

/**
 * Minimisation of a closed account's personal data (LGPD art. 6 III, art. 16; docs/COMPLIANCE.md
 * "Account closure"): name, phone, e-mail, Pix keys, CPF, registration address and device are erased
 * from every table that held them; ids, amounts and times stay, so the financial records (ledger,
 * rounds, deposits, withdrawals) are whole yet no longer say who the person was. The phone and CPF
 * become per-member placeholders, freeing them for a new account (a block in force still follows the
 * CPF through its keyed pseudonym, kept by rg). Idempotent: every step may run again.
 */
export async function minimiseClosedAccount(tx: Executor, memberId: bigint, now: Date): Promise<boolean> {
  if (!(await lockPendingMinimisation(tx, memberId))) return false;
  await minimiseMember(tx, memberId);
  await minimisePaymentData(tx, memberId);
  await minimiseWithdrawData(tx, memberId);
  await minimiseRgData(tx, memberId, now);
  await minimiseTeamData(tx, memberId);
  await redactRegistrationEvents(tx, memberId);
  await markMinimised(tx, memberId, now);
  return true;
}

/** Closures handled per period (every 5 minutes): a burst of closures spreads over a few periods. */
const BATCH = 200;

/**
 * `closure.minimise`: each due closure is one item (its claim, the minimisation and the closure row's
 * mark commit together), then the sealed AML identification of closures past their retention is erased.
 */
export const minimiseJob: JobDefinition = {
  name: 'closure.minimise',
  description:
    'Erases the personal data of accounts closed CLOSURE_MINIMISE_DAYS ago, and the sealed AML identification after 5 years',
  schedule: { everySeconds: 300 },
  mode: 'items',
  async run(ctx) {
    const now = ctx.now();
    let minimised = 0;
    for (const memberId of await listDueMinimisations(ctx.db, now, BATCH)) {
      await ctx.db.transaction(async (tx) => {
        if (!(await ctx.claim(tx, `member:${memberId}`))) return;
        if (await minimiseClosedAccount(tx, memberId, now)) minimised += 1;
      });
    }
    const erased = await ctx.db.transaction(async (tx) =>
      (await ctx.claim(tx, 'retention')) ? eraseExpiredIdentities(tx, now) : 0,
    );
    return jobSummary('accountsMinimised', { n: minimised, erased });
  },
};
