import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../auth/auth-schema.ts';

/**
 * Activity claims: one row per (member, activity, period) — the unique index is what makes a reward
 * payable once per period however many requests or handlers race for it. `period` is the activity's
 * period key: `once`, a São Paulo day `2026-11-24`, `order:<orderNo>`, `envelope:<id>`… The money is
 * in the ledger (`transfer_id`, key `activity:<code>:<member>:<period>`); this row is the claim.
 */
export const activityClaims = pgTable(
  'activity_claims',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    code: text('code').notNull(),
    period: text('period').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    fundType: integer('fund_type').notNull(),
    transferId: bigint('transfer_id', { mode: 'bigint' }),
    /** Facts of the claim, e.g. the check-in's consecutive day `{streak}`. */
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('activity_claims_member_code_period_uq').on(t.memberId, t.code, t.period),
    index('activity_claims_member_created_ix').on(t.memberId, t.createdAt),
  ],
);

/**
 * Credited deposits as the activities see them (from `deposit.credited`): the recharge reward is
 * claimed per deposit, and the daily bonus counts the first deposit of each São Paulo day.
 */
export const activityDeposits = pgTable(
  'activity_deposits',
  {
    /** Credit order: the first row of a day is that day's first deposit (times can tie). */
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    orderNo: text('order_no').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    /** São Paulo day of the credit. */
    day: text('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('activity_deposits_member_order_uq').on(t.memberId, t.orderNo),
    index('activity_deposits_member_day_ix').on(t.memberId, t.day),
  ],
);

/**
 * Red envelopes: at most one open per member (partial unique index). Spins add to `amount_cents` or
 * `diamonds`; the envelope completes when the amount reaches the target (credited, type 7) and
 * expires (job) when `expires_at` passes first. The diamonds reward is a separate claim.
 */
export const activityEnvelopes = pgTable(
  'activity_envelopes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    status: text('status').notNull().default('open'),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    targetCents: bigint('target_cents', { mode: 'bigint' }).notNull(),
    diamonds: integer('diamonds').notNull().default(0),
    diamondsTarget: integer('diamonds_target').notNull(),
    diamondsRewardCents: bigint('diamonds_reward_cents', { mode: 'bigint' }).notNull(),
    spinsLeft: integer('spins_left').notNull().default(0),
    /** The wheel table version in force when the envelope opened (null only for envelopes opened before versions were hashed and never spun). */
    tableVersion: text('table_version'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('activity_envelopes_open_uq').on(t.memberId).where(sql`status = 'open'`),
    index('activity_envelopes_expiry_ix').on(t.expiresAt).where(sql`status = 'open'`),
    check('activity_envelopes_status_ck', sql`status in ('open', 'completed', 'expired')`),
    check('activity_envelopes_spins_ck', sql`spins_left >= 0`),
  ],
);

/**
 * Spins granted: one row per source — `open:<envelope>`, `invite:<member>` (one per invited
 * registration), `deposit:<orderNo>` — so a replayed event never grants twice.
 */
export const activitySpinGrants = pgTable(
  'activity_spin_grants',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    envelopeId: bigint('envelope_id', { mode: 'bigint' })
      .notNull()
      .references(() => activityEnvelopes.id),
    source: text('source').notNull(),
    spins: integer('spins').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('activity_spin_grants_source_uq').on(t.memberId, t.source)],
);

/**
 * Wheel spins with their proof: the player's games seed (hash shown before, revealed on rotation),
 * client seed and nonce — the nonce is taken from the same seed as the originals' rounds, so one
 * (server seed, client seed, nonce) never repeats across games and draws — and the table used.
 */
export const activitySpins = pgTable(
  'activity_spins',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    envelopeId: bigint('envelope_id', { mode: 'bigint' })
      .notNull()
      .references(() => activityEnvelopes.id),
    seedId: bigint('seed_id', { mode: 'bigint' }).notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: bigint('nonce', { mode: 'bigint' }).notNull(),
    tableVersion: text('table_version').notNull(),
    /** [kind, centavos, weight] per segment. */
    wheel: jsonb('wheel').$type<['cash' | 'diamond', number, number][]>().notNull(),
    segment: integer('segment').notNull(),
    kind: text('kind').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    envelopeAmountCents: bigint('envelope_amount_cents', { mode: 'bigint' }).notNull(),
    diamonds: integer('diamonds').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('activity_spins_seed_nonce_uq').on(t.seedId, t.nonce),
    uniqueIndex('activity_spins_member_key_uq').on(t.memberId, t.idempotencyKey),
    index('activity_spins_member_ix').on(t.memberId, t.createdAt),
  ],
);

/**
 * Wheel table versions (docs/GAMES.md "Table versions"): one row per content, keyed by its hash —
 * SHA-256 of the canonical JSON of `[kind, centavos, weight]` per segment. Append-only: a trigger
 * refuses UPDATE, DELETE and TRUNCATE. `label` keeps the free-text version a table had before
 * versions were hashed.
 */
export const activityWheelTables = pgTable('activity_wheel_tables', {
  version: text('version').primaryKey(),
  /** [kind, centavos, weight] per segment, in order: the hashed content. */
  segments: jsonb('segments').$type<['cash' | 'diamond', number, number][]>().notNull(),
  label: text('label'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * When each version came into force: the version in force at an instant is the latest row at or
 * before it; a row's "until" is the next row's `from`. Append-only (same trigger). A version put back
 * in force gets another row, not another version.
 */
export const activityWheelActivations = pgTable(
  'activity_wheel_activations',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    version: text('version')
      .notNull()
      .references(() => activityWheelTables.version),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    /** Who put it in force: `staff:<id>`, `settings` (found in the settings at start or at a spin), `migration`. */
    source: text('source').notNull(),
  },
  (t) => [index('activity_wheel_activations_from_ix').on(t.fromAt)],
);
