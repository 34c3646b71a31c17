import { staffWalletApi } from '@jl/core/routes/staff.ts';
import { listCalls } from '../../../components/list/list-calls.ts';
import { call } from '../../../lib/api.ts';

/** The tabs, named by `backoffice.approvals.tabs.<status>`. */
export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected', 'expired'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** The adjustment's types (fund codes) and the balance it moves. */
export const ADJUSTMENT_CODES = [2, 15, 22] as const;
export type AdjustmentRequest = {
  code: (typeof ADJUSTMENT_CODES)[number];
  amount: string;
  target: 'cash' | 'locked';
  reason: string;
};

/** A page of the list, and the whole selection of the same tab and filters as CSV (docs/API.md "CSV export"). */
export const { fetch: fetchAdjustments, exportCsv: exportAdjustments } = listCalls(
  staffWalletApi.adjustments,
  (status: AdjustmentStatus) => ({ status }),
);

/** Approve or reject the chosen rows, each through the single-row path (docs/API.md "Bulk decisions"). */
export const bulkAdjustments = (action: 'approve' | 'reject', ids: string[], reason?: string) =>
  call(staffWalletApi.bulk, { action, ids, ...(reason ? { reason } : {}) });

export const approveAdjustment = (id: string) => call(staffWalletApi.approve, { id });

export const rejectAdjustment = (id: string, reason: string) => call(staffWalletApi.reject, { id, reason });

export const requestAdjustment = (memberId: string, request: AdjustmentRequest) =>
  call(staffWalletApi.requestAdjustment, { id: memberId, ...request });
