import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
    /** 0 active, 1 disabled (answers envelope code 302). */
    status: smallint('status').notNull().default(0),
    vipLevel: integer('vip_level').notNull().default(0),
    regIp: text('reg_ip'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_phone_uq').on(t.phone),
    uniqueIndex('members_invite_code_uq').on(t.inviteCode),
    index('members_inviter_idx').on(t.inviterId),
  ],
);

/** Sessions: the token is 256-bit random and only its SHA-256 is stored. Sliding expiry. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the session ends: logout, password change, disabled account. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_member_idx').on(t.memberId).where(sql`revoked_at is null`),
  ],
);
