import type { TeamReleaseRequestView, teamReferralView } from '@jl/core/contracts/team.ts';
import type { RouteInput } from '@jl/core/routes/route.ts';
import { staffTeamApi } from '@jl/core/routes/staff.ts';
import type { z } from 'zod';
import type { ListFilter } from '../../../components/list/list-filters.tsx';
import { call } from '../../../lib/api.ts';
import { downloadCsv } from '../../../lib/download.ts';

/** The tabs, named by `backoffice.referrals.tabs.<status>`. */
export const REFERRAL_STATUSES = ['flagged', 'cleared', 'rejected'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export type TeamReferralView = z.infer<typeof teamReferralView>;
export type ReferralDecision = { row: TeamReferralView; action: 'clear' | 'reject' };

type ListQuery = RouteInput<typeof staffTeamApi.referrals>;

export const fetchReferrals = (
  status: ReferralStatus,
  page: number,
  size: number,
  filters: ListFilter = {},
) => call(staffTeamApi.referrals, { ...(filters as ListQuery), status, page, size });

/** The same selection as CSV (docs/API.md "CSV export"). */
export const exportReferrals = (
  status: ReferralStatus,
  page: number,
  size: number,
  filters: ListFilter = {},
) => downloadCsv(staffTeamApi.referrals, { ...(filters as ListQuery), status, page, size });

export const decideReferral = (d: ReferralDecision, note: string) =>
  call(staffTeamApi[d.action], { member: d.row.member_id, note });

export const fetchReleases = () => call(staffTeamApi.releases);

export const approveRelease = (id: string) => call(staffTeamApi.releaseApprove, { id });

export const rejectRelease = (r: TeamReleaseRequestView, reason: string) =>
  call(staffTeamApi.releaseReject, { id: r.id, reason });
