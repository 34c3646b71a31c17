import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Players. `id` is the spec's member_id. Phone is stored in E.164 (+55…). */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    withdrawPasswordHash: text('withdraw_password_hash'),
    nickname: text('nickname'),
    /** This member's own invite (promotion) code. */
    inviteCode: text('invite_code').notNull(),
    /** The member who invited this one (level-1 parent), if any. */
    inviterId: bigint('inviter_id', { mode: 'bigint' }),
    /**
     * 0 active, 1 disabled by staff, 2 closed by the player (terminal; `MEMBER_STATUS`). Both 1 and 2
     * answer envelope code 302; login says which.
     */
    status: smallint('status').notNull().default(0),
    vipLevel: integer('vip_level').notNull().default(0),
    regIp: text('reg_ip'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The login before `last_login_at`: what the player is shown as "last login" (GLI-19). */
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_phone_uq').on(t.phone),
    uniqueIndex('members_invite_code_uq').on(t.inviteCode),
    index('members_inviter_idx').on(t.inviterId),
    // Other accounts registered from an IP (the players module's risk flags, docs/COMPLIANCE.md).
    index('members_reg_ip_idx').on(t.regIp).where(sql`reg_ip is not null`),
  ],
);

/**
 * Sessions: the token is 256-bit random and only its SHA-256 is stored. Sliding expiry. The token is
 * rotated once it is older than a day; the previous hash keeps working for a short grace window so
 * that requests already in flight with the old token do not fail.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** When the current token was issued (rotation happens when it is older than the refresh interval). */
    tokenIssuedAt: timestamp('token_issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The token replaced by the last rotation, accepted until `previous_valid_until`. */
    previousTokenHash: text('previous_token_hash'),
    previousValidUntil: timestamp('previous_valid_until', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the play session this login belongs to began: a login within the idle time of the previous
     * session's last use continues it (null in rows from before: `created_at`). The session time limit
     * and reality checks count from it, so logging out and in again is not a break.
     */
    playStartedAt: timestamp('play_started_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the session ends: logout, password change, disabled account. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_previous_token_hash_idx')
      .on(t.previousTokenHash)
      .where(sql`previous_token_hash is not null`),
    index('sessions_member_idx').on(t.memberId).where(sql`revoked_at is null`),
    // The member's last used session, for the play session a new login continues.
    index('sessions_member_seen_idx').on(t.memberId, t.lastSeenAt),
    // Other accounts seen at an IP (the players module's risk flags, docs/COMPLIANCE.md).
    index('sessions_ip_idx').on(t.ip).where(sql`ip is not null`),
    // What privacy.access-logs still has to erase, oldest last use first (it shrinks as it erases).
    index('sessions_access_log_idx').on(t.lastSeenAt).where(sql`ip is not null or user_agent is not null`),
  ],
);

/**
 * Failure counters with an optional hold: the sign-in throttle's `<scope>:pair:<name>:<address>`,
 * `<scope>:name:<name>` and `<scope>:ip:<address>` (scope `login` or `staff`, lib/login-throttle.ts),
 * and the password checks' keys. A counter starts again after an hour without failures or once its
 * hold has ended; `privacy.access-logs` deletes those past the access-log retention.
 */
export const authCounters = pgTable('auth_counters', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * One-time SMS codes (scene `register` or `reset`). Only an HMAC of the code is kept. The latest
 * code of a phone and scene is the only one that counts; `attempts` counts every check of it.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    phone: text('phone').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip'),
    /** False when nothing was sent (a reset asked for a phone without an account). */
    sent: boolean('sent').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
    index('sms_codes_access_log_idx').on(t.createdAt).where(sql`ip is not null`),
  ],
);

/** Messages kept by the `outbox` SMS provider (development and tests; never in production). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.createdAt)],
);
