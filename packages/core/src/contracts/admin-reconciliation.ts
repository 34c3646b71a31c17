import { z } from 'zod';

/**
 * `GET /admin/reconciliation/payouts`: the Pix payouts whose result we still lack — approved and never
 * sent (`unsent`), or sent over `recheck_minutes` ago without the PSP's answer (`awaiting_psp`). The
 * back office's reconciliation page shows them beside the external platforms' findings
 * (`GET /admin/games/reconciliation`).
 */
export const adminStalePayouts = z.object({
  recheck_minutes: z.number().int(),
  list: z.array(
    z.object({
      id: z.string(),
      order_no: z.string(),
      member_id: z.string(),
      amount: z.string().regex(/^-?\d+\.\d{2}$/),
      state: z.enum(['unsent', 'awaiting_psp']),
      updated_at: z.string(),
      requested_at: z.string().nullable(),
      attempts: z.number().int(),
    }),
  ),
});

export type AdminStalePayouts = z.infer<typeof adminStalePayouts>;
