import { z } from 'zod';
import { staffReason, staffRole, staffView } from './admin.ts';
import { dbId } from './fields.ts';

/**
 * The staff lifecycle beyond sign-in (docs/API.md "Staff invitations", docs/COMPLIANCE.md "Four
 * eyes"): invitation links instead of passwords, staff changes waiting for a second owner, unlocking.
 */

/** A staff password chosen by its owner: 12 to 128 characters of any kind (length is what matters). */
export const STAFF_PASSWORD_MIN = 12;
export const staffPassword = z
  .string({ error: 'staff:validation.staffPassword' })
  .min(STAFF_PASSWORD_MIN, 'staff:validation.staffPassword')
  .max(128, 'staff:validation.staffPassword');

/**
 * A one-time invitation: `path` is where the invitee sets their password (the token travels in the
 * fragment, so it never reaches a server log); valid until `expires_at`, once.
 */
export const staffInvitation = z.object({ path: z.string(), expires_at: z.string() });
export type StaffInvitation = z.infer<typeof staffInvitation>;

/** A staff creation or role grant waiting for a second owner (two active owners or more). */
export const staffChangeRequestView = z.object({
  id: z.string(),
  kind: z.enum(['create', 'role']),
  status: z.enum(['pending', 'applied', 'rejected', 'expired']),
  username: z.string(),
  email: z.string().nullable(),
  role: staffRole,
  staff_id: z.string().nullable(),
  reason: z.string().nullable(),
  requested_by: z.string(),
  requested_by_name: z.string().nullable(),
  requested_at: z.string(),
  expires_at: z.string(),
});
export type StaffChangeRequestView = z.infer<typeof staffChangeRequestView>;

/**
 * `POST /admin/staff` (owner): the account and its invitation when it applied at once (a single
 * owner), or the request waiting for another owner.
 */
export const staffCreateResult = z.object({
  staff: staffView.nullable(),
  invitation: staffInvitation.nullable(),
  request: staffChangeRequestView.nullable(),
});

/** `POST /admin/staff/:id` (owner): the account, and the role grant's request when it waits. */
export const staffUpdateResult = z.object({ staff: staffView, request: staffChangeRequestView.nullable() });

/** `POST /admin/staff/:id/reset-2fa` (owner): the account and the invitation to set a new password. */
export const staffResetResult = z.object({ staff: staffView, invitation: staffInvitation });

/** `POST /admin/staff/invitations/accept` (no session): the token from the link and the new password. */
export const staffInvitationAcceptBody = z.strictObject({
  token: z
    .string({ error: 'staff:errors.STAFF_INVITATION_INVALID' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'staff:errors.STAFF_INVITATION_INVALID'),
  password: staffPassword,
});
export const staffInvitationAcceptResult = z.object({ username: z.string() });

/** `GET /admin/staff/requests` (owner): pending staff changes, oldest first. */
export const staffChangeRequests = z.object({ list: z.array(staffChangeRequestView) });
export const staffRequestParams = z.strictObject({ id: dbId });
export const staffRequestApproveBody = z.strictObject({});
export const staffRequestRejectBody = z.strictObject({ reason: staffReason });
export const staffRequestResult = z.object({
  request: staffChangeRequestView,
  /** A creation's invitation link, shown once to the approving owner. */
  invitation: staffInvitation.nullable(),
});

/** `POST /admin/staff/:id/unlock` (owner): ends a lock after wrong codes; the reason is audited. */
export const staffUnlockBody = z.strictObject({ reason: staffReason });
