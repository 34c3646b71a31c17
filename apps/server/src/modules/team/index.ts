import { defineModule, tablesOf } from '../../lib/server-module.ts';
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
});

export { minimiseTeamData } from './team-closure.ts';
export { teamAgentWeeks, teamCommissions, teamReferrals } from './team-schema.ts';
export { findInviter, findUplines, listLevel1, listLevel2 } from './team-tree.ts';
