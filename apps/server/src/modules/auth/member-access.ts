import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { MEMBER_STATUS } from './auth-closure.ts';
import { members, sessions } from './auth-schema.ts';
import { revokeSessions } from './session-service.ts';

export type SessionRow = typeof sessions.$inferSelect;

/** The member's latest sessions, newest first (ended ones too), for staff's view of the player. */
export function listRecentSessions(db: Executor, memberId: bigint, limit: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(desc(sessions.id))
    .limit(limit);
}

export type MemberAccessAction = 'end-sessions' | 'lock' | 'unlock';

/**
 * In the caller's transaction, under the member's row lock: ends the member's sessions (`end-sessions`),
 * or locks / unlocks the account (a locked player's sessions end and sign-in answers
 * ACCOUNT_DISABLED). Refuses NOT_FOUND, and ACCOUNT_CLOSED for a closed account (closure is final).
 * Answers the status before and after and how many sessions ended.
 */
export async function setMemberAccess(
  tx: Executor,
  memberId: bigint,
  action: MemberAccessAction,
  now: Date,
): Promise<{ before: number; after: number; ended: number }> {
  const [row] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
  if (!row) refuse('NOT_FOUND');
  if (row.status === MEMBER_STATUS.closed) refuse('ACCOUNT_CLOSED');
  const status = action === 'lock' ? 1 : action === 'unlock' ? 0 : row.status;
  if (status !== row.status) await tx.update(members).set({ status }).where(eq(members.id, memberId));
  const ended =
    action === 'unlock'
      ? 0
      : await revokeSessions(tx, { memberId, reason: action === 'lock' ? 'locked' : 'staff', now });
  return { before: row.status, after: status, ended };
}
