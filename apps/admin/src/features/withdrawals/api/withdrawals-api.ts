import { staffWithdrawApi } from '@jl/core/routes/staff.ts';
import { call } from '../../../lib/api.ts';
import { downloadCsv } from '../../../lib/download.ts';

/** The queue's tabs, named by `backoffice.withdrawals.tabs.<status>`. */
export const WITHDRAWAL_STATUSES = ['applying', 'wait', 'success', 'rejected', 'fail'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const fetchWithdrawals = (status: WithdrawalStatus, page: number, size: number) =>
  call(staffWithdrawApi.withdrawals, { status, page, size });

/** The same rows as CSV (docs/API.md "CSV export"). */
export const exportWithdrawals = (status: WithdrawalStatus, page: number, size: number) =>
  downloadCsv(staffWithdrawApi.withdrawals, { status, page, size });

export const approveWithdrawal = (id: string) => call(staffWithdrawApi.approve, { id });

export const rejectWithdrawal = (id: string, reason: string) => call(staffWithdrawApi.reject, { id, reason });
