import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Executor } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { base32Decode, base32Encode, otpauthUri, verifyTotp } from '../../lib/totp.ts';
import { audit } from './admin-audit.ts';
import { findStaffById, recordStaffFailure } from './admin-repository.ts';
import { staff, staffRecoveryCodes, staffSessions } from './admin-schema.ts';
import type { StaffCtx } from './staff-context.ts';
import { assertNotLocked, lockedUntilRefusal } from './staff-service.ts';

/**
 * The staff second factor: TOTP (RFC 6238, SHA-1, 6 digits, 30 s — what authenticator apps use),
 * enrolled by QR code and confirmed with a first code, plus ten single-use recovery codes stored as
 * SHA-256 (each has 60 random bits, so a fast hash is enough). Wrong codes count towards the same
 * lock-out as wrong passwords.
 */
export const TOTP_ISSUER = 'Jogo Limpo';
const RECOVERY_CODES = 10;

const recoveryHash = (code: string) =>
  createHash('sha256').update(code.replace(/-/g, '').toUpperCase()).digest('hex');

function newRecoveryCode(): string {
  const raw = base32Encode(randomBytes(8)).slice(0, 12);
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8, 12)}`;
}

/** Starts (or restarts) enrolment: a fresh 160-bit secret, waiting for its confirmation code. */
export async function startEnrolment(ctx: StaffCtx): Promise<{ secret: string; uri: string; qr: string }> {
  const row = await findStaffById(ctx.db, ctx.principal.id);
  if (!row) refuse('STAFF_LOGIN_REQUIRED', { envelope: 409 });
  if (row.totpEnabledAt) refuse('STAFF_TOTP_ENROLLED');
  const secret = base32Encode(randomBytes(20));
  await ctx.db.transaction(async (tx) => {
    await tx.update(staff).set({ totpPendingSecret: secret }).where(eq(staff.id, row.id));
    await audit(tx, { staffId: row.id, action: '2fa.enrol_start', ip: ctx.ip, at: ctx.now });
  });
  const uri = otpauthUri(secret, row.username, TOTP_ISSUER);
  const qr = await QRCode.toDataURL(uri, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  return { secret, uri, qr };
}

/**
 * Wrong second-factor codes: five in a row lock the account's second factor for 15 minutes and end
 * its sessions. Only someone who already passed the password can get here, so — unlike a password
 * lock — this lock cannot be aimed at a staff member from outside (docs/PRODUCT.md "Hostile input").
 */
const TOTP_LOCK = { after: 5, ms: 15 * 60_000 };

async function refuseCode(ctx: StaffCtx, action: string): Promise<never> {
  const after = await recordStaffFailure(
    ctx.db,
    ctx.principal.id,
    TOTP_LOCK.after,
    new Date(ctx.now.getTime() + TOTP_LOCK.ms),
  );
  await audit(ctx.db, {
    staffId: ctx.principal.id,
    action,
    ip: ctx.ip,
    at: ctx.now,
    detail: { failures: after.failedLogins },
  });
  if (after.lockedUntil && after.lockedUntil > ctx.now) {
    await ctx.db
      .update(staffSessions)
      .set({ revokedAt: ctx.now })
      .where(and(eq(staffSessions.staffId, ctx.principal.id), isNull(staffSessions.revokedAt)));
    // Said as it happens: the sign-in screen shows the lock and its end, not the password step again.
    throw lockedUntilRefusal(after.lockedUntil);
  }
  return refuse('STAFF_TOTP_INVALID', { field: 'code' });
}

async function markSecondFactor(tx: Executor, ctx: StaffCtx): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ secondFactorAt: ctx.now })
    .where(eq(staffSessions.id, ctx.principal.sessionId));
  await tx.update(staff).set({ failedLogins: 0, lockedUntil: null }).where(eq(staff.id, ctx.principal.id));
}

/** Replaces the recovery codes: the old set is spent, ten new ones are answered once. */
async function issueRecoveryCodes(tx: Executor, staffId: bigint, now: Date): Promise<string[]> {
  await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await tx
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ staffId, codeHash: recoveryHash(code), createdAt: now })));
  return codes;
}

/** Completes enrolment with the first code from the app; the session passes the second factor. */
export async function confirmEnrolment(ctx: StaffCtx, code: string): Promise<string[]> {
  const row = await findStaffById(ctx.db, ctx.principal.id);
  if (!row) refuse('STAFF_LOGIN_REQUIRED', { envelope: 409 });
  if (row.totpEnabledAt) refuse('STAFF_TOTP_ENROLLED');
  if (!row.totpPendingSecret) refuse('STAFF_TOTP_NOT_STARTED');
  assertNotLocked(row, ctx.now);
  const step = verifyTotp(base32Decode(row.totpPendingSecret), code, ctx.now);
  if (step === null) return refuseCode(ctx, '2fa.enrol_failed');
  return ctx.db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(staff)
      .set({
        totpSecret: row.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: ctx.now,
        totpLastStep: step,
      })
      .where(and(eq(staff.id, row.id), isNull(staff.totpEnabledAt)))
      .returning({ id: staff.id });
    if (!enabled) refuse('STAFF_TOTP_ENROLLED');
    const codes = await issueRecoveryCodes(tx, row.id, ctx.now);
    await markSecondFactor(tx, ctx);
    await audit(tx, { staffId: row.id, action: '2fa.enrolled', ip: ctx.ip, at: ctx.now });
    return codes;
  });
}

/** Passes the second factor with a TOTP code (each time step once) or a recovery code (each once). */
export async function verifySecondFactor(
  ctx: StaffCtx,
  input: { code: string } | { recovery_code: string },
): Promise<void> {
  const row = await findStaffById(ctx.db, ctx.principal.id);
  if (!row?.totpSecret) refuse('STAFF_TOTP_NOT_STARTED');
  assertNotLocked(row, ctx.now);
  const secret = row.totpSecret;
  const passed = await ctx.db.transaction(async (tx) => {
    if ('code' in input) {
      const step = verifyTotp(base32Decode(secret), input.code, ctx.now, row.totpLastStep ?? -1);
      if (step === null) return false;
      // Conditional on the last step so two requests racing with one code cannot both pass.
      const [moved] = await tx
        .update(staff)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(staff.id, row.id),
            eq(staff.totpSecret, secret),
            sql`coalesce(${staff.totpLastStep}, -1) < ${step}`,
          ),
        )
        .returning({ id: staff.id });
      if (!moved) return false;
      await markSecondFactor(tx, ctx);
      await audit(tx, { staffId: row.id, action: '2fa.verified', ip: ctx.ip, at: ctx.now });
      return true;
    }
    const [spent] = await tx
      .update(staffRecoveryCodes)
      .set({ usedAt: ctx.now })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, row.id),
          eq(staffRecoveryCodes.codeHash, recoveryHash(input.recovery_code)),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    if (!spent) return false;
    await markSecondFactor(tx, ctx);
    await audit(tx, {
      staffId: row.id,
      action: '2fa.recovery_code_used',
      ip: ctx.ip,
      at: ctx.now,
      detail: { codeId: String(spent.id) },
    });
    return true;
  });
  if (!passed) await refuseCode(ctx, '2fa.failed');
}

/**
 * Owner: clears a lost second factor and the password (`passwordHash`: a hash of a secret nobody
 * holds); the member sets a new password through an invitation and enrols again at the next sign-in.
 */
export async function resetSecondFactor(
  tx: Executor,
  staffId: bigint,
  now: Date,
  passwordHash: string,
): Promise<void> {
  await tx
    .update(staff)
    .set({
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      passwordHash,
      passwordSetAt: null,
    })
    .where(eq(staff.id, staffId));
  await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
