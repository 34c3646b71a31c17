import type { RouteInput } from '@jl/core/routes/route.ts';
import { staffWithdrawApi } from '@jl/core/routes/staff.ts';
import type { ListFilter } from '../../../components/list/list-filters.tsx';
import { call } from '../../../lib/api.ts';
import { downloadCsv } from '../../../lib/download.ts';

/** The queue's tabs, named by `backoffice.withdrawals.tabs.<status>`. */
export const WITHDRAWAL_STATUSES = ['applying', 'wait', 'success', 'rejected', 'fail'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

type ListQuery = RouteInput<typeof staffWithdrawApi.withdrawals>;

export const fetchWithdrawals = (
  status: WithdrawalStatus,
  page: number,
  size: number,
  filters: ListFilter = {},
) => call(staffWithdrawApi.withdrawals, { ...(filters as ListQuery), status, page, size });

/** The same rows as CSV (docs/API.md "CSV export"). */
export const exportWithdrawals = (
  status: WithdrawalStatus,
  page: number,
  size: number,
  filters: ListFilter = {},
) => downloadCsv(staffWithdrawApi.withdrawals, { ...(filters as ListQuery), status, page, size });

/** Approve or reject the chosen rows, each through the single-row path (docs/API.md "Bulk decisions"). */
export const bulkWithdrawals = (action: 'approve' | 'reject', ids: string[], reason?: string) =>
  call(staffWithdrawApi.bulk, { action, ids, ...(reason ? { reason } : {}) });

export const approveWithdrawal = (id: string) => call(staffWithdrawApi.approve, { id });

export const rejectWithdrawal = (id: string, reason: string) => call(staffWithdrawApi.reject, { id, reason });
