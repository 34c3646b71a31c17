import type {
  ActivityClaimResult,
  ActivityCode,
  ActivityDetail,
  ActivityList,
  ActivityRecord,
  ActivityView,
  WheelInfo,
  WheelSpinResult,
  WheelSpinView,
  WheelTables,
} from '@jl/core/contracts/activity.ts';
import { activityApi } from '@jl/core/routes/activity.ts';
import { call, callData } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';

/** The activity calls (docs/API.md "Activities"); types come from the route descriptors of `@jl/core`. */

export type {
  ActivityClaimResult,
  ActivityCode,
  ActivityDetail,
  ActivityList,
  ActivityRecord,
  ActivityView,
  WheelInfo,
  WheelSpinResult,
  WheelSpinView,
  WheelTables,
};

export const activityKeys = {
  all: ['activity'] as const,
  list: (member: string | null) => ['activity', 'list', member] as const,
  detail: (code: ActivityCode, member: string | null) => ['activity', 'detail', code, member] as const,
  wheel: ['activity', 'wheel'] as const,
  tables: ['activity', 'wheel', 'tables'] as const,
  records: (code: ActivityCode | 'all') => ['activity', 'records', code] as const,
};

const QUIET = { toast: false } as const;

export const fetchActivityList = () => callData(activityApi.list, {}, QUIET);

export const fetchActivityDetail = (code: ActivityCode) => callData(activityApi.detail, { code }, QUIET);

export const fetchWheel = () => callData(activityApi.wheel, {}, QUIET);

/** Public: the table version in force and every version with its odds and period. */
export const fetchWheelTables = () => callData(activityApi.tables, {}, QUIET);

export const fetchRecords = (code: ActivityCode | 'all', page: number, size = 20) =>
  callData(activityApi.records, { ...(code === 'all' ? {} : { code }), page, size }, QUIET);

// A fresh key per attempt: a retried request of the same attempt is answered with the first result.
export const checkIn = () => call(activityApi.checkin, {}, { loading: true, key: newIdempotencyKey() });

export const receiveActivity = (code: ActivityCode) =>
  call(activityApi.receive, { code }, { loading: true, key: newIdempotencyKey() });

/** One spin; the outcome is shown by the wheel itself, so refusals are toasted and success is quiet. */
export const spinWheelOnce = () => call(activityApi.spin, {}, { key: newIdempotencyKey() });
