import { z } from 'zod';
import type { SchemaGroup } from '../routes/route.ts';
import { ACTIVITY_CODES } from './activity-choices.ts';

/**
 * Activities and rewards (docs/API.md "Activities"): the registry's activities with their state for
 * the player, the daily check-in, claims, the red-envelope wheel with its published odds and proof,
 * and the records. Money is a decimal string "1234.56".
 */

const money = z.string().regex(/^\d+\.\d{2}$/);
const memberId = z.string().max(20).optional();
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = z.coerce.number().int().min(1).max(100).default(20);

export const activityCode = z.enum(ACTIVITY_CODES);

/**
 * The player's state of an activity: `claimable` (a reward is waiting for POST /activity/receive or
 * /activity/checkin), `claimed` (this period's reward was received), `in_progress` (working toward
 * it), `locked` (not eligible in this period), `done` (nothing more to earn), `auto` (credited by the
 * server when its trigger happens), `disabled` (off in the operator's configuration) or `not_allowed`
 * (forbidden by the compliance profile; `legal` cites the article).
 */
export const activityState = z.enum([
  'claimable',
  'claimed',
  'in_progress',
  'locked',
  'done',
  'auto',
  'disabled',
  'not_allowed',
]);
export type ActivityState = z.infer<typeof activityState>;

export const activityPeriod = z.enum(['once', 'day', 'deposit', 'envelope', 'none']);

/** Progress toward the reward: `unit` says whether current/target are money, days or a count. */
export const activityProgress = z.object({
  current: z.string(),
  target: z.string(),
  unit: z.enum(['money', 'days', 'count']),
  percent: z.number().int().min(0).max(100),
});

export const activityView = z.object({
  code: activityCode,
  title: z.string(),
  description: z.string(),
  state: activityState,
  progress: activityProgress.nullable(),
  /** The reward this period (or the next one), null when the activity pays none itself. */
  reward: money.nullable(),
  period: activityPeriod,
  /** Spec fund-log type of the credit, null when none. */
  fund_type: z.number().int().nullable(),
  /** Whether the compliance profile allows it at all. */
  allowed: z.boolean(),
  /** When not allowed: the rule that forbids it, e.g. "Portaria SPA/MF 1.231/2024, art. 42, §1, I". */
  legal: z.string().nullable(),
  needs_cpf: z.boolean(),
  /** The player app page of the activity. */
  route: z.string(),
});
export type ActivityView = z.infer<typeof activityView>;

export const activityListQuery = z.strictObject({ id: memberId });
export const activityList = z.object({
  profile: z.enum(['standard', 'br-regulated']),
  list: z.array(activityView),
  /** Sum of every claimable reward. */
  claimable_total: money,
});
export type ActivityList = z.infer<typeof activityList>;

export const activityDetailQuery = z.strictObject({ code: activityCode, id: memberId });

/** One row of the check-in reward table: consecutive day n pays `reward`. */
export const checkinDay = z.object({ day: z.number().int(), reward: money });

/** `GET /activity/detail` → data: the activity, its rules' numbers and, per activity, extra facts. */
export const activityDetail = z.object({
  activity: activityView,
  /** Check-in: the consecutive-day table, the day count so far and whether today is done. */
  checkin: z
    .object({
      days: z.array(checkinDay),
      streak: z.number().int(),
      checked_today: z.boolean(),
      next_day: z.number().int(),
    })
    .nullable(),
  /** Newcomer gift: the day of the 10 (1-based), the days left, the daily amount. */
  newcomer: z.object({ day: z.number().int(), days: z.number().int(), amount: money }).nullable(),
  /** Daily bonus: today's part and the parts still to come, from first recharges of the last days. */
  daily_bonus: z
    .object({ percent: z.number(), days: z.number().int(), today: money, upcoming: money })
    .nullable(),
  /** Rules' amounts for the text, all from configuration. */
  numbers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type ActivityDetail = z.infer<typeof activityDetail>;

/** `POST /activity/receive` body (Idempotency-Key header accepted). */
export const activityReceiveBody = z.strictObject({ code: activityCode, id: memberId });
export const activityClaimResult = z.object({
  code: activityCode,
  amount: money,
  fund_type: z.number().int(),
  period: z.string(),
  /** Check-in: the consecutive day just checked in. */
  streak: z.number().int().nullable(),
});
export type ActivityClaimResult = z.infer<typeof activityClaimResult>;

/** One segment of the wheel with its exact probability ("num/den" and a decimal for display). */
export const wheelSegmentView = z.object({
  index: z.number().int(),
  kind: z.enum(['cash', 'diamond']),
  amount: money.nullable(),
  weight: z.number().int(),
  probability: z.string(),
  probability_decimal: z.string(),
});
export type WheelSegmentView = z.infer<typeof wheelSegmentView>;

export const wheelTableView = z.object({
  version: z.string(),
  segments: z.array(wheelSegmentView),
  total_weight: z.number().int(),
  /** Exact expected amount per spin, as a fraction of centavos and in reais to 4 places. */
  expected_cents: z.string(),
  expected_value: z.string(),
  diamond_probability: z.string(),
});

/**
 * One version of the wheel table as it was in force (docs/GAMES.md "Table versions"): its hash (the
 * SHA-256 of its content), the free-text name it had before versions were hashed, its odds, and when
 * it came into force and until when (null: still in force).
 */
export const wheelTableVersionView = wheelTableView.extend({
  short: z.string(),
  label: z.string().nullable(),
  /** The hashed content: [kind, centavos or 0, weight] per segment, as a spin's proof stores it. */
  table: z.array(z.tuple([z.enum(['cash', 'diamond']), z.number().int(), z.number().int()])),
  from: z.string(),
  until: z.string().nullable(),
});
export type WheelTableVersionView = z.infer<typeof wheelTableVersionView>;

/** `GET /activity/wheel/tables` → data: the version in force and every version's period, newest first. */
export const wheelTables = z.object({
  in_force: z.string().nullable(),
  history: z.array(wheelTableVersionView),
});
export type WheelTables = z.infer<typeof wheelTables>;

/** The chance of reaching the envelope target with the spins held plus `extra` more (from invites). */
export const reachChance = z.object({ extra: z.number().int(), cash: z.number(), diamonds: z.number() });

export const wheelEnvelope = z.object({
  id: z.string(),
  amount: money,
  target: money,
  diamonds: z.number().int(),
  diamonds_target: z.number().int(),
  diamonds_reward: money,
  opened_at: z.string(),
  expires_at: z.string(),
  status: z.enum(['open', 'completed', 'expired']),
});

/** `GET /activity/wheel` → data. */
export const wheelInfo = z.object({
  allowed: z.boolean(),
  enabled: z.boolean(),
  legal: z.string().nullable(),
  spins: z.number().int(),
  envelope: wheelEnvelope.nullable(),
  target: money,
  diamonds_target: z.number().int(),
  diamonds_reward: money,
  valid_hours: z.number().int(),
  spins_per_invite: z.number().int(),
  opening_spins: z.number().int(),
  needs_cpf: z.boolean(),
  has_cpf: z.boolean(),
  odds: wheelTableView,
  chances: z.array(reachChance),
  fairness: z.object({ server_seed_hash: z.string(), client_seed: z.string(), nonce: z.number().int() }),
});
export type WheelInfo = z.infer<typeof wheelInfo>;

export const wheelQuery = z.strictObject({ id: memberId });

/** A spin as recorded: outcome, envelope after it, and everything needed to re-derive it. */
export const wheelSpinView = z.object({
  id: z.string(),
  segment: z.number().int(),
  kind: z.enum(['cash', 'diamond']),
  amount: money.nullable(),
  envelope_amount: money,
  diamonds: z.number().int(),
  created_at: z.string(),
  proof: z.object({
    server_seed_hash: z.string(),
    /** Revealed once the player rotates the seed (fairness page); null until then. */
    server_seed: z.string().nullable(),
    client_seed: z.string(),
    nonce: z.number().int(),
    table_version: z.string(),
    /** The table the spin used: [kind, centavos or 0, weight] per segment. */
    table: z.array(z.tuple([z.enum(['cash', 'diamond']), z.number().int(), z.number().int()])),
  }),
});
export type WheelSpinView = z.infer<typeof wheelSpinView>;

/** `POST /activity/wheel/spin` → data. */
export const wheelSpinResult = z.object({
  spin: wheelSpinView,
  /** Set when this spin completed the envelope (cash target or diamonds) and it was credited (type 7). */
  credited: z.array(z.object({ kind: z.enum(['cash', 'diamonds']), amount: money })),
  wheel: wheelInfo,
});
export type WheelSpinResult = z.infer<typeof wheelSpinResult>;

/** `GET /activity/records` query: `code` filters one activity; `red_envelope` lists spins and envelopes. */
export const activityRecordsQuery = z.strictObject({
  code: activityCode.optional(),
  page,
  size,
  id: memberId,
});

/**
 * One record: a reward received (`claim`), a spin (`spin`), an invite spin granted (`grant`) or an
 * envelope that completed or expired (`envelope`).
 */
export const activityRecord = z.object({
  kind: z.enum(['claim', 'spin', 'grant', 'envelope']),
  code: activityCode,
  amount: money.nullable(),
  status: z.string(),
  detail: z.string(),
  created_at: z.string(),
  spin: wheelSpinView.nullable(),
});
export type ActivityRecord = z.infer<typeof activityRecord>;
export const activityRecords = z.object({
  list: z.array(activityRecord),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

/** The activity endpoints' schemas (descriptors: routes/activity.ts). */
export const activitySchemas = {
  list: { query: activityListQuery, answer: activityList },
  detail: { query: activityDetailQuery, answer: activityDetail },
  checkin: { answer: activityClaimResult, idempotent: true },
  receive: { body: activityReceiveBody, answer: activityClaimResult, idempotent: true },
  wheel: { query: wheelQuery, answer: wheelInfo },
  spin: { answer: wheelSpinResult, idempotent: true },
  tables: { answer: wheelTables },
  records: { query: activityRecordsQuery, answer: activityRecords },
} satisfies SchemaGroup;

// Plain values the player app imports without loading this module's schemas.
export * from './activity-choices.ts';
