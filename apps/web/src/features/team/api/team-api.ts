import type {
  TeamAgent,
  TeamBonusWithdrawResult,
  TeamIncomePage,
  TeamInfo,
  TeamInvite,
  TeamMembersPage,
} from '@jl/core/contracts/team.ts';
import { type ApiResult, request, requestData } from '../../../lib/api-client.ts';

/** The team calls (docs/API.md "Team"); shapes are the server's zod contracts. */

export type { TeamAgent, TeamIncomePage, TeamInfo, TeamInvite, TeamMembersPage };

export const teamKeys = {
  all: ['team'] as const,
  info: ['team', 'info'] as const,
  agent: ['team', 'agent'] as const,
  invite: ['team', 'invite'] as const,
  income: (type: number | undefined) => ['team', 'income', type ?? 'all'] as const,
  members: (level: number) => ['team', 'members', level] as const,
};

export const fetchTeamInfo = () => requestData<TeamInfo>('/team/info');
export const fetchTeamAgent = () => requestData<TeamAgent>('/team/agent');
export const fetchTeamInvite = () => requestData<TeamInvite>('/team/invite');
export const fetchTeamIncome = (page: number, type?: number) =>
  requestData<TeamIncomePage>('/team/income', { data: { page, size: 20, type } });
export const fetchTeamMembers = (page: number, level: number) =>
  requestData<TeamMembersPage>('/team/members', { data: { page, size: 20, level } });

/** Moves team bonus to the wallet; `key` is one per intent (lib/idempotency-key.ts), so a retry moves once. */
export function withdrawTeamBonus(amount: string, key: string): Promise<ApiResult<TeamBonusWithdrawResult>> {
  return request<TeamBonusWithdrawResult>('/team/bonus/withdraw', {
    method: 'POST',
    data: { amount },
    loading: true,
    headers: { 'Idempotency-Key': key },
  });
}

export const receiveSalary = () => request('/team/salary/receive', { method: 'POST', loading: true });
export const openChest = (chest: number) =>
  request('/team/chest/open', { method: 'POST', data: { chest }, loading: true });
