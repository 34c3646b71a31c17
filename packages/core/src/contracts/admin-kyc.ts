import { z } from 'zod';
import { staffReason } from './admin.ts';
import { dbId } from './fields.ts';
import { KYC_CHECK_KINDS, KYC_REASONS, KYC_STATES } from './kyc.ts';

/**
 * The back office's identity-verification queue (`/api/v2/admin/kyc…`; docs/COMPLIANCE.md "Identity
 * (KYC)"). A verification the bureau could not settle waits in `review`; a staff member proposes to
 * approve it with a reason and a second, independent one confirms (four eyes), or one refuses it with a
 * reason. Support reads the queue with the name, CPF and birth date masked; finance and owners decide.
 */

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = z.coerce.number().int().min(1).max(100).default(20);

/** How long a proposed approval waits for its second staff member before it expires. */
export const KYC_APPROVAL_TTL_HOURS = 72;

/** `GET /admin/kyc?state=`: the verifications in one state, oldest change first (default: `review`). */
export const adminKycQuery = z.strictObject({
  state: z.enum(KYC_STATES, { error: 'staff:validation.kycState' }).default('review'),
  page,
  size,
});

/** `/admin/kyc/:id/…` names the player (member id); `/admin/kyc/approvals/:id/…` the proposal. */
export const adminKycParams = z.strictObject({ id: dbId });

/** Approve or refuse: the reason is required, kept in the audit log and shown to staff. */
export const adminKycDecisionBody = z.strictObject({ reason: staffReason });

/** A proposed approval waiting for its second staff member. */
export const adminKycProposal = z.object({
  id: z.string(),
  requested_by: z.string(),
  requested_by_name: z.string().nullable(),
  reason: z.string(),
  requested_at: z.string(),
  expires_at: z.string(),
});

/** One verification: what the player typed and what the bureau answered for each check. */
export const adminKycCase = z.object({
  member_id: z.string(),
  state: z.enum(KYC_STATES),
  reason: z.enum(KYC_REASONS).nullable(),
  /** The player's input, as the role may see it (support: masked). */
  typed: z.object({
    name: z.string().nullable(),
    cpf: z.string().nullable(),
    /** `YYYY-MM-DD`; support sees `YYYY-**-**`. */
    birth_date: z.string().nullable(),
  }),
  /** The bureau's answer about each field of the latest attempt (it confirms or denies; no record text). */
  bureau: z.object({
    provider: z.string().nullable(),
    checks: z.array(
      z.object({ kind: z.enum(KYC_CHECK_KINDS), outcome: z.enum(['passed', 'failed']), at: z.string() }),
    ),
  }),
  attempt: z.number().int(),
  updated_at: z.string(),
  proposal: adminKycProposal.nullable(),
});
export type AdminKycCase = z.infer<typeof adminKycCase>;

export const adminKycList = z.object({
  list: z.array(adminKycCase),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

export const adminKycResult = z.object({ case: adminKycCase });

/** A player's verification state in a glance: the back office's player page and withdrawal queue. */
export const kycGlance = z.object({ state: z.enum(KYC_STATES), reason: z.enum(KYC_REASONS).nullable() });
export type KycGlance = z.infer<typeof kycGlance>;
