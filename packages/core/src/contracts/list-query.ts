import { z } from 'zod';
import { parseDecimal } from '../money/cents.ts';
import { calendarDateField } from './fields.ts';

/**
 * What the staff lists filter and sort by on the server (docs/API.md "Sorting and filtering lists"):
 * `from`/`to` São Paulo days (both inclusive) on the row's date, `min`/`max` amounts in reais on the
 * row's amount, `vip` the player's VIP level, `sort` one of the list's columns, `-` first for
 * descending. Every value is checked; an unknown sort or a range upside down is refused with the
 * field named and a message in the staff member's language.
 */
const V = (key: string) => `staff:validation.${key}`;

const amountBound = z
  .string({ error: V('amount') })
  .regex(/^\d{1,13}(\.\d{1,2})?$/, V('amount'))
  .refine((v) => parseDecimal(v) !== null, V('amount'));

export const dateRange = { from: calendarDateField.optional(), to: calendarDateField.optional() };
export const amountRange = { min: amountBound.optional(), max: amountBound.optional() };
export const vipFilter = {
  vip: z.coerce
    .number({ error: V('integer') })
    .int(V('integer'))
    .min(0, V('integer'))
    .max(100, V('integer'))
    .optional(),
};

/** `sort=<column>` or `sort=-<column>` among `columns`. */
export function sortBy<const C extends string>(columns: readonly C[]) {
  const values = columns.flatMap((c) => [c, `-${c}`] as const) as (C | `-${C}`)[];
  return z.enum(values as [C | `-${C}`, ...(C | `-${C}`)[]], { error: V('sort') }).optional();
}

type Ranges = { from?: string; to?: string; min?: string; max?: string };

/** Refuses `to` before `from` and `max` below `min` (on the second field of each pair). */
export function checkRanges(q: Ranges, ctx: z.RefinementCtx): void {
  if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: V('range') });
  if (q.min && q.max && (parseDecimal(q.max) ?? 0n) < (parseDecimal(q.min) ?? 0n))
    ctx.addIssue({ code: 'custom', path: ['max'], message: V('range') });
}

/** A parsed sort: the column and the direction. */
export function sortOf<C extends string>(sort: C | `-${C}` | undefined, fallback: C | `-${C}`) {
  const value = sort ?? fallback;
  const desc = value.startsWith('-');
  return { column: (desc ? value.slice(1) : value) as C, desc };
}

/**
 * `POST /admin/withdrawals/bulk`, `POST /admin/adjustments/bulk`: one decision for up to 50 rows, each
 * taken through the same path as the single-row endpoint (its guards, approval rules and audit); a
 * reason is required to reject.
 */
export const bulkDecisionBody = z
  .strictObject({
    action: z.enum(['approve', 'reject'], { error: V('bulkAction') }),
    ids: z
      .array(z.string().regex(/^[1-9]\d{0,18}$/, V('bulkIds')), { error: V('bulkIds') })
      .min(1, V('bulkIds'))
      .max(50, V('bulkIds'))
      .refine((ids) => new Set(ids).size === ids.length, V('bulkIds')),
    reason: z
      .string()
      .trim()
      .min(3, 'vip:validation.enterReason')
      .max(300, 'vip:validation.enterReason')
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.action === 'reject' && !b.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'vip:validation.enterReason' });
  });
export type BulkDecisionBody = z.infer<typeof bulkDecisionBody>;

/** Each row's outcome, in the order asked: its new status, or the refusal in the staff member's language. */
export const bulkDecisionResult = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      ok: z.boolean(),
      status: z.string().nullable(),
      error: z.string().nullable(),
      msg: z.string().nullable(),
    }),
  ),
});
export type BulkDecisionResult = z.infer<typeof bulkDecisionResult>;
