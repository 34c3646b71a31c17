import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { staff } from '../admin/index.ts';
import { members } from '../auth/index.ts';
import { rechargeInfo } from '../payments/index.ts';
import { memberDailyStats, memberStats } from '../stats/index.ts';
import { withdrawAccounts, withdrawHolders } from '../withdraw/index.ts';
import { teamAdminRoutes } from './team-admin-routes.ts';
import { teamProfitShareHandler, teamRegisteredHandler } from './team-handlers.ts';
import { agentWeekJob, inviteRewardJob, splitShareJob } from './team-jobs.ts';
import { teamRoutes } from './team-routes.ts';
import * as schema from './team-schema.ts';

/**
 * The team module: the two-level referral tree, commissions into `team_bonus`, agent levels and
 * weekly salary, invite rewards and chests (docs/API.md "Team"). Other modules read the tree here.
 */
export const teamModule = defineModule({
  name: 'team',
  purpose:
    'The two-level referral tree, commissions, agent levels and weekly salary, invite rewards and chests',
  routes: [teamRoutes],
  staffRoutes: [teamAdminRoutes],
  handlers: [teamRegisteredHandler, teamProfitShareHandler],
  after: ['stats'],
  jobs: () => [splitShareJob, inviteRewardJob, agentWeekJob],
  tables: tablesOf(schema),
  // The tree is the accounts' inviter; pages of subordinates carry their name and first deposit, the
  // referral screening compares identities across recharge info and withdrawal accounts, agent levels
  // count daily activity; commission releases waiting for a second approval show who asked.
  joins: [members, rechargeInfo, withdrawAccounts, withdrawHolders, memberStats, memberDailyStats, staff],
});

export { minimiseTeamData } from './team-closure.ts';
export { teamAgentWeeks, teamCommissions, teamReferrals } from './team-schema.ts';
export { findInviter, findUplines, listLevel1, listLevel2 } from './team-tree.ts';
