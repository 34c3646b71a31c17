import type { StaffRole, StaffView } from '@jl/core/contracts/admin.ts';
import { staffAdminApi } from '@jl/core/routes/staff.ts';
import { call } from '../../../lib/api.ts';

/** A change to an account that asks for a reason first. */
export type StaffChange =
  | { kind: 'role'; staff: StaffView; role: StaffRole }
  | { kind: 'status'; staff: StaffView }
  | { kind: 'reset'; staff: StaffView };

export const fetchStaff = () => call(staffAdminApi.staff);

export const createStaff = (account: { username: string; email: string; role: StaffRole }) =>
  call(staffAdminApi.staffCreate, account);

export const changeStaff = (p: StaffChange, reason: string) =>
  p.kind === 'reset'
    ? call(staffAdminApi.staffResetTotp, { id: p.staff.id, reason })
    : call(staffAdminApi.staffUpdate, {
        id: p.staff.id,
        reason,
        ...(p.kind === 'role'
          ? { role: p.role }
          : { status: p.staff.status === 'active' ? ('disabled' as const) : ('active' as const) }),
      });
