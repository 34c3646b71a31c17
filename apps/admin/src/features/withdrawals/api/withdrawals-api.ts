import { adminWithdrawalResult, adminWithdrawals } from '@jl/core/contracts/admin.ts';
import { api, post } from '../../../lib/api.ts';

/** The queue's tabs, named by `backoffice.withdrawals.tabs.<status>`. */
export const WITHDRAWAL_STATUSES = ['applying', 'wait', 'success', 'rejected', 'fail'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const fetchWithdrawals = (status: WithdrawalStatus, page: number, size: number) =>
  api('/admin/withdrawals', adminWithdrawals, { query: { status, page, size } });

export const approveWithdrawal = (id: string) =>
  post(`/admin/withdrawals/${id}/approve`, adminWithdrawalResult);

export const rejectWithdrawal = (id: string, reason: string) =>
  post(`/admin/withdrawals/${id}/reject`, adminWithdrawalResult, { reason });
