import type { TeamReleaseRequestView, teamReferralView } from '@jl/core/contracts/team.ts';
import { staffTeamApi } from '@jl/core/routes/staff.ts';
import type { z } from 'zod';
import { call } from '../../../lib/api.ts';
import { downloadCsv } from '../../../lib/download.ts';

/** The tabs, named by `backoffice.referrals.tabs.<status>`. */
export const REFERRAL_STATUSES = ['flagged', 'cleared', 'rejected'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export type TeamReferralView = z.infer<typeof teamReferralView>;
export type ReferralDecision = { row: TeamReferralView; action: 'clear' | 'reject' };

export const fetchReferrals = (status: ReferralStatus, page: number, size: number) =>
  call(staffTeamApi.referrals, { status, page, size });

/** The same rows as CSV (docs/API.md "CSV export"). */
export const exportReferrals = (status: ReferralStatus, page: number, size: number) =>
  downloadCsv(staffTeamApi.referrals, { status, page, size });

export const decideReferral = (d: ReferralDecision, note: string) =>
  call(staffTeamApi[d.action], { member: d.row.member_id, note });

export const fetchReleases = () => call(staffTeamApi.releases);

export const approveRelease = (id: string) => call(staffTeamApi.releaseApprove, { id });

export const rejectRelease = (r: TeamReleaseRequestView, reason: string) =>
  call(staffTeamApi.releaseReject, { id: r.id, reason });
