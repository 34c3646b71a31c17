import { teamReferralsPage, type teamReferralView } from '@jl/core/contracts/team.ts';
import { z } from 'zod';
import { api, post } from '../../../lib/api.ts';

/** The tabs, named by `backoffice.referrals.tabs.<status>`. */
export const REFERRAL_STATUSES = ['flagged', 'cleared', 'rejected'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export type TeamReferralView = z.infer<typeof teamReferralView>;
export type ReferralDecision = { row: TeamReferralView; action: 'clear' | 'reject' };

const decision = z.object({ member_id: z.string(), status: z.string(), credited: z.string() });

export const fetchReferrals = (status: ReferralStatus, page: number, size: number) =>
  api('/admin/team/referrals', teamReferralsPage, { query: { status, page, size } });

export const decideReferral = (d: ReferralDecision, note: string) =>
  post(`/admin/team/referrals/${d.row.member_id}/${d.action}`, decision, { note });
