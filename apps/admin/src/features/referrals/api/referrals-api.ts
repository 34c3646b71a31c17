import type { TeamReleaseRequestView, teamReferralView } from '@jl/core/contracts/team.ts';
import { staffTeamApi } from '@jl/core/routes/staff.ts';
import type { z } from 'zod';
import { listCalls } from '../../../components/list/list-calls.ts';
import { call } from '../../../lib/api.ts';

/** The tabs, named by `backoffice.referrals.tabs.<status>`. */
export const REFERRAL_STATUSES = ['flagged', 'cleared', 'rejected'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export type TeamReferralView = z.infer<typeof teamReferralView>;
export type ReferralDecision = { row: TeamReferralView; action: 'clear' | 'reject' };

/** A page of the list, and the whole selection of the same tab and filters as CSV (docs/API.md "CSV export"). */
export const { fetch: fetchReferrals, exportCsv: exportReferrals } = listCalls(
  staffTeamApi.referrals,
  (status: ReferralStatus) => ({ status }),
);

export const decideReferral = (d: ReferralDecision, note: string) =>
  call(staffTeamApi[d.action], { member: d.row.member_id, note });

export const fetchReleases = () => call(staffTeamApi.releases);

export const approveRelease = (id: string) => call(staffTeamApi.releaseApprove, { id });

export const rejectRelease = (r: TeamReleaseRequestView, reason: string) =>
  call(staffTeamApi.releaseReject, { id: r.id, reason });
