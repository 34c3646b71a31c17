import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole, StaffView } from '@jl/core';
import { formatDateTime } from '@jl/core/dates.ts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, refuse } from '../../lib/app-error.ts';
import {
  beginLoginAttempt,
  failLoginAttempt,
  type LoginAttempt,
  passLoginAttempt,
  type ThrottleRules,
} from '../../lib/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { audit } from './admin-audit.ts';
import {
  countStaff,
  findSessionByHash,
  findStaffByLogin,
  insertSession,
  insertStaff,
  recordStaffLogin,
  revokeSession,
  type StaffRow,
  touchSession,
} from './admin-repository.ts';
import { recordStaffChange } from './staff-lineage.ts';

/** Staff sessions end after 30 minutes without use, and 12 hours after sign-in in any case. */
export const STAFF_SESSION = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000, touchEveryMs: 60_000 };
/**
 * Staff sign-in throttle: from the third wrong password of a (name, address) pair that pair waits
 * 5 s, doubling to 15 minutes; an address failing ten times across names waits the same way. No
 * picture code (the back office has none); wrong passwords never lock the account itself (only wrong
 * second-factor codes do, staff-totp.ts), so nobody can lock a staff member out from outside.
 */
export const STAFF_LOGIN_RULES: ThrottleRules = {
  captchaAfter: Number.POSITIVE_INFINITY,
  accountCaptchaAfter: Number.POSITIVE_INFINITY,
  addressCaptchaAfter: Number.POSITIVE_INFINITY,
  holdAfter: 3,
  addressHoldAfter: 10,
  firstHoldMs: 5_000,
  maxHoldMs: 15 * 60_000,
};

/** The signed-in staff member of a request. */
export type StaffPrincipal = {
  id: bigint;
  sessionId: bigint;
  role: StaffRole;
  username: string;
  email: string;
  /** The session passed the second factor (TOTP or a recovery code). */
  secondFactor: boolean;
  /** TOTP is enrolled (else the next step is enrolment). */
  totpEnrolled: boolean;
};

export function staffView(row: StaffRow, now: Date): StaffView {
  return {
    id: String(row.id),
    username: row.username,
    email: row.email,
    role: row.role as StaffRole,
    status: row.status === 0 ? 'active' : 'disabled',
    totp: row.totpEnabledAt !== null,
    invited: row.passwordSetAt === null,
    locked_until: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * `POST /admin/login`: by user name or e-mail. One refusal for an unknown user and a wrong password
 * (the unknown case still spends an Argon2 verification). Attempts are throttled per (name as typed,
 * address) and per address, never per account, and the same way for unknown names: nobody can lock
 * a staff member out from elsewhere or learn which names exist; a held pair is told until when. An
 * account locked by wrong second-factor codes is refused after its right password, saying until
 * when (no session opens). Every attempt is audited. The session it opens can do nothing but pass the second factor (staff-totp.ts) or sign out.
 */
export async function loginStaff(
  db: Db,
  input: { username: string; password: string; ip: string; userAgent?: string; now: Date },
): Promise<{ token: string; expiresAt: Date; staff: StaffRow }> {
  const { now, ip } = input;
  const login = input.username.trim().toLowerCase();
  const row = await findStaffByLogin(db, login);
  let attempt: LoginAttempt;
  try {
    attempt = await beginLoginAttempt(db, { scope: 'staff', account: login, address: ip, now });
  } catch (error) {
    const detail = { login: login.slice(0, 100) };
    await audit(db, { staffId: row?.id ?? null, action: 'login.throttled', ip, at: now, detail });
    // A throttle hold (a few seconds, per name and address) is said as such: it is not an account
    // lock, and no owner could lift it (docs/API.md "Throttling").
    throw error;
  }
  const valid = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !valid || row.status !== 0 || row.passwordSetAt === null) {
    await failLoginAttempt(db, attempt, now, STAFF_LOGIN_RULES);
    await audit(db, {
      staffId: row?.id ?? null,
      action: 'login.failed',
      ip,
      at: now,
      detail: { login: login.slice(0, 100), failures: attempt.counts.pair },
    });
    refuse('STAFF_INVALID_CREDENTIALS');
  }
  await passLoginAttempt(db, attempt);
  assertNotLocked(row, now);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STAFF_SESSION.absoluteMs);
  await db.transaction(async (tx) => {
    await recordStaffLogin(tx, row.id, now);
    const session = await insertSession(tx, {
      staffId: row.id,
      tokenHash: hashToken(token),
      ip,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
    await audit(tx, {
      staffId: row.id,
      action: 'login',
      ip,
      at: now,
      detail: { sessionId: String(session.id) },
    });
  });
  return { token, expiresAt, staff: row };
}

/**
 * The refusal of a locked sign-in says until when (São Paulo time): the account's `locked_until`
 * after wrong second-factor codes, which an owner can lift.
 */
export function lockedUntilRefusal(until: Date): AppError {
  return new AppError('STAFF_ACCOUNT_LOCKED', {
    vars: { until: formatDateTime(until) },
    httpStatus: 429,
  });
}

/** Refuses while the account is locked after wrong second-factor codes (docs/API.md "Lockouts"). */
export function assertNotLocked(row: { lockedUntil: Date | null }, now: Date): void {
  if (row.lockedUntil && row.lockedUntil > now) throw lockedUntilRefusal(row.lockedUntil);
}

/** Resolves a bearer token to its staff member; null when missing, unknown, expired, revoked or disabled. */
export async function verifyStaffToken(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<StaffPrincipal | null> {
  if (!token || token.length > 200) return null;
  const found = await findSessionByHash(db, hashToken(token));
  if (!found) return null;
  const { session, staff } = found;
  const idleEnd = session.lastSeenAt.getTime() + STAFF_SESSION.idleMs;
  if (now >= session.expiresAt || now.getTime() >= idleEnd || staff.status !== 0) return null;
  if (now.getTime() - session.lastSeenAt.getTime() >= STAFF_SESSION.touchEveryMs) {
    await touchSession(db, session.id, now);
  }
  return {
    id: staff.id,
    sessionId: session.id,
    role: staff.role as StaffRole,
    username: staff.username,
    email: staff.email,
    secondFactor: session.secondFactorAt !== null && staff.totpEnabledAt !== null,
    totpEnrolled: staff.totpEnabledAt !== null,
  };
}

export async function logoutStaff(db: Db, principal: StaffPrincipal, ip: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSession(tx, principal.sessionId, now);
    await audit(tx, { staffId: principal.id, action: 'logout', ip, at: now });
  });
}

/**
 * Creates a staff account with a known password (the owner seed, tests and scripts). The back
 * office's staff editor creates accounts without one, through an invitation (staff-management.ts).
 * Null when the name or e-mail is taken.
 */
export async function createStaff(
  db: Executor,
  input: { username: string; email: string; password: string; role: StaffRole; now?: Date },
): Promise<StaffRow | null> {
  const now = input.now ?? new Date();
  return insertStaff(db, {
    username: input.username.trim().toLowerCase(),
    email: input.email.trim().toLowerCase(),
    passwordHash: await hashPassword(input.password),
    passwordSetAt: now,
    role: input.role,
    createdAt: now,
  });
}

async function createOwner(db: Db, password: string, now: Date, email: string): Promise<boolean> {
  if ((await countStaff(db)) > 0) return false;
  const created = await createStaff(db, { username: 'owner', email, password, role: 'owner', now });
  if (!created) return false;
  await recordStaffChange(db, { staffId: created.id, kind: 'create', actorId: null, role: 'owner', at: now });
  await audit(db, { staffId: created.id, action: 'staff.seed_owner', at: now });
  return true;
}

/**
 * Any first start (production included): when no staff account exists, an owner with a generated
 * password; the password is printed this once and never stored in clear.
 */
export async function seedStaffOwner(db: Db, now = new Date()): Promise<string[]> {
  const password = randomBytes(15).toString('base64url');
  const created = await createOwner(db, password, now, 'owner@localhost');
  return created
    ? [
        `  Staff owner created: owner / ${password}`,
        '  (shown once — sign in at POST /api/v2/admin/login and keep it in a password manager)',
      ]
    : [];
}
