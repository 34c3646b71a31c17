import { z } from 'zod';

/**
 * The `activities` settings section's schemas, one per activity (the server's activity registry and
 * the back office's editor validate with these). The server adds what needs more than the shape:
 * the wheel's table check and the legal lint of the compliance profile (`activity-admin-routes.ts`).
 */

const amount = z
  .string()
  .max(20)
  .regex(/^\d+\.\d{2}$/, 'an amount in reais with two decimals, e.g. "10.00"');
const percent = z.number().min(0).max(1000);

const wheelSegment = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('cash'), amount, weight: z.number().int().min(1) }),
  z.strictObject({ kind: z.literal('diamond'), weight: z.number().int().min(1) }),
]);

export const activitySettingsSchemas = {
  checkin: z.strictObject({
    enabled: z.boolean(),
    /** Reward by consecutive day: day 1 pays the first, day n ≥ length pays the last. */
    rewards: z.array(amount).min(1).max(31),
    needsCpf: z.boolean(),
  }),
  registrationBonus: z.strictObject({ enabled: z.boolean(), amount }),
  newcomerGift: z.strictObject({
    enabled: z.boolean(),
    days: z.number().int().min(1).max(60),
    amount,
    needsCpf: z.boolean(),
  }),
  firstDeposit: z.strictObject({ enabled: z.boolean(), percent, max: amount }),
  rechargeReward: z.strictObject({ enabled: z.boolean(), percent, max: amount }),
  dailyBonus: z.strictObject({
    enabled: z.boolean(),
    percent,
    days: z.number().int().min(1).max(30),
    /** Cap of one day's first recharge counted (the "maximum" of docs/SPECIFICATION.md §9). */
    maxBase: amount,
    needsCpf: z.boolean(),
  }),
  cumulativeDeposit: z.strictObject({
    enabled: z.boolean(),
    target: amount,
    reward: amount,
    needsCpf: z.boolean(),
  }),
  redEnvelope: z.strictObject({
    enabled: z.boolean(),
    target: amount,
    diamondsTarget: z.number().int().min(1).max(1000),
    diamondsReward: amount,
    validHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30),
    openingSpins: z.number().int().min(0).max(10),
    spinsPerInvite: z.number().int().min(0).max(10),
    /** One spin per credited deposit of at least `depositSpinMin` (deposit-conditional: off by default). */
    depositSpins: z.boolean(),
    depositSpinMin: amount,
    needsCpf: z.boolean(),
    wheel: z.strictObject({
      /** Filled by the server with the table's content hash (docs/GAMES.md "Table versions"); what is sent is ignored. */
      version: z.string().max(64).optional(),
      segments: z.array(wheelSegment).min(2).max(24),
    }),
  }),
  invite: z.strictObject({
    enabled: z.boolean(),
    rewardMax: amount,
    payHour: z.number().int().min(0).max(23),
  }),
} as const;
