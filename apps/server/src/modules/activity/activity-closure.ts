import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { activityEnvelopes } from './activity-schema.ts';

/**
 * Activities' part of an account closure (the `closure` module runs it): an open red envelope expires
 * with its spins (its amount was never credited, so nothing moves). New spins and rewards stop because
 * `grantSpins` skips a closed wallet and every reward credit refuses one (ACCOUNT_CLOSED).
 */
export async function closeMemberActivities(tx: Executor, memberId: bigint, now: Date): Promise<number> {
  const expired = await tx
    .update(activityEnvelopes)
    .set({ status: 'expired', closedAt: now })
    .where(and(eq(activityEnvelopes.memberId, memberId), eq(activityEnvelopes.status, 'open')))
    .returning({ id: activityEnvelopes.id });
  return expired.length;
}
