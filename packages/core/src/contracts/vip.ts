import { z } from 'zod';
import type { SchemaGroup } from '../routes/route.ts';
import { memberIdParam } from './fields.ts';

/**
 * VIP levels (docs/API.md "VIP"). The level comes from the operator's VIP table (VIP0…VIP10) and
 * the player's cumulative recharge and cumulative valid bets; it only ever goes up. Money is a
 * decimal string "1234.56".
 */

const money = z.string().regex(/^\d+\.\d{2}$/);
/** The `id` query the player app appends once a member is known (never trusted for identity). */
const memberId = memberIdParam;

/** `GET /vip/info` query. */
export const vipInfoQuery = z.strictObject({ id: memberId });

/**
 * A level's reward, from the player's point of view: `none` (the level pays nothing), `locked`
 * (not reached yet), `claimable` (reached, not received), `received`, or `disabled` (bonus-type
 * rewards are switched off by the compliance profile).
 */
export const vipRewardStatus = z.enum(['none', 'locked', 'claimable', 'received', 'disabled']);
export type VipRewardStatus = z.infer<typeof vipRewardStatus>;

/** One row of the VIP table with the player's state of it. */
export const vipLevelView = z.object({
  level: z.number().int(),
  /** Cumulative recharge needed. */
  recharge: money,
  /** Cumulative valid bets needed. */
  bet: money,
  /** Level-up reward (fund type 6 "grade"); "0.00" when the level pays none. */
  reward: money,
  withdraw_times_per_day: z.number().int(),
  /** Maximum single withdrawal. */
  withdraw_max: money,
  /** Withdrawal fee in basis points of the amount (100 = 1%). */
  withdraw_fee_bps: z.number().int(),
  /** Maximum game balance before play is refused; null: no cap. */
  max_game_balance: money.nullable(),
  reached: z.boolean(),
  reward_status: vipRewardStatus,
});
export type VipLevelView = z.infer<typeof vipLevelView>;

/** Progress toward the next level: both amounts must be reached. Percentages are 0–100, floored. */
export const vipNext = z.object({
  level: z.number().int(),
  recharge: money,
  bet: money,
  recharge_remaining: money,
  bet_remaining: money,
  recharge_percent: z.number().int().min(0).max(100),
  bet_percent: z.number().int().min(0).max(100),
});

/** `GET /vip/info` → data. */
export const vipInfo = z.object({
  level: z.number().int(),
  /** Cumulative credited deposits. */
  recharge_total: money,
  /** Cumulative valid bets (settled stakes of in-house and seamless games, refunds excluded). */
  bet_total: money,
  /** Null at the top level. */
  next: vipNext.nullable(),
  /** Withdrawals need at least this level (spec: "above VIP1"). */
  min_withdraw_level: z.number().int(),
  /** False when the compliance profile switches bonus-type rewards off. */
  rewards_enabled: z.boolean(),
  /** Sum of the rewards the player can receive now. */
  claimable_total: money,
  levels: z.array(vipLevelView),
});
export type VipInfo = z.infer<typeof vipInfo>;

/** `POST /vip/receive`: receive the reward of one reached level. */
export const vipReceiveBody = z.strictObject({
  level: z.coerce
    .number({ error: 'vip:validation.enterLevel' })
    .int('vip:validation.enterLevel')
    .min(1, 'vip:validation.enterLevel')
    .max(100, 'vip:validation.enterLevel'),
});
export type VipReceiveBody = z.infer<typeof vipReceiveBody>;

/** `POST /vip/receive` → data (msg: 'Successfully received'). */
export const vipReceiveResult = z.object({ level: z.number().int(), amount: money, info: vipInfo });
export type VipReceiveResult = z.infer<typeof vipReceiveResult>;

/** The VIP endpoints' schemas (descriptors: routes/vip.ts). */
export const vipSchemas = {
  info: { query: vipInfoQuery, answer: vipInfo },
  receive: { body: vipReceiveBody, answer: vipReceiveResult },
} satisfies SchemaGroup;
