import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clearLoginCounts } from '../../lib/login-throttle.ts';
import { members, smsCodes, smsOutbox } from './auth-schema.ts';
import { revokeSessions } from './session-service.ts';

/**
 * The account's part of a closure (the `closure` module runs it, docs/COMPLIANCE.md "Account
 * closure"). Status 2 is terminal: login answers ACCOUNT_CLOSED, every session answers 302, and staff
 * cannot unlock it.
 */
export const MEMBER_STATUS = { active: 0, disabled: 1, closed: 2 } as const;

/** The phone placeholder of a minimised account: unique per member, never a phone number. */
export const closedPhoneOf = (memberId: bigint) => `closed:${memberId}`;

/**
 * Disables the member for good and ends every session at once (reason `closed`): the per-process
 * session cache of this process forgets them now, and the game round's own session check catches any
 * other process's cached lookup.
 */
export async function closeMember(tx: Executor, memberId: bigint, now: Date): Promise<number> {
  await tx.update(members).set({ status: MEMBER_STATUS.closed }).where(eq(members.id, memberId));
  return revokeSessions(tx, { memberId, reason: 'closed', now });
}

/**
 * Minimisation of the account row: the phone becomes a placeholder (so that a new person can register
 * the number), the nickname, password hashes and registration address are erased, and the phone's
 * SMS codes and login counters go. The member id, invite code and dates stay (the records refer to them).
 */
export async function minimiseMember(tx: Executor, memberId: bigint): Promise<void> {
  const [row] = await tx.select({ phone: members.phone }).from(members).where(eq(members.id, memberId));
  if (!row) return;
  const placeholder = closedPhoneOf(memberId);
  await tx
    .update(members)
    .set({ phone: placeholder, nickname: null, passwordHash: '', withdrawPasswordHash: null, regIp: null })
    .where(eq(members.id, memberId));
  if (row.phone === placeholder) return;
  await tx.delete(smsCodes).where(eq(smsCodes.phone, row.phone));
  await tx.delete(smsOutbox).where(eq(smsOutbox.phone, row.phone));
  await clearLoginCounts(tx, 'login', row.phone);
}
