import {
  type AdminWithdrawal,
  formatMoney,
  formatPhoneBR,
  type Locale,
  maskCpfForDisplay,
  type StaffRole,
  toDecimal,
  translate,
  type WithdrawAccount,
  type WithdrawItem,
  type WithdrawStatus,
} from '@jl/core';
import { cpfFor, nameFor, pixKeyFor } from '../admin/index.ts';
import type { AccountRow, WithdrawalRow } from './withdraw-repository.ts';

export const money = (cents: bigint, locale: Locale): string => formatMoney(cents, locale);

/** The player's CPF or key on screens: "***.456.789-**" (LGPD). */
export function maskKey(pixType: string, key: string): string {
  return pixType === 'cpf' && /^\d{11}$/.test(key) ? maskCpfForDisplay(key) : key;
}

export function accountView(row: AccountRow): WithdrawAccount {
  return {
    id: String(row.id),
    pix_type: 'cpf',
    name: row.name,
    cpf: maskCpfForDisplay(row.cpf),
    pix_account: maskKey(row.pixType, row.pixKey),
    mobile: row.mobile ? formatPhoneBR(row.mobile) : null,
    email: row.email,
    created_at: row.createdAt.toISOString(),
  };
}

export function itemView(row: WithdrawalRow, locale: Locale): WithdrawItem {
  const status = row.status as WithdrawStatus;
  return {
    order_no: row.orderNo,
    amount: toDecimal(row.amountCents),
    fee: toDecimal(row.feeCents),
    net: toDecimal(row.amountCents - row.feeCents),
    status,
    status_label: translate(locale, `vip:status.${status}`),
    pix_type: 'cpf',
    pix_account: maskKey(row.pixType, row.pixKey),
    name: row.name,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
    reason: status === 'rejected' || status === 'fail' ? row.reason : null,
  };
}

/** Staff approvals given: the recorded first one, and the final one once it left review. */
export function approvalsOf(row: WithdrawalRow): number {
  if (row.review === 'auto') return 0;
  const approved = row.status === 'wait' || row.status === 'success' || row.status === 'fail';
  if (approved) return row.approvalsRequired;
  return row.firstApprovedBy === null ? 0 : 1;
}

/**
 * A withdrawal as the staff member's role may see it: CPF, name and Pix key in full for finance and
 * owners, masked for support (docs/COMPLIANCE.md "Least privilege"); an erased value (a closed,
 * minimised account) as a dash.
 */
export function adminView(
  row: WithdrawalRow,
  role: StaffRole,
  names: Map<string, string> = new Map(),
): AdminWithdrawal {
  const nameOf = (id: bigint | null) => (id === null ? null : (names.get(String(id)) ?? null));
  return {
    id: String(row.id),
    order_no: row.orderNo,
    member_id: String(row.memberId),
    amount: toDecimal(row.amountCents),
    fee: toDecimal(row.feeCents),
    net: toDecimal(row.amountCents - row.feeCents),
    status: row.status as WithdrawStatus,
    cpf: cpfFor(role, row.cpf) ?? '—',
    name: nameFor(role, row.name) ?? '—',
    pix_key: pixKeyFor(role, row.pixType, row.pixKey) ?? '—',
    vip_level: row.vipLevel,
    review: row.review as 'auto' | 'staff',
    approvals_required: row.approvalsRequired,
    approvals: approvalsOf(row),
    first_approved_by: row.firstApprovedBy === null ? null : String(row.firstApprovedBy),
    first_approved_by_name: nameOf(row.firstApprovedBy),
    reviewed_by: row.reviewedBy === null ? null : String(row.reviewedBy),
    reviewed_by_name: nameOf(row.reviewedBy),
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
