import type { StaffRole } from '@jl/core';
import { cpfFor, nameFor, phoneFor } from '../admin/index.ts';
import { MEMBER_STATUS } from '../auth/index.ts';

/** One player as staff see them in a list: the account (auth), name and CPF, closure. */
export type SummaryRow = {
  id: string;
  phone: string;
  status: number;
  vip_level: number;
  created_at: Date | string;
  last_login_at: Date | string | null;
  name: string | null;
  cpf: string | null;
  closed_at: Date | string | null;
  closed_by_staff_id: string | null;
  minimised_at: Date | string | null;
};

export const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const closedBy = (r: SummaryRow): 'player' | 'staff' | null =>
  r.closed_at === null ? null : r.closed_by_staff_id === null ? 'player' : 'staff';

export const statusOf = (status: number): 'active' | 'locked' | 'closed' =>
  status === MEMBER_STATUS.active ? 'active' : status === MEMBER_STATUS.closed ? 'closed' : 'locked';

export function summaryView(role: StaffRole, r: SummaryRow) {
  return {
    id: String(r.id),
    // A minimised account's phone is a placeholder (`closed:<id>`), not a number to show.
    phone: r.phone.startsWith('closed:') ? '—' : phoneFor(role, r.phone),
    name: nameFor(role, r.name),
    cpf: cpfFor(role, r.cpf),
    status: statusOf(r.status),
    vip_level: Number(r.vip_level),
    created_at: iso(r.created_at)!,
    last_login_at: iso(r.last_login_at),
    closed_at: iso(r.closed_at),
    closed_by: closedBy(r),
    minimised_at: iso(r.minimised_at),
  };
}
