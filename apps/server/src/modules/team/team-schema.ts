import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../auth/auth-schema.ts';

/**
 * The team module's tables (docs/API.md "Team"). The tree itself is `members.inviter_id`; money is
 * in the ledger (`team_bonus` accounts, written by the wallet); these rows are the claims that make
 * each commission, salary and chest payable once, and the referral screening staff review.
 */

/**
 * One row per member registered since the team module exists: how they registered (IP and device,
 * for the fraud screen) and the screening state of their referral. `status`: ok | flagged (earns
 * its inviters nothing until staff decide) | cleared | rejected.
 */
export const teamReferrals = pgTable(
  'team_referrals',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => members.id),
    inviterId: bigint('inviter_id', { mode: 'bigint' }),
    regIp: text('reg_ip'),
    regDevice: text('reg_device'),
    status: text('status').notNull().default('ok'),
    /** cpf | pix | phone | ip_device: what matched the inviter or another referral of the inviter. */
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    reviewedBy: bigint('reviewed_by', { mode: 'bigint' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    note: text('note'),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('team_referrals_inviter_idx').on(t.inviterId),
    index('team_referrals_status_idx').on(t.status).where(sql`status <> 'ok'`),
    check('team_referrals_status_ck', sql`status in ('ok', 'flagged', 'cleared', 'rejected')`),
  ],
);

/**
 * Every commission (profit share 4, split share 23, invite reward 28) an agent earned, pending or
 * withheld, and the salary (5) and chests (3) received. Unique per (code, beneficiary, source key):
 * that index is what makes each payable once. `status`: credited (money in `team_bonus`; movable
 * from `release_at`) | withheld (a flagged referral: no money) | void (referral rejected).
 */
export const teamCommissions = pgTable(
  'team_commissions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    beneficiaryId: bigint('beneficiary_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    code: smallint('code').notNull(),
    /** `dep:<orderNo>`, `day:<YYYY-MM-DD>:<member>`, `invite:<member>`, `week:<YYYY-MM-DD>`, `chest:<n>`. */
    sourceKey: text('source_key').notNull(),
    /** The subordinate it came from (null: salary, chest). */
    sourceMemberId: bigint('source_member_id', { mode: 'bigint' }),
    /** 1 or 2: the subordinate's level below the beneficiary. */
    level: smallint('level'),
    /** What it was computed on: the deposit, the day's valid bets, the first deposit. */
    baseCents: bigint('base_cents', { mode: 'bigint' }),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    releaseAt: timestamp('release_at', { withTimezone: true }),
    transferId: bigint('transfer_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('team_commissions_uq').on(t.code, t.beneficiaryId, t.sourceKey),
    index('team_commissions_beneficiary_idx').on(t.beneficiaryId, t.id),
    index('team_commissions_source_idx').on(t.sourceMemberId),
    check('team_commissions_status_ck', sql`status in ('credited', 'withheld', 'void')`),
    check('team_commissions_amount_ck', sql`amount_cents > 0`),
  ],
);

/**
 * An agent's week (São Paulo Monday–Sunday), computed once by the Monday job: active level-1
 * subordinates, the agent level they give and its salary, and when the salary was received.
 */
export const teamAgentWeeks = pgTable(
  'team_agent_weeks',
  {
    agentId: bigint('agent_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    active: integer('active').notNull(),
    level: integer('level').notNull(),
    salaryCents: bigint('salary_cents', { mode: 'bigint' }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    transferId: bigint('transfer_id', { mode: 'bigint' }),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.weekStart] })],
);

/**
 * Releases of withheld commissions waiting for a second approval (maker-checker,
 * apps/server/src/approvals; docs/COMPLIANCE.md "Four eyes"): finance asked to clear a flagged
 * referral whose withheld total is above `team.releaseSecondApprovalAbove` (or any, in br-regulated);
 * another independent finance or owner applies it. One pending request per referral.
 */
export const teamReleaseRequests = pgTable(
  'team_release_requests',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** The flagged referral (the subordinate) whose withheld commissions are released. */
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    /** What was withheld when asked (what is credited is what is withheld at approval). */
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    note: text('note').notNull(),
    requestedBy: bigint('requested_by', { mode: 'bigint' }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** pending → applied | rejected | expired. */
    status: text('status').notNull().default('pending'),
    decidedBy: bigint('decided_by', { mode: 'bigint' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    creditedCents: bigint('credited_cents', { mode: 'bigint' }),
  },
  (t) => [
    uniqueIndex('team_release_requests_pending_uq').on(t.memberId).where(sql`status = 'pending'`),
    index('team_release_requests_status_idx').on(t.status, t.id),
    check('team_release_requests_status_ck', sql`status in ('pending', 'applied', 'rejected', 'expired')`),
    check(
      'team_release_requests_checker_ck',
      sql`status <> 'applied' or decided_by is distinct from requested_by`,
    ),
  ],
);
