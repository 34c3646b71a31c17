import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * One row per player who has anything responsible-gaming-related: the cool-off or self-exclusion in
 * force, the central registry's last answer for their CPF, the reality-check interval and its last
 * answer in the current session. A round reads this row (joined to the player's limits) in one query.
 */
export const rgState = pgTable(
  'rg_state',
  {
    memberId: bigint('member_id', { mode: 'bigint' }).primaryKey(),
    /** `cooloff` | `exclusion`; null: none. Cleared by the `rg-blocks` job when `block_until` passes. */
    blockKind: text('block_kind'),
    /** `24h` `7d` `30d` (cool-off) or `6m` `1y` `permanent` (exclusion). */
    blockPeriod: text('block_period'),
    blockStartedAt: timestamp('block_started_at', { withTimezone: true }),
    /** Null with a block: permanent. */
    blockUntil: timestamp('block_until', { withTimezone: true }),
    /** The CPF checked against the central registry (the player's bound CPF, 11 digits). */
    cpf: text('cpf'),
    /** `clear` | `barred` | `unavailable`; null: never checked. */
    registryStatus: text('registry_status'),
    registryReason: text('registry_reason'),
    /** The registry's category while barred: `self_exclusion` | `beneficiary` (Bolsa Família / BPC). */
    registryCategory: text('registry_category'),
    /**
     * When the registry first answered that the player is a Bolsa Família / BPC beneficiary (IN SPA/MF
     * 22/2025). From then on the account is on its way to closure (docs/COMPLIANCE.md "Barred
     * beneficiaries"): the steps' dates count from this instant, and a later answer does not stop them.
     */
    beneficiaryFlaggedAt: timestamp('beneficiary_flagged_at', { withTimezone: true }),
    registryCheckedAt: timestamp('registry_checked_at', { withTimezone: true }),
    /** Reality-check interval in minutes; null: the default (60). 0: off (standard profile only). */
    realityMinutes: integer('reality_minutes'),
    /** The session whose reality check was last answered, and when (the next one counts from it). */
    realitySessionId: bigint('reality_session_id', { mode: 'bigint' }),
    realityAckAt: timestamp('reality_ack_at', { withTimezone: true }),
    /** When the player chose their limits (the br-regulated sign-up step). */
    limitsChosenAt: timestamp('limits_chosen_at', { withTimezone: true }),
    /**
     * When the player closed the account (closure is immediate: the request is its execution, see the
     * `closure` module). The state row, its blocks and the RG log are kept after closure.
     */
    closureRequestedAt: timestamp('closure_requested_at', { withTimezone: true }),
    /**
     * When the player started closing the account by withdrawing their own money first
     * (docs/COMPLIANCE.md "Leaving with one's own money"): from then on no stake, deposit or reward,
     * as after the closure itself; the closure follows once the withdrawal is paid.
     */
    closingAt: timestamp('closing_at', { withTimezone: true }),
    /**
     * A closed account's CPF as a keyed pseudonym (HMAC-SHA256 with the app secret, `cpfKeyOf`): the
     * CPF itself is erased when the account's personal data is minimised, yet a cool-off or exclusion
     * in force still stops that CPF from being bound to another account (`assertCpfNotBlocked`).
     */
    closedCpfKey: text('closed_cpf_key'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rg_state_block_idx').on(t.blockUntil).where(sql`block_kind is not null`),
    index('rg_state_registry_idx').on(t.registryCheckedAt).where(sql`cpf is not null`),
    index('rg_state_closed_cpf_idx').on(t.closedCpfKey).where(sql`closed_cpf_key is not null`),
    index('rg_state_beneficiary_idx')
      .on(t.beneficiaryFlaggedAt)
      .where(sql`beneficiary_flagged_at is not null and closure_requested_at is null`),
  ],
);

/**
 * A player's limits, one row per (kind, period). `amount_cents` is in force (minutes for `session`);
 * a pending increase or removal (`pending_amount_cents`, null = removal) takes effect at
 * `pending_effective_at` — the limit in force is computed from both, so no job has to run on time.
 */
export const rgLimits = pgTable(
  'rg_limits',
  {
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    /** Null only once a removal has taken effect. */
    amountCents: bigint('amount_cents', { mode: 'bigint' }),
    pendingAmountCents: bigint('pending_amount_cents', { mode: 'bigint' }),
    pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.period] })],
);

/** The central registry's answers, one per CPF and São Paulo day (the "cached per day" rule). */
export const rgRegistryAnswers = pgTable(
  'rg_registry_answers',
  {
    cpf: text('cpf').notNull(),
    day: text('day').notNull(),
    barred: integer('barred').notNull(),
    reason: text('reason'),
    /** `self_exclusion` | `beneficiary` when barred. */
    category: text('category'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.cpf, t.day] })],
);

/**
 * Every responsible-gaming decision, kept for the regulator: limits set, changes scheduled and
 * cancelled, cool-offs, exclusions and their end, registry answers, reality-check choices, closure.
 */
export const rgActions = pgTable(
  'rg_actions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rg_actions_member_idx').on(t.memberId, t.id)],
);
