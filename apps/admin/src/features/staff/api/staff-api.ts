import {
  type StaffRole,
  type StaffView,
  staffCreateResult,
  staffList,
  staffResult,
} from '@jl/core/contracts/admin.ts';
import { api, post } from '../../../lib/api.ts';

/** A change to an account that asks for a reason first. */
export type StaffChange =
  | { kind: 'role'; staff: StaffView; role: StaffRole }
  | { kind: 'status'; staff: StaffView }
  | { kind: 'reset'; staff: StaffView };

export const fetchStaff = () => api('/admin/staff', staffList);

export const createStaff = (account: { username: string; email: string; role: StaffRole }) =>
  post('/admin/staff', staffCreateResult, account);

export const changeStaff = (p: StaffChange, reason: string) =>
  p.kind === 'reset'
    ? post(`/admin/staff/${p.staff.id}/reset-2fa`, staffResult, { reason })
    : post(`/admin/staff/${p.staff.id}`, staffResult, {
        reason,
        ...(p.kind === 'role'
          ? { role: p.role }
          : { status: p.staff.status === 'active' ? 'disabled' : 'active' }),
      });
