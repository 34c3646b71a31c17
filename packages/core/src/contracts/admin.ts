import { z } from 'zod';
import { dbId, exportFormat } from './fields.ts';
import { amountRange, checkRanges, dateRange, sortBy, vipFilter } from './list-query.ts';
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
  status: z.enum(['active', 'disabled']),
  /** TOTP enrolled. */
  totp: z.boolean(),
  /** The invitation was not accepted yet (no password of their own). */
  invited: z.boolean(),
  /** Locked after wrong codes until then (an owner can unlock); null when not locked. */
  locked_until: z.string().nullable(),
  last_login_at: z.string().nullable(),
});
export type StaffView = z.infer<typeof staffView>;

/**
 * The session's next step: `enrol` (no TOTP yet: scan the QR code and confirm a code), `verify`
 * (enter a code or a recovery code), `done` (second factor passed; admin actions allowed).
 */
export const secondFactorStep = z.enum(['enrol', 'verify', 'done']);

/** `POST /admin/login` → data: a session that can only pass the second factor until it does. */
export const adminLoginResult = z.object({
  token: z.string(),
  expires_at: z.string(),
  staff: staffView,
  second_factor: secondFactorStep,
});

/** `GET /admin/me`. */
export const adminMe = z.object({ staff: staffView, second_factor: secondFactorStep });

/** `POST /admin/2fa/enrol` → the new secret as a QR code (and as text for typing it in). */
export const totpEnrolment = z.object({ secret: z.string(), otpauth_uri: z.string(), qr: z.string() });

const totpCode = z
  .string({ error: 'staff:validation.totpCode' })
  .regex(/^\d{6}$/, 'staff:validation.totpCode');

/** `POST /admin/2fa/confirm`: the first code from the app completes enrolment. */
export const totpConfirmBody = z.strictObject({ code: totpCode });
/** → the ten recovery codes, shown this once. */
export const totpConfirmResult = z.object({ recovery_codes: z.array(z.string()) });

/** `POST /admin/2fa/verify`: a code from the app, or one recovery code (each works once). */
export const totpVerifyBody = z.union([
  z.strictObject({ code: totpCode }),
  z.strictObject({
    recovery_code: z
      .string({ error: 'staff:validation.recoveryCode' })
      .trim()
      .regex(/^[A-Za-z2-7]{4}-?[A-Za-z2-7]{4}-?[A-Za-z2-7]{4}$/, 'staff:validation.recoveryCode'),
  }),
]);

export const staffReason = z
  .string({ error: 'vip:validation.enterReason' })
  .trim()
  .min(3, 'vip:validation.enterReason')
  .max(300, 'vip:validation.enterReason');

/** `GET /admin/staff` (owner). */
export const staffList = z.object({ list: z.array(staffView) });

/** `POST /admin/staff` (owner): answers a one-time invitation link (contracts/admin-staff.ts). */
export const staffCreateBody = z.strictObject({
  username: z
    .string({ error: 'staff:validation.username' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9._-]{3,40}$/, 'staff:validation.username'),
  email: z
    .string({ error: 'staff:validation.email' })
    .trim()
    .toLowerCase()
    .max(200, 'staff:validation.email')
    .pipe(z.email({ error: 'staff:validation.email' })),
  role: staffRole,
});

export const staffParams = z.strictObject({ id: dbId });

/** `POST /admin/staff/:id` (owner): change the role or (dis)able the account; the reason is audited. */
export const staffUpdateBody = z.strictObject({
  role: staffRole.optional(),
  status: z.enum(['active', 'disabled']).optional(),
  reason: staffReason,
});

/**
 * `POST /admin/staff/:id/reset-2fa` (owner): clears a lost second factor and the password; the member
 * sets a new password through the invitation link it answers, then enrols again. Reason audited.
 */
export const staffResetTotpBody = z.strictObject({ reason: staffReason });

/** `GET /admin/audit` (owner): newest first unless `sort=created_at`; `from`/`to` São Paulo days. */
export const AUDIT_SORTS = ['created_at'] as const;
export const auditQuery = z
  .strictObject({
    format: exportFormat,
    page,
    size,
    action: z.string().max(60).optional(),
    staff_id: dbId.optional(),
    /** Start at this row and go back in time (the verify button jumps to the first broken row). */
    to_id: dbId.optional(),
    ...dateRange,
    sort: sortBy(AUDIT_SORTS),
  })
  .superRefine(checkRanges);
export const auditEntry = z.object({
  id: z.string(),
  staff_id: z.string().nullable(),
  staff: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  created_at: z.string(),
  prev_hash: z.string(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditPage = z.object({
  list: z.array(auditEntry),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

/** `POST /admin/audit/verify` (owner): recomputes the chain; names the first broken row. */
export const auditVerifyResult = z.object({
  ok: z.boolean(),
  rows: z.number().int(),
  head_hash: z.string(),
  first_broken: z.object({ id: z.string(), reason: z.enum(['link', 'content']) }).nullable(),
});

/** `GET /admin/withdrawals`: the review queue (default `applying`), oldest first. */
export const WITHDRAWAL_SORTS = ['created_at', 'amount', 'vip_level'] as const;
export const adminWithdrawalsQuery = z
  .strictObject({
    format: exportFormat,
    status: withdrawStatus.default('applying'),
    page,
    size,
    ...dateRange,
    ...amountRange,
    ...vipFilter,
    member_id: dbId.optional(),
    sort: sortBy(WITHDRAWAL_SORTS),
  })
  .superRefine(checkRanges);

/**
 * A withdrawal as staff see it: CPF, name and Pix key in full for finance and owners (they check them
 * against the PSP), masked for support (docs/API.md "Fields masked by role").
 */
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
  /** Staff approvals this withdrawal needs (0 auto, 1, or 2 above the second amount) and has so far. */
  approvals_required: z.number().int(),
  approvals: z.number().int(),
  first_approved_by: z.string().nullable(),
  /** The user names of those staff members, for the screen (null when there is none). */
  first_approved_by_name: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  reviewed_by_name: z.string().nullable(),
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
