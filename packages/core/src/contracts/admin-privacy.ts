import { z } from 'zod';
import { isSafeText } from './fields.ts';

/**
 * Holds on a player's access logs (owners; Marco Civil art. 15 §2, docs/COMPLIANCE.md "Access logs"):
 * `/api/v2/admin/players/:id/access-log-holds` and `/api/v2/admin/access-log-holds/:id/release`.
 */

const line = z
  .string({ error: 'staff:validation.text' })
  .trim()
  .min(3, 'staff:validation.text')
  .max(120, 'staff:validation.text')
  .refine(isSafeText, 'staff:validation.text');

/** How long a hold lasts: 60 days is the time the requester has to ask a court (art. 13 §3). */
export const HOLD_DEFAULT_DAYS = 60;

/** `POST /admin/players/:id/access-log-holds`: who asked, their document, and for how many days. */
export const accessLogHoldBody = z.strictObject({
  authority: line,
  reference: line,
  days: z.coerce
    .number({ error: 'staff:validation.integer' })
    .int('staff:validation.integer')
    .min(1, 'staff:validation.integer')
    .max(1825, 'staff:validation.integer'),
});
export type AccessLogHoldBody = z.infer<typeof accessLogHoldBody>;

export const accessLogHold = z.object({
  id: z.string(),
  authority: z.string(),
  reference: z.string(),
  held_at: z.string(),
  held_until: z.string(),
  held_by: z.string(),
  released_at: z.string().nullable(),
  released_by: z.string().nullable(),
  release_reason: z.string().nullable(),
  /** Not released and not past `held_until`: `privacy.access-logs` keeps the player's rows. */
  in_force: z.boolean(),
});
export type AccessLogHold = z.infer<typeof accessLogHold>;

/** The player's holds, newest first (every call answers them). */
export const accessLogHolds = z.object({ list: z.array(accessLogHold) });
