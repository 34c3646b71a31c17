import { staffKycApi } from '@jl/core/routes/staff.ts';
import { call } from '../../../lib/api.ts';

/** The queue's tabs, by verification state (`backoffice.kyc.state.<state>`); review first. */
export const KYC_TABS = ['review', 'pending', 'verified', 'refused'] as const;
export type KycTab = (typeof KYC_TABS)[number];

export const fetchKycCases = (state: KycTab, page: number, size: number) =>
  call(staffKycApi.queue, { state, page, size });

/** The first of two: proposes the approval (the player stays in review). */
export const proposeKycApproval = (memberId: string, reason: string) =>
  call(staffKycApi.propose, { id: memberId, reason });

/** The second, independent staff member: the player becomes verified. */
export const confirmKycApproval = (approvalId: string) => call(staffKycApi.confirm, { id: approvalId });

export const declineKycApproval = (approvalId: string, reason: string) =>
  call(staffKycApi.decline, { id: approvalId, reason });

export const refuseKyc = (memberId: string, reason: string) =>
  call(staffKycApi.refuse, { id: memberId, reason });
