import { staffWithdrawApi } from '@jl/core/routes/staff.ts';
import { listCalls } from '../../../components/list/list-calls.ts';
import { call } from '../../../lib/api.ts';

/** The queue's tabs, named by `backoffice.withdrawals.tabs.<status>`. */
export const WITHDRAWAL_STATUSES = ['applying', 'wait', 'success', 'rejected', 'fail'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** A page of the list, and the whole selection of the same tab and filters as CSV (docs/API.md "CSV export"). */
export const { fetch: fetchWithdrawals, exportCsv: exportWithdrawals } = listCalls(
  staffWithdrawApi.withdrawals,
  (status: WithdrawalStatus) => ({ status }),
);

/** Approve or reject the chosen rows, each through the single-row path (docs/API.md "Bulk decisions"). */
export const bulkWithdrawals = (action: 'approve' | 'reject', ids: string[], reason?: string) =>
  call(staffWithdrawApi.bulk, { action, ids, ...(reason ? { reason } : {}) });

export const approveWithdrawal = (id: string) => call(staffWithdrawApi.approve, { id });

export const rejectWithdrawal = (id: string, reason: string) => call(staffWithdrawApi.reject, { id, reason });
