import { z } from 'zod';

/** `GET /admin/games/rtp` (owner): per original game, observed RTP against the published one. */
export const adminGamesRtp = z.object({
  list: z.array(
    z.object({
      code: z.string(),
      version: z.string(),
      rounds: z.number().int(),
      stakes: z.string(),
      wins: z.string(),
      /** Published (exact) RTP and the standard deviation of one round's win per unit bet. */
      rtp: z.number(),
      standard_deviation: z.number(),
      observed: z.number().nullable(),
      /** The 99% interval of the observed RTP for a game paying as published. */
      low: z.number().nullable(),
      high: z.number().nullable(),
      alarm: z.boolean(),
    }),
  ),
});
export type AdminGamesRtp = z.infer<typeof adminGamesRtp>;

/**
 * `GET /admin/reports/rtp` (owner): every game's observed return against its published one — the
 * originals, the live games, the red-envelope wheel (per table version, in centavos per spin) and the
 * external platforms' games (observed only, beside the catalogue's RTP when it has one). `low`/`high`:
 * the 99% Bernstein interval for a payout bounded in [0, max], clamped at 0 (docs/GAMES.md "RTP monitor").
 */
export const adminRtpReport = z.object({
  list: z.array(
    z.object({
      family: z.enum(['original', 'live', 'wheel', 'external']),
      code: z.string(),
      platform: z.string().nullable(),
      version: z.string(),
      unit: z.enum(['rtp', 'per_spin']),
      rounds: z.number().int(),
      stakes: z.string(),
      wins: z.string(),
      /** Published mean (RTP, or centavos per spin for the wheel); null when none is published. */
      expected: z.number().nullable(),
      /** The largest payout per unit staked the interval assumes. */
      max: z.number().nullable(),
      standard_deviation: z.number().nullable(),
      provider_rtp: z.number().nullable(),
      observed: z.number().nullable(),
      low: z.number().nullable(),
      high: z.number().nullable(),
      alarm: z.boolean(),
      refunded: z.object({ count: z.number().int(), stakes: z.string() }).nullable(),
    }),
  ),
  confidence: z.number(),
});
export type AdminRtpReport = z.infer<typeof adminRtpReport>;

/**
 * `GET /admin/games` (owner): the operator's all-games status (`/game/checkGameStatus`) and every
 * platform and game with its flags. `open_bets`: seamless bets of an external game still waiting for
 * the provider's win or rollback (originals settle in one transaction and never have any).
 */
export const adminGamesStatus = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  platforms: z.array(
    z.object({
      code: z.string(),
      kind: z.string(),
      enabled: z.boolean(),
      maintenance: z.boolean(),
      games: z.number().int(),
    }),
  ),
  games: z.array(
    z.object({
      code: z.string(),
      platform: z.string(),
      kind: z.string(),
      enabled: z.boolean(),
      maintenance: z.boolean(),
      open_bets: z.number().int(),
    }),
  ),
});
export type AdminGamesStatus = z.infer<typeof adminGamesStatus>;

const reason = z
  .string({ error: 'vip:validation.enterReason' })
  .trim()
  .min(3, 'vip:validation.enterReason')
  .max(300, 'vip:validation.enterReason');

/** `POST /admin/games/status`: 0 open, 1 maintenance for every game. */
export const adminGameStatusBody = z.strictObject({
  status: z.union([z.literal(0), z.literal(1)], { error: 'staff:validation.gameStatus' }),
  reason,
});

/** `POST /admin/games/:code/maintenance` and `/admin/games/platforms/:code/maintenance`. */
export const adminGameMaintenanceBody = z.strictObject({
  maintenance: z.boolean({ error: 'staff:validation.maintenance' }),
  reason,
});
export const adminGameCodeParams = z.strictObject({
  code: z
    .string()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9][a-z0-9_-]*$/),
});
export const adminGameFlagResult = z.object({
  code: z.string(),
  maintenance: z.boolean(),
  open_bets: z.number().int(),
});
