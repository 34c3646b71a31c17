import type { Db } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { clearCounter, minutesLeft, readCounter, recordFailure } from './auth-counters.ts';
import { checkLoginPassword } from './auth-service.ts';
import { findMemberById, updateWithdrawPasswordHash } from './member-repository.ts';

/** Withdrawal passwords (docs/API.md): six digits, Argon2id; five wrong in a row lock them 15 minutes. */
export const WITHDRAW_PASSWORD_RULES = { lockAfter: 5, lockMs: 15 * 60 * 1000 } as const;

const withdrawKey = (memberId: bigint) => `withdraw:${memberId}`;

/**
 * Checks a member's withdrawal password; throws WITHDRAW_PASSWORD_NOT_SET, WITHDRAW_PASSWORD_WRONG
 * (with the tries left) or WITHDRAW_PASSWORD_LOCKED (with the minutes left), naming `field`.
 *
 * Call it BEFORE opening the transaction that moves money: it takes the database, not a transaction,
 * because the failure it records must survive the refusal (a rolled-back counter would not count).
 */
export async function verifyWithdrawPassword(
  db: Db,
  memberId: bigint,
  password: string,
  options: { now?: Date; field?: string } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const field = options.field ?? 'withdraw_password';
  const counter = await readCounter(db, withdrawKey(memberId), now);
  if (counter.lockedUntil) {
    refuse('WITHDRAW_PASSWORD_LOCKED', { field, vars: { minutes: minutesLeft(counter.lockedUntil, now) } });
  }
  const member = await findMemberById(db, memberId);
  if (!member?.withdrawPasswordHash) refuse('WITHDRAW_PASSWORD_NOT_SET', { field });
  if (await verifyPassword(member.withdrawPasswordHash, password)) {
    if (counter.failures > 0) await clearCounter(db, withdrawKey(memberId));
    return;
  }
  const after = await recordFailure(db, withdrawKey(memberId), now, WITHDRAW_PASSWORD_RULES);
  if (after.lockedUntil) {
    refuse('WITHDRAW_PASSWORD_LOCKED', { field, vars: { minutes: minutesLeft(after.lockedUntil, now) } });
  }
  refuse('WITHDRAW_PASSWORD_WRONG', {
    field,
    vars: { attempts: WITHDRAW_PASSWORD_RULES.lockAfter - after.failures },
  });
}

/**
 * Sets the withdrawal password the first time (confirmed with the login password) or changes it
 * (confirmed with the current withdrawal password, under its own lock).
 */
export async function setWithdrawPassword(
  db: Db,
  memberId: bigint,
  input: { password: string; loginPassword?: string; oldPassword?: string },
  now: Date,
): Promise<void> {
  const member = (await findMemberById(db, memberId)) ?? refuse('NOT_FOUND');
  if (member.withdrawPasswordHash === null) {
    if (!input.loginPassword) {
      refuse('REQUIRED_FIELD', { field: 'login_password', messageKey: 'auth:validation.enterLoginPassword' });
    }
    if (!(await checkLoginPassword(db, member, input.loginPassword, now))) {
      refuse('LOGIN_PASSWORD_WRONG', { field: 'login_password' });
    }
  } else {
    if (!input.oldPassword)
      refuse('REQUIRED_FIELD', { field: 'old_password', messageKey: 'auth:validation.enterOldPassword' });
    await verifyWithdrawPassword(db, memberId, input.oldPassword, { now, field: 'old_password' });
    if (input.oldPassword === input.password) refuse('PASSWORD_UNCHANGED', { field: 'password' });
  }
  await updateWithdrawPasswordHash(db, memberId, await hashPassword(input.password));
}
