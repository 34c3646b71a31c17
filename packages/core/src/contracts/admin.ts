import { z } from 'zod';
import { dbId } from './fields.ts';
import { withdrawStatus } from './withdraw.ts';

/**
 * The staff (admin) API under `/api/v2/admin` (docs/API.md "Staff (admin API)"). Staff are a separate
 * kind of account with their own sessions: the token goes in `Authorization: Bearer <token>`, never in
 * the players' `token` header. Every action is written to the append-only staff audit log.
 */

const money = z.string().regex(/^\d+\.\d{2}$/);
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = z.coerce.number().int().min(1).max(100).default(20);

/** Staff roles. Owners do everything; finance reviews withdrawals; support and marketing only read. */
export const STAFF_ROLES = ['owner', 'finance', 'support', 'marketing'] as const;
export const staffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRole>;

/** `POST /admin/login`: e-mail or username, and the password. */
export const adminLoginBody = z.strictObject({
  username: z
    .string({ error: 'vip:validation.enterStaffUser' })
    .trim()
    .min(1, 'vip:validation.enterStaffUser')
    .max(200, 'vip:validation.enterStaffUser'),
  password: z
    .string({ error: 'vip:validation.enterStaffPassword' })
    .min(1, 'vip:validation.enterStaffPassword')
    .max(200, 'vip:validation.enterStaffPassword'),
});
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

export const staffView = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: staffRole,
});
export type StaffView = z.infer<typeof staffView>;

/** `POST /admin/login` → data. */
export const adminLoginResult = z.object({ token: z.string(), expires_at: z.string(), staff: staffView });

/** `GET /admin/withdrawals`: the review queue (default `applying`), oldest first. */
export const adminWithdrawalsQuery = z.strictObject({
  status: withdrawStatus.default('applying'),
  page,
  size,
});

/** A withdrawal as finance staff see it (the full CPF: they check it against the PSP). */
export const adminWithdrawal = z.object({
  id: z.string(),
  order_no: z.string(),
  member_id: z.string(),
  amount: money,
  fee: money,
  net: money,
  status: withdrawStatus,
  cpf: z.string(),
  name: z.string(),
  pix_key: z.string(),
  vip_level: z.number().int(),
  review: z.enum(['auto', 'staff']),
  reviewed_by: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawal>;

export const adminWithdrawals = z.object({
  list: z.array(adminWithdrawal),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

/** `:id` of the review actions: the withdrawal's numeric id. */
export const adminWithdrawalParams = z.strictObject({ id: dbId });

/** `POST /admin/withdrawals/:id/reject`: the reason is shown to the player. */
export const adminRejectBody = z.strictObject({
  reason: z
    .string({ error: 'vip:validation.enterReason' })
    .trim()
    .min(1, 'vip:validation.enterReason')
    .max(300, 'vip:validation.enterReason'),
});

/** `POST /admin/withdrawals/:id/approve` takes no body fields. */
export const adminApproveBody = z.strictObject({}).optional();

export const adminWithdrawalResult = z.object({ withdrawal: adminWithdrawal });
