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
