import { randomBytes } from 'node:crypto';
import type { StaffInvitation } from '@jl/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { audit } from './admin-audit.ts';
import { staff, staffInvitations, staffSessions } from './admin-schema.ts';
import { hashToken } from './staff-service.ts';

/**
 * Invitations instead of passwords (docs/API.md "Staff invitations"): an owner never learns a staff
 * member's password. A new account, or one whose secrets an owner reset, gets a one-time link valid
 * 24 hours; the member sets their own password there and then signs in and enrols TOTP. Only the
 * SHA-256 of the 256-bit token is stored; a new invitation spends the previous ones.
 */
export const INVITATION_TTL_MS = 24 * 3_600_000;

/** The back office's page for an invitation; the token is in the fragment (never sent to a server). */
export const invitationPath = (token: string) => `/admin/invitation#${token}`;

/** A password hash nobody can present: the account's state until its invitation is accepted. */
export const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

export async function issueInvitation(
  tx: Executor,
  input: { staffId: bigint; purpose: 'create' | 'reset'; by: bigint; now: Date },
): Promise<StaffInvitation> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + INVITATION_TTL_MS);
  await tx
    .update(staffInvitations)
    .set({ usedAt: input.now })
    .where(and(eq(staffInvitations.staffId, input.staffId), isNull(staffInvitations.usedAt)));
  await tx.insert(staffInvitations).values({
    staffId: input.staffId,
    tokenHash: hashToken(token),
    purpose: input.purpose,
    createdBy: input.by,
    createdAt: input.now,
    expiresAt,
  });
  return { path: invitationPath(token), expires_at: expiresAt.toISOString() };
}

/**
 * `POST /admin/staff/invitations/accept`: sets the password of the invitation's account and spends
 * the invitation, in one transaction whose first step claims the row (two racing accepts: one wins).
 * Unknown, used and expired tokens are refused with nothing written but the audit of the attempt.
 */
export async function acceptInvitation(
  db: Db,
  input: { token: string; password: string; ip: string; now: Date },
): Promise<{ username: string }> {
  const { now } = input;
  const passwordHash = await hashPassword(input.password);
  const outcome = await db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.tokenHash, hashToken(input.token)))
      .for('update');
    if (!invitation || invitation.usedAt) return { refused: 'STAFF_INVITATION_INVALID' as const, invitation };
    if (invitation.expiresAt <= now) return { refused: 'STAFF_INVITATION_EXPIRED' as const, invitation };
    await tx.update(staffInvitations).set({ usedAt: now }).where(eq(staffInvitations.id, invitation.id));
    const [row] = await tx
      .update(staff)
      .set({ passwordHash, passwordSetAt: now, failedLogins: 0, lockedUntil: null })
      .where(eq(staff.id, invitation.staffId))
      .returning();
    await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, invitation.staffId), isNull(staffSessions.revokedAt)));
    await audit(tx, {
      staffId: invitation.staffId,
      action: 'staff.invitation.accept',
      targetType: 'staff',
      targetId: String(invitation.staffId),
      detail: { purpose: invitation.purpose, invitationId: String(invitation.id) },
      ip: input.ip,
      at: now,
    });
    return { refused: null, username: row!.username };
  });
  if (outcome.refused) {
    await audit(db, {
      staffId: outcome.invitation?.staffId ?? null,
      action: 'staff.invitation.refused',
      detail: { error: outcome.refused },
      ip: input.ip,
      at: now,
    });
    refuse(outcome.refused, { field: 'token' });
  }
  return { username: outcome.username! };
}
