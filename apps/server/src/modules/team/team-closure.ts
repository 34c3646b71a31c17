import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teamReferrals } from './team-schema.ts';

/**
 * The team's part of minimising a closed account: the registration address and device kept for the
 * referral fraud screen are erased (the referral's status and the commissions stay: they explain money).
 */
export async function minimiseTeamData(tx: Executor, memberId: bigint): Promise<void> {
  await tx
    .update(teamReferrals)
    .set({ regIp: null, regDevice: null })
    .where(eq(teamReferrals.memberId, memberId));
}
