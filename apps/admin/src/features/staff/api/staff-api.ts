import type { StaffRole, StaffView } from '@jl/core/contracts/admin.ts';
import type { StaffChangeRequestView } from '@jl/core/contracts/admin-staff.ts';
import { staffAdminApi } from '@jl/core/routes/staff.ts';
import { call } from '../../../lib/api.ts';

/** A change to an account that asks for a reason first. */
export type StaffChange =
  | { kind: 'role'; staff: StaffView; role: StaffRole }
  | { kind: 'status'; staff: StaffView }
  | { kind: 'reset'; staff: StaffView }
  | { kind: 'unlock'; staff: StaffView };

export const fetchStaff = () => call(staffAdminApi.staff);

export const createStaff = (account: { username: string; email: string; role: StaffRole }) =>
  call(staffAdminApi.staffCreate, account);

/** Every change answers the account; a reset also its invitation, a role grant maybe its request. */
export async function changeStaff(p: StaffChange, reason: string) {
  const id = p.staff.id;
  if (p.kind === 'reset') {
    const answer = await call(staffAdminApi.staffResetTotp, { id, reason });
    return { ...answer, request: null };
  }
  if (p.kind === 'unlock')
    return { ...(await call(staffAdminApi.staffUnlock, { id, reason })), invitation: null };
  const answer = await call(staffAdminApi.staffUpdate, {
    id,
    reason,
    ...(p.kind === 'role'
      ? { role: p.role }
      : { status: p.staff.status === 'active' ? ('disabled' as const) : ('active' as const) }),
  });
  return { ...answer, invitation: null };
}

export const fetchStaffRequests = () => call(staffAdminApi.staffRequests);

export const approveStaffRequest = (id: string) => call(staffAdminApi.staffRequestApprove, { id });

export const rejectStaffRequest = (r: StaffChangeRequestView, reason: string) =>
  call(staffAdminApi.staffRequestReject, { id: r.id, reason });
