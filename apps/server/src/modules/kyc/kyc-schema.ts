import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../auth/auth-schema.ts';

/**
 * A player's identity verification (docs/COMPLIANCE.md "Identity (KYC)"): one row per player, its
 * `state` and the identity they gave — verified once `state` is `verified`. `attempt` counts starts;
 * the checks of the latest attempt are what the status shows. The selfie is never stored.
 */
export const kycSubjects = pgTable(
  'kyc_subjects',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => members.id),
    state: text('state').notNull(),
    /** docs/API.md "Identity verification" lists the reasons. */
    reason: text('reason'),
    /** `selfie` while the bureau waits for the liveness step. */
    step: text('step'),
    cpf: text('cpf'),
    fullName: text('full_name'),
    /** `YYYY-MM-DD`. */
    birthDate: text('birth_date'),
    provider: text('provider'),
    attempt: integer('attempt').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('kyc_subjects_state_ck', sql`state in ('none', 'pending', 'verified', 'refused', 'review')`),
    check('kyc_subjects_step_ck', sql`step is null or (step = 'selfie' and state = 'pending')`),
    // One CPF, one verified account.
    uniqueIndex('kyc_subjects_verified_cpf_uq').on(t.cpf).where(sql`state = 'verified'`),
    index('kyc_subjects_cpf_idx').on(t.cpf),
  ],
);

/** Each check a verification ran, with its outcome (the bureau's answer, never its raw payload). */
export const kycChecks = pgTable(
  'kyc_checks',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    attempt: integer('attempt').notNull(),
    kind: text('kind').notNull(),
    outcome: text('outcome').notNull(),
    provider: text('provider').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('kyc_checks_member_idx').on(t.memberId, t.attempt),
    check('kyc_checks_kind_ck', sql`kind in ('age', 'cpf', 'name', 'birth_date', 'face')`),
    check('kyc_checks_outcome_ck', sql`outcome in ('passed', 'failed')`),
  ],
);

/**
 * Staff approvals of a verification in `review`, under four eyes (apps/server/src/approvals): one staff
 * member proposes with a reason; a second, independent one confirms and the player becomes `verified`.
 * `attempt` is the player's attempt it was about: a newer attempt makes it void. Rows are never deleted.
 */
export const kycApprovals = pgTable(
  'kyc_approvals',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    attempt: integer('attempt').notNull(),
    reason: text('reason').notNull(),
    requestedBy: bigint('requested_by', { mode: 'bigint' }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** pending → applied | rejected | expired. */
    status: text('status').notNull().default('pending'),
    decidedBy: bigint('decided_by', { mode: 'bigint' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    index('kyc_approvals_member_idx').on(t.memberId, t.id),
    check('kyc_approvals_status_ck', sql`status in ('pending', 'applied', 'rejected', 'expired')`),
    // Four eyes in the database too: whoever confirms is never whoever proposed.
    check('kyc_approvals_four_eyes_ck', sql`status <> 'applied' or decided_by <> requested_by`),
  ],
);
