import { z } from 'zod';

/**
 * `GET /admin/rg/overview`: for each responsible-gaming state — limits set, cool-off or self-exclusion
 * in force, barred by the central registry, a Bolsa Família / BPC beneficiary on the way to closure (`until`: the
 * closure's due date), closure in progress (leaving with one's own money) — how
 * many players are in it and the latest 50 of them: since when, until when (a block; null: permanent
 * or not a block), and a detail (a block's period, the number of limits).
 */
export const adminRgOverview = z.object({
  states: z.array(
    z.object({
      state: z.enum(['limits', 'cooloff', 'exclusion', 'registry_barred', 'beneficiary', 'closing']),
      count: z.number().int(),
      list: z.array(
        z.object({
          member_id: z.string(),
          since: z.string().nullable(),
          until: z.string().nullable(),
          detail: z.string().nullable(),
        }),
      ),
    }),
  ),
});

export type AdminRgOverview = z.infer<typeof adminRgOverview>;
