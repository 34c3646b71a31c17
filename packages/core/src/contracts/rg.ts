import { z } from 'zod';
import type { SchemaGroup } from '../routes/route.ts';
import { closurePreview, closureResult } from './closure.ts';
import {
  RG_COOLOFF_PERIODS,
  RG_EXCLUSION_PERIODS,
  RG_LIMIT_KINDS,
  RG_PERIODS,
  RG_REALITY_MINUTES,
} from './rg-choices.ts';

/**
 * Responsible gaming (docs/API.md "Responsible gaming", docs/COMPLIANCE.md). Money limits are decimal strings
 * "1234.56"; the session limit and the reality-check interval are whole minutes.
 */

const money = z.string().regex(/^\d+\.\d{2}$/);

// The choices a player has (limit kinds, periods, intervals): in a module without zod, so that a screen
// importing one of them does not load the schemas.
export * from './rg-choices.ts';

/**
 * `POST /rg/limits`: set (`amount`), remove (`amount` empty or null) or cancel the pending change
 * (`cancel`) of one limit. Money in reais ("100.00"); the session limit in minutes ("90").
 */
export const rgLimitsBody = z.strictObject({
  // First, so that a malformed amount is named even when the other fields are missing. Money as
  // digits with at most two decimals (a comma accepted), minutes as digits; empty removes the limit.
  amount: z
    .string()
    .max(20)
    .regex(/^(\d{1,15}([.,]\d{1,2})?)?$/, 'rg:limits.invalidAmount')
    .nullable()
    .optional(),
  kind: z.enum(RG_LIMIT_KINDS),
  period: z.enum(RG_PERIODS),
  cancel: z.union([z.boolean(), z.enum(['1', 'true', '0', 'false'])]).optional(),
});
export type RgLimitsBody = z.infer<typeof rgLimitsBody>;

export const rgCooloffBody = z.strictObject({ period: z.enum(RG_COOLOFF_PERIODS) });
export const rgExcludeBody = z.strictObject({ period: z.enum(RG_EXCLUSION_PERIODS) });
/** `POST /rg/reality-check`: choose the interval (`minutes`, empty to switch off where allowed), or answer one (`choice`). */
export const rgRealityCheckBody = z.strictObject({
  minutes: z.string().max(4).nullable().optional(),
  choice: z.enum(['continue', 'stop']).optional(),
});

/** One limit with what the player used of it and a change waiting for its 24 hours. */
export const rgLimitView = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  period: z.enum(RG_PERIODS),
  /** The limit in force: money for deposit/loss/stake, minutes for session; null: none. */
  amount: z.string().nullable(),
  /** Used in the window (deposits, net loss) or in this session (minutes); null where it does not apply. */
  used: z.string().nullable(),
  /** An increase or removal that takes effect at `effective_at` unless cancelled. */
  pending: z.object({ amount: z.string().nullable(), effective_at: z.string() }).nullable(),
});
export type RgLimitView = z.infer<typeof rgLimitView>;

/** `GET /rg/status` → `data`. */

/**
 * A Bolsa Família / BPC beneficiary's way out (IN SPA/MF 22/2025, docs/COMPLIANCE.md "Barred
 * beneficiaries"): stakes and deposits refused and open bets refunded at `flagged_at`; the player may
 * withdraw everything until `withdraw_until` (2 days); then the rest is returned by Pix to the
 * registered account (`step: 'returning'`), and at `close_at` (3 days) the account is closed.
 */
export const beneficiaryView = z.object({
  flagged_at: z.string(),
  withdraw_until: z.string(),
  close_at: z.string(),
  step: z.enum(['window', 'returning', 'closing', 'closed']),
});
export type BeneficiaryView = z.infer<typeof beneficiaryView>;

/** The central registry's last answer: the status, the category when barred, a beneficiary's steps. */
export const registryView = z.object({
  status: z.enum(['unchecked', 'clear', 'barred', 'unavailable']),
  checked_at: z.string().nullable(),
  category: z.enum(['self_exclusion', 'beneficiary']).nullable(),
  beneficiary: beneficiaryView.nullable(),
});
export type RegistryView = z.infer<typeof registryView>;

export const rgStatus = z.object({
  profile: z.enum(['standard', 'br-regulated']),
  limits: z.array(rgLimitView),
  /** In br-regulated, true until the player has chosen their limits (the sign-up step). */
  limits_required: z.boolean(),
  /** A cool-off or self-exclusion in force; `until` null means permanent. */
  block: z
    .object({
      kind: z.enum(['cooloff', 'exclusion']),
      period: z.string(),
      started_at: z.string(),
      until: z.string().nullable(),
    })
    .nullable(),
  /** The central registry's (SIGAP "Impedidos") last answer for the player's CPF. */
  registry: registryView,
  reality_check: z.object({
    /** Interval in minutes; null: off (only outside br-regulated). */
    minutes: z.number().int().nullable(),
    mandatory: z.boolean(),
    /** True when the next round will wait for the player's answer. */
    due: z.boolean(),
    session_started_at: z.string(),
    played_minutes: z.number().int(),
    /** Net result of the session's rounds (wins − stakes), may be negative: "-12.50". */
    net: z.string(),
  }),
  /** What the player may do now. Withdrawing cash and seeing history are always allowed. */
  can: z.object({ stake: z.boolean(), deposit: z.boolean(), claim: z.boolean(), marketing: z.boolean() }),
  idle_minutes: z.number().int(),
});
export type RgStatus = z.infer<typeof rgStatus>;

export { money as rgMoney };

/** The responsible-gaming endpoints' schemas (descriptors: routes/rg.ts). `GET /user/export` answers a file. */
export const rgSchemas = {
  status: { answer: rgStatus },
  setLimit: { body: rgLimitsBody, answer: rgStatus },
  confirmLimits: { answer: rgStatus },
  cooloff: { body: rgCooloffBody, answer: rgStatus },
  exclude: { body: rgExcludeBody, answer: rgStatus },
  realityCheck: { body: rgRealityCheckBody, answer: rgStatus },
  /** The account's closure (module `closure`; contracts/closure.ts). */
  closePreview: { answer: closurePreview },
  close: { answer: closureResult },
} satisfies SchemaGroup;
