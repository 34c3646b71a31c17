import { staffPlatformsApi, staffWithdrawApi } from '@jl/core/routes/staff.ts';
import { call } from '../../../lib/api.ts';

/** Pix payouts whose result we still lack (never sent, or not answered within the re-check interval). */
export const fetchStalePayouts = () => call(staffWithdrawApi.stalePayouts, {});

/** One page of the external (transfer) platforms' reconciliation findings, newest first. */
export const fetchPlatformFindings = (_filter: null, page: number, size: number) =>
  call(staffPlatformsApi.reconciliation, { page, size });

/** Runs the platforms' reconciliation now (it also runs nightly). */
export const runPlatformReconciliation = () => call(staffPlatformsApi.reconcile, {});

export type StalePayout = Awaited<ReturnType<typeof fetchStalePayouts>>['list'][number];
export type PlatformFinding = Awaited<ReturnType<typeof fetchPlatformFindings>>['list'][number];
