import { z } from 'zod';
import { parseDecimal } from '../money/cents.ts';
import { dbId, exportFormat } from './fields.ts';
import { amountRange, checkRanges, dateRange, sortBy, vipFilter } from './list-query.ts';

/**
 * Money under four eyes (`/api/v2/admin/adjustments`, finance and owners): manual adjustments of
 * types 2 (add money), 15 (system correction) and 22 (balance deduction) are requested by one staff
 * member and applied only when a different one approves.
 */

/**
 * A staff-typed amount in the wire form, strictly: digits with an optional "." and exactly two
 * decimals ("50", "50.00"), a leading "-" only where a signed amount is allowed. No spaces, no
 * comma, no exponent, never zero.
 */
const strictAmount = (signed: boolean) =>
  z
    .string({ error: 'staff:validation.amount' })
    .max(20, 'staff:validation.amount')
    .regex(signed ? /^-?\d{1,13}(\.\d{2})?$/ : /^\d{1,13}(\.\d{2})?$/, 'staff:validation.amount')
    .refine((v) => (parseDecimal(v) ?? 0n) !== 0n, 'staff:validation.amount');

const reason = z
  .string({ error: 'vip:validation.enterReason' })
  .trim()
  .min(3, 'vip:validation.enterReason')
  .max(300, 'vip:validation.enterReason');

export const ADJUSTMENT_CODES = [2, 15, 22] as const;

/** `POST /admin/players/:id/adjustments`: the request (it moves nothing yet). */
export const adjustmentRequestBody = z.discriminatedUnion(
  'code',
  [
    z.strictObject({
      code: z.literal(2),
      amount: strictAmount(false),
      target: z.enum(['cash', 'locked']).default('cash'),
      reason,
    }),
    z.strictObject({
      code: z.literal(15),
      amount: strictAmount(true),
      target: z.enum(['cash', 'locked']).default('cash'),
      reason,
    }),
    z.strictObject({
      code: z.literal(22),
      amount: strictAmount(false),
      target: z.enum(['cash', 'locked']).default('cash'),
      reason,
    }),
  ],
  { error: 'staff:validation.adjustmentCode' },
);
export type AdjustmentRequestBody = z.infer<typeof adjustmentRequestBody>;

export const adjustmentStatus = z.enum(['pending', 'applied', 'rejected', 'expired']);

export const adjustmentView = z.object({
  id: z.string(),
  member_id: z.string(),
  code: z.number().int(),
  amount: z.string(),
  target: z.enum(['cash', 'locked']),
  reason: z.string(),
  status: adjustmentStatus,
  requested_by: z.string(),
  requested_by_name: z.string().nullable(),
  requested_at: z.string(),
  expires_at: z.string(),
  decided_by: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  decision_reason: z.string().nullable(),
  transfer_id: z.string().nullable(),
});
export type AdjustmentView = z.infer<typeof adjustmentView>;

export const ADJUSTMENT_SORTS = ['created_at', 'amount', 'vip_level'] as const;
export const adjustmentsQuery = z
  .strictObject({
    format: exportFormat,
    status: adjustmentStatus.optional(),
    member_id: dbId.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
    ...dateRange,
    ...amountRange,
    ...vipFilter,
    sort: sortBy(ADJUSTMENT_SORTS),
  })
  .superRefine(checkRanges);
export const adjustmentList = z.object({
  list: z.array(adjustmentView),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export const adjustmentParams = z.strictObject({ id: dbId });
export const adjustmentRejectBody = z.strictObject({ reason });
export const adjustmentApproveBody = z.strictObject({}).optional();
export const adjustmentResult = z.object({ adjustment: adjustmentView });

/* ---- Payments recorded but not credited (`/api/v2/admin/payments/...`, finance and owners) ---- */

export const uncreditedDisposition = z.enum([
  'amount_mismatch',
  'expired',
  'unknown_charge',
  'third_party',
  'already_paid',
]);

/**
 * `POST /admin/payments/:id/resolve`: credit the payment to the rightful player, or refund it to the
 * payer (a Pix devolução through the PSP). Moves nothing until a different staff member approves.
 */
export const paymentResolutionBody = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('credit'), member_id: dbId, reason }),
    z.strictObject({ action: z.literal('refund'), reason }),
  ],
  { error: 'staff:validation.resolutionAction' },
);
export type PaymentResolutionBody = z.infer<typeof paymentResolutionBody>;

export const paymentResolutionView = z.object({
  id: z.string(),
  payment_id: z.string(),
  action: z.enum(['credit', 'refund']),
  member_id: z.string().nullable(),
  reason: z.string(),
  status: adjustmentStatus,
  requested_by: z.string(),
  requested_by_name: z.string().nullable(),
  requested_at: z.string(),
  expires_at: z.string(),
  decided_by: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  decision_reason: z.string().nullable(),
  transfer_id: z.string().nullable(),
  refund_id: z.string().nullable(),
});
export type PaymentResolutionView = z.infer<typeof paymentResolutionView>;

/** A received Pix that was not credited, with what is known about who should get it. */
export const uncreditedPayment = z.object({
  id: z.string(),
  end_to_end_id: z.string(),
  txid: z.string().nullable(),
  amount: z.string(),
  paid_at: z.string(),
  received_at: z.string(),
  payer_name: z.string().nullable(),
  /** The payer's CPF as the PSP reported it (finance identifies the player by it). */
  payer_cpf: z.string().nullable(),
  payer_cpf_masked: z.string().nullable(),
  /** The player whose recharge info has the payer's CPF, if any. */
  payer_member_id: z.string().nullable(),
  disposition: uncreditedDisposition,
  order_no: z.string().nullable(),
  order_amount: z.string().nullable(),
  /** The player of the order it paid (or, once credited, the player credited). */
  order_member_id: z.string().nullable(),
  refund_status: z.string().nullable(),
  resolution: z.enum(['credited', 'refunded']).nullable(),
  resolved_at: z.string().nullable(),
  transfer_id: z.string().nullable(),
  /** The newest staff request for it (pending, or how the last one ended). */
  last_request: paymentResolutionView.nullable(),
});
export type UncreditedPayment = z.infer<typeof uncreditedPayment>;

/** `from`/`to` and `sort=received_at` on the day the Pix arrived; `min`/`max` and `amount` on its amount. */
export const UNCREDITED_SORTS = ['received_at', 'amount'] as const;
export const uncreditedQuery = z
  .strictObject({
    format: exportFormat,
    state: z.enum(['open', 'resolved']).default('open'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
    ...dateRange,
    ...amountRange,
    sort: sortBy(UNCREDITED_SORTS),
  })
  .superRefine(checkRanges);
export const uncreditedList = z.object({
  list: z.array(uncreditedPayment),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export const paymentParams = z.strictObject({ id: dbId });
export const paymentResolutionResult = z.object({ resolution: paymentResolutionView });
export const paymentRejectBody = z.strictObject({ reason });
export const paymentApproveBody = z.strictObject({}).optional();
