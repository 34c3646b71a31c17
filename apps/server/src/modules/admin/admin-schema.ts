import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Staff: a separate kind of account from players (docs/PRODUCT.md "Back office"), with their own sessions and
 * tokens. Roles: owner (everything), finance (money), support (players, tickets), marketing (activities).
 * Passwords are Argon2id; the second factor is TOTP (RFC 6238) with ten single-use recovery codes.
 */
export const staff = pgTable(
  'staff',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Lowercase. */
    username: text('username').notNull(),
    /** Lowercase. */
    email: text('email').notNull(),
    /** Until the invitation is accepted, the hash of a random secret nobody holds. */
    passwordHash: text('password_hash').notNull(),
    /** When the member set their own password (accepting an invitation); null: invitation pending. */
    passwordSetAt: timestamp('password_set_at', { withTimezone: true }),
    role: text('role').notNull(),
    /** 0 active, 1 disabled. */
    status: smallint('status').notNull().default(0),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Base32 TOTP secret once enrolment is confirmed; null until then (and after an owner's reset). */
    totpSecret: text('totp_secret'),
    /** The secret shown on the enrolment QR code, waiting for its confirmation code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is good once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_username_uq').on(t.username),
    uniqueIndex('staff_email_uq').on(t.email),
    check('staff_role_ck', sql`role in ('owner', 'finance', 'support', 'marketing')`),
  ],
);

/** Staff sessions: 256-bit random tokens, only their SHA-256 stored; idle and absolute expiry. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'bigint' })
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the session (idle expiry is `last_seen_at` + the idle limit). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the second factor was passed in this session; null: password only (no admin action). */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_uq').on(t.tokenHash),
    index('staff_sessions_access_log_idx')
      .on(t.lastSeenAt)
      .where(sql`ip is not null or user_agent is not null`),
  ],
);

/** Ten one-time recovery codes per enrolment; only their SHA-256 is stored (60 random bits each). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'bigint' })
      .notNull()
      .references(() => staff.id),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when the code is spent, or when an enrolment or reset replaces the set. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash_uq').on(t.staffId, t.codeHash)],
);

/**
 * Every staff action (sign-ins, failed ones too, reads of personal data, review decisions), written
 * in the same transaction as the action. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE.
 * Hash-chained: each row carries the hash of the previous row and its own hash over its content
 * (computed in SQL, see admin-audit.ts), so an edited, removed or inserted row breaks the chain.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Null for a failed sign-in with an unknown user name. */
    staffId: bigint('staff_id', { mode: 'bigint' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    detail: jsonb('detail').notNull().default(sql`'{}'::jsonb`),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('staff_audit_log_prev_hash_uq').on(t.prevHash),
    index('staff_audit_log_staff_idx').on(t.staffId, t.id),
    index('staff_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/**
 * One-time invitation links (docs/API.md "Staff invitations"): a new account's first password, or a
 * new one after an owner's reset. Only the SHA-256 of the 256-bit token is kept; valid 24 hours, once.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'bigint' })
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull(),
    /** `create` (a new account) or `reset` (an owner reset the password or the second factor). */
    purpose: text('purpose').notNull(),
    createdBy: bigint('created_by', { mode: 'bigint' }).references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash_uq').on(t.tokenHash),
    index('staff_invitations_staff_idx').on(t.staffId),
    check('staff_invitations_purpose_ck', sql`purpose in ('create', 'reset')`),
  ],
);

/**
 * Who made each staff member what they are (docs/COMPLIANCE.md "Four eyes"): the account's creation,
 * each role grant and each reset of its secrets, by whom, and which owner approved it when it went
 * through a second owner. The approvals mechanism reads it to decide whether an approver is
 * independent of a requester. Append-only.
 */
export const staffChanges = pgTable(
  'staff_changes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'bigint' })
      .notNull()
      .references(() => staff.id),
    kind: text('kind').notNull(),
    /** Null only for the first owner, created by the server at first start. */
    actorId: bigint('actor_id', { mode: 'bigint' }).references(() => staff.id),
    /** The other owner who approved the change (maker-checker), or null when it applied at once. */
    approvedBy: bigint('approved_by', { mode: 'bigint' }).references(() => staff.id),
    role: text('role'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('staff_changes_staff_idx').on(t.staffId),
    check('staff_changes_kind_ck', sql`kind in ('create', 'role', 'reset')`),
  ],
);

/**
 * Staff creations and role grants waiting for a second owner (maker-checker, apps/server/src/approvals)
 * while more than one owner is active. `payload` holds the change: `{username, email, role}` for a
 * creation, `{staffId, role, reason}` for a grant.
 */
export const staffChangeRequests = pgTable(
  'staff_change_requests',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    requestedBy: bigint('requested_by', { mode: 'bigint' })
      .notNull()
      .references(() => staff.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedBy: bigint('decided_by', { mode: 'bigint' }).references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    /** The account created or changed, once applied. */
    staffId: bigint('staff_id', { mode: 'bigint' }).references(() => staff.id),
  },
  (t) => [
    index('staff_change_requests_status_idx').on(t.status),
    check('staff_change_requests_kind_ck', sql`kind in ('create', 'role')`),
    check('staff_change_requests_status_ck', sql`status in ('pending', 'applied', 'rejected', 'expired')`),
    check(
      'staff_change_requests_checker_ck',
      sql`decided_by is null or status <> 'applied' or decided_by <> requested_by`,
    ),
  ],
);
