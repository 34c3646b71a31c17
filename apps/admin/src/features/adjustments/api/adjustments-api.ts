import type { RouteInput } from '@jl/core/routes/route.ts';
import { staffWalletApi } from '@jl/core/routes/staff.ts';
import type { ListFilter } from '../../../components/list/list-filters.tsx';
import { call } from '../../../lib/api.ts';
import { downloadCsv } from '../../../lib/download.ts';

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

type ListQuery = RouteInput<typeof staffWalletApi.adjustments>;

export const fetchAdjustments = (
  status: AdjustmentStatus,
  page: number,
  size: number,
  filters: ListFilter = {},
) => call(staffWalletApi.adjustments, { ...(filters as ListQuery), status, page, size });

/** The same rows as CSV (docs/API.md "CSV export"). */
export const exportAdjustments = (
  status: AdjustmentStatus,
  page: number,
  size: number,
  filters: ListFilter = {},
) => downloadCsv(staffWalletApi.adjustments, { ...(filters as ListQuery), status, page, size });

/** Approve or reject the chosen rows, each through the single-row path (docs/API.md "Bulk decisions"). */
export const bulkAdjustments = (action: 'approve' | 'reject', ids: string[], reason?: string) =>
  call(staffWalletApi.bulk, { action, ids, ...(reason ? { reason } : {}) });

export const approveAdjustment = (id: string) => call(staffWalletApi.approve, { id });

export const rejectAdjustment = (id: string, reason: string) => call(staffWalletApi.reject, { id, reason });

export const requestAdjustment = (memberId: string, request: AdjustmentRequest) =>
  call(staffWalletApi.requestAdjustment, { id: memberId, ...request });
