import { z } from 'zod';

/**
 * Account closure (LGPD; docs/API.md "Account closure", docs/COMPLIANCE.md). Closing is immediate and
 * self-service: `GET /user/close` shows what would happen, `POST /user/close` does it.
 */

const money = z.string().regex(/^\d+\.\d{2}$/);

/** `GET /user/close` → `data`: what closing now would do, and why it would be refused. */
export const closurePreview = z.object({
  /** False while `refusal` says why (balance, withdrawal in flight, money in a game). */
  can_close: z.boolean(),
  refusal: z.object({ error: z.string(), msg: z.string() }).nullable(),
  withdrawable: money,
  in_games: money,
  withdrawal_in_flight: z.boolean(),
  /** Bonus money forfeited (the bonus part of the locked balance and the team bonus). */
  forfeit: money,
  /** The player's own money still locked by the wagering rule: kept on the closed account. */
  kept: money,
  /** Days after the closure when name, phone, e-mail and Pix details are erased. */
  minimise_after_days: z.number().int(),
});
export type ClosurePreview = z.infer<typeof closurePreview>;

/** `POST /user/close` → `data`; the session ends with it (every later call answers 302). */
export const closureResult = z.object({
  closed_at: z.string(),
  forfeited: money,
  kept: money,
  /** When the personal data is minimised (the `closure.minimise` job). */
  minimise_at: z.string(),
});
export type ClosureResult = z.infer<typeof closureResult>;
