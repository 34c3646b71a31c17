import type {
  TeamAgent,
  TeamIncomePage,
  TeamInfo,
  TeamInvite,
  TeamMembersPage,
} from '@jl/core/contracts/team.ts';
import { teamApi } from '@jl/core/routes/team.ts';
import { call, callData } from '../../../lib/api-client.ts';

/** The team calls (docs/API.md "Team"); types come from the route descriptors of `@jl/core`. */

export type { TeamAgent, TeamIncomePage, TeamInfo, TeamInvite, TeamMembersPage };

export const teamKeys = {
  all: ['team'] as const,
  info: ['team', 'info'] as const,
  agent: ['team', 'agent'] as const,
  invite: ['team', 'invite'] as const,
  income: (type: number | undefined) => ['team', 'income', type ?? 'all'] as const,
  members: (level: number) => ['team', 'members', level] as const,
};

export const fetchTeamInfo = () => callData(teamApi.info);
export const fetchTeamAgent = () => callData(teamApi.agent);
export const fetchTeamInvite = () => callData(teamApi.invite);
export const fetchTeamIncome = (page: number, type?: number) =>
  callData(teamApi.income, { page, size: 20, type });
export const fetchTeamMembers = (page: number, level: number) =>
  callData(teamApi.members, { page, size: 20, level });

/** Moves team bonus to the wallet; `key` is one per intent (lib/idempotency-key.ts), so a retry moves once. */
export const withdrawTeamBonus = (amount: string, key: string) =>
  call(teamApi.withdrawBonus, { amount }, { key, loading: true });

export const receiveSalary = () => call(teamApi.receiveSalary, {}, { loading: true });
export const openChest = (chest: number) => call(teamApi.openChest, { chest }, { loading: true });
