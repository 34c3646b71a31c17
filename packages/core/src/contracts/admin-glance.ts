import { z } from 'zod';
import { kycGlance } from './admin-kyc.ts';
import { dbId } from './fields.ts';

/**
 * `GET /admin/players/glance?ids=…`: a player at a glance — lifetime totals and risk flags
 * (docs/COMPLIANCE.md "Risk flags") — for one player (the player page) or a page of them (the
 * withdrawal queue). Support sees a shared CPF or Pix key masked, as everywhere else.
 */

const money = z.string().regex(/^-?\d+\.\d{2}$/);
const instant = z.string();

/** Comma-separated member ids, 1 to `GLANCE_MAX_IDS`, no repeats. */
export const GLANCE_MAX_IDS = 100;

export const adminGlanceQuery = z.strictObject({
  ids: z
    .string({ error: 'staff:validation.ids' })
    .max(GLANCE_MAX_IDS * 20, 'staff:validation.ids')
    .transform((v) => v.split(','))
    .pipe(
      z
        .array(dbId, { error: 'staff:validation.ids' })
        .min(1, 'staff:validation.ids')
        .max(GLANCE_MAX_IDS, 'staff:validation.ids')
        .refine((v) => new Set(v).size === v.length, 'staff:validation.ids'),
    ),
});

export const glanceTotals = z.object({
  deposits: money,
  withdrawals: money,
  /** Deposits less withdrawals paid. */
  net: money,
  bonuses: money,
  staked: money,
});

/** Shared with other accounts: the value as the role may see it, and those accounts (at most 20). */
const shared = <K extends string>(kind: K) =>
  z.object({
    kind: z.literal(kind),
    value: z.string().nullable(),
    accounts: z.array(z.string()),
  });

export const glanceFlag = z.discriminatedUnion('kind', [
  shared('shared_cpf'),
  shared('shared_pix_key'),
  shared('shared_device'),
  shared('shared_ip'),
  z.object({
    kind: z.literal('withdrawn_without_play'),
    deposit: money,
    deposited_at: instant,
    staked: money,
    withdrawal: money,
    withdrawn_at: instant,
    /** The threshold: staked below this share of the deposit before the withdrawal. */
    min_percent: z.number(),
  }),
  z.object({
    kind: z.literal('velocity'),
    what: z.enum(['deposits', 'withdrawals']),
    count: z.number(),
    window_minutes: z.number(),
    threshold: z.number(),
    at: instant,
  }),
  z.object({
    kind: z.literal('abroad'),
    /** How many location decisions placed the player outside Brazil in the lookback, and the newest. */
    count: z.number(),
    source: z.enum(['ip', 'geolocation']),
    /** ISO 3166-1 alpha-2, or null when the place is in no country (open sea). */
    country: z.string().nullable(),
    at: instant,
    lookback_days: z.number(),
  }),
]);

export const adminGlance = z.object({
  players: z.array(
    z.object({
      id: z.string(),
      totals: glanceTotals,
      flags: z.array(glanceFlag),
      /** The player's identity verification: state and reason (docs/COMPLIANCE.md "Identity (KYC)"). */
      kyc: kycGlance,
    }),
  ),
});

export type AdminGlance = z.infer<typeof adminGlance>;
export type GlanceFlag = z.infer<typeof glanceFlag>;
export type GlanceTotals = z.infer<typeof glanceTotals>;
